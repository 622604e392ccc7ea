import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractProblems } from './fixture.ts';

// Pages, dialogs and rare parts load their chunks on first use (routes, lazyDialog, lazyPart): on a
// shared 2-core machine the first import of a module can take over a second.
configure({ asyncUtilTimeout: 5_000 });

// React Aria's date segments collapse the selection on every `selectionchange`, which happy-dom fires
// again at once, without end (a browser does not): tests type into the segments instead of selecting.
document.addEventListener('selectionchange', (event) => event.stopImmediatePropagation(), true);

afterEach(() => {
  cleanup();
  // An API fixture the shared contract refuses fails its test (fixture.ts).
  const problems = takeContractProblems();
  if (problems.length > 0)
    throw new Error(`API fixtures the contracts refuse:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
