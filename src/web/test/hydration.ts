/**
 * Hydrates a tree over its own server markup, as the browser does a page, and fails the test on a
 * mismatch (a recoverable error or React's console warning) or on an id that is repeated or that
 * changes: the plain components' ids tie labels, descriptions and errors to their elements, so the
 * server's and the browser's must be the same. Answers the hydrated container, in the document;
 * the caller removes it.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

export async function hydrateOverServerMarkup(tree: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  // The server's markup, as the browser would have parsed it from the page.
  container.append(...new DOMParser().parseFromString(renderToString(tree), 'text/html').body.childNodes);
  document.body.append(container);
  const ids = () => Array.from(container.querySelectorAll('[id]'), (e) => e.id);
  const before = ids();
  expect(new Set(before).size).toBe(before.length);
  // `act` waits for the updates hydration schedules (a hook whose browser value differs from the
  // server's renders again): React allows it only where the environment says so.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  try {
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
  expect(ids()).toEqual(before);
  return container;
}
