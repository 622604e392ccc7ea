import { useSyncExternalStore } from 'react';
import { useRenderHints, type RenderHints } from './render-hints.tsx';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Where the next page's welcome message comes from (spec section 4: shown once). */
export type WelcomeSource = 'login' | 'activation';

/** A learning material picked on the mobile home, opened at /mobile/material. */
export type PickedMaterial = { id: number; title: string; type: 'video' | 'podcast' | 'article' };

export type ClientState = {
  authenticated: boolean;
  currentPhone: string | null;
  returnVacancyId: number | null;
  welcome: WelcomeSource | null;
  /** Index into the participant's stages; null = the active stage. */
  pickedStage: number | null;
  pickedMaterial: PickedMaterial | null;
};

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Private mode or storage full: the state still lives in memory for this tab.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/**
 * The vacancy a visitor was sent to sign in from, as the server's redirect set it (a cookie, so a tap
 * before the scripts cannot lose it: decision 052): moved into local storage, where the specification
 * keeps it.
 */
function adoptReturnVacancyCookie(): void {
  if (typeof document === 'undefined') return;
  const id = /(?:^|;\s*)jti_return_vacancy=(\d+)/.exec(document.cookie)?.[1];
  if (!id) return;
  safeSet(local, STORAGE_KEYS.returnVacancyId, id);
  document.cookie = 'jti_return_vacancy=; Max-Age=0; path=/';
}

function load(): ClientState {
  adoptReturnVacancyCookie();
  const vacancy = Number(safeGet(local, STORAGE_KEYS.returnVacancyId));
  return {
    authenticated: safeGet(local, STORAGE_KEYS.auth) === '1',
    currentPhone: safeGet(session, STORAGE_KEYS.currentPhone),
    returnVacancyId: Number.isInteger(vacancy) && vacancy > 0 ? vacancy : null,
    welcome: null,
    pickedStage: null,
    pickedMaterial: null,
  };
}

let state: ClientState = load();
const listeners = new Set<() => void>();

function update(patch: Partial<ClientState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function getClientState(): ClientState {
  return state;
}

/** Re-reads the stored values (tests, and another tab signing out). */
export function reloadClientState(): void {
  state = load();
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the server could know of this state when it rendered the page: the session, nothing stored in
 * the browser. Hydration renders with it, then with the stored values (render-hints.tsx).
 */
function serverState(hints: RenderHints | null): ClientState {
  return {
    authenticated: hints?.authenticated ?? false,
    currentPhone: null,
    returnVacancyId: null,
    welcome: null,
    pickedStage: null,
    pickedMaterial: null,
  };
}

export function useClientState<T>(select: (s: ClientState) => T): T {
  const hints = useRenderHints();
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(serverState(hints)),
  );
}

export function setAuthenticated(value: boolean): void {
  safeSet(local, STORAGE_KEYS.auth, value ? '1' : null);
  update({ authenticated: value });
}

export function setCurrentPhone(phone: string | null): void {
  safeSet(session, STORAGE_KEYS.currentPhone, phone);
  update({ currentPhone: phone });
}

export function setReturnVacancyId(id: number | null): void {
  safeSet(local, STORAGE_KEYS.returnVacancyId, id === null ? null : String(id));
  update({ returnVacancyId: id });
}

export function setWelcome(source: WelcomeSource | null): void {
  update({ welcome: source });
}

export function setPickedStage(index: number | null): void {
  update({ pickedStage: index });
}

export function setPickedMaterial(material: PickedMaterial | null): void {
  update({ pickedMaterial: material });
}

/** Spec section 4 "clearing": vacancy and stages live in the query cache; the picked stage resets. */
export function clearScreeningState(): void {
  update({ pickedStage: null, pickedMaterial: null });
}

/** The query parameter that carries a denied vacancy from the server's redirect to /login. */
export const RETURN_VACANCY_PARAM = 'vacancy';

/** A path parameter that cannot be an id (`/vacancies/abc`) is a bad request. */
export function isIdParam(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}
