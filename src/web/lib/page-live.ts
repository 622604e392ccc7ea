/**
 * What a visitor typed or ticked in the server's page before its scripts arrived: hydration resets
 * every field to the form's empty state, so it is read first and typed again, as input events the
 * forms hear, once the page is live. Fields are known by their place among the page's fields and
 * their type (hydration keeps the server's elements; their ids change after it). Passwords are kept
 * as well: they never leave this page.
 */
import { useEffect } from 'react';

type Typed = { index: number; type: string; value?: string; checked?: boolean };

let onLive = () => {};
let rootLive = false;
let partsPending = 0;

/** What to do once the page is live (entry-client.tsx). */
export function whenLive(fn: () => void): void {
  onLive = fn;
}

function liveIfReady(): void {
  if (!rootLive || partsPending > 0) return;
  onLive();
  onLive = () => {};
  document.documentElement.dataset.hydrated = 'true';
}

/** The page has been hydrated: what renders now is a navigation's, not the server's first page. */
export function pageHydrated(): boolean {
  return rootLive;
}

/**
 * In the root route (app/root.tsx): once the page is live, and the parts of it that load on their
 * own (components/lazy-part.tsx) too, what was typed meanwhile is typed again, and
 * `<html data-hydrated>` says the page is ready (the browser journeys wait for it).
 */
export function usePageLive(): void {
  useEffect(() => {
    rootLive = true;
    liveIfReady();
  }, []);
}

/** A part of the first render still loading: the page is live once `done` is called for each. */
export function partPending(): () => void {
  partsPending++;
  let called = false;
  return () => {
    if (called) return;
    called = true;
    partsPending--;
    liveIfReady();
  };
}

const nativeValue = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;

const fields = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
];

/** Reads the fields of `root` a visitor changed; answers a function that puts them back. */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed: Typed[] = [];
  fields(root).forEach((el, index) => {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== el.defaultChecked) typed.push({ index, type: el.type, checked: el.checked });
    } else if (el.value !== el.defaultValue) {
      typed.push({ index, type: el.type, value: el.value });
    }
  });
  return () => {
    const now = fields(root);
    for (const { index, type, value, checked } of typed) {
      const el = now[index];
      if (!el || el.type !== type) continue;
      // Hydration took the field as React's own with the typed value still in it; React hears a
      // change only from what it last set, so the field is first set empty through React, then typed
      // again around it.
      if (checked !== undefined && el instanceof HTMLInputElement) {
        el.checked = !checked;
        el.click();
      } else if (value !== undefined) {
        el.value = '';
        nativeValue(el)?.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}
