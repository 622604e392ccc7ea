import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages, dialogs and rare parts load their chunks on first use (routes, lazyDialog, lazyPart): on a
// shared 2-core machine the first import of a module can take over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
