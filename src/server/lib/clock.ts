/**
 * The one source of time for the server, so that deadlines and expiry can be tested without waiting.
 * Tests move it with `setClock`.
 */
let offsetMs = 0;
let frozen: number | null = null;

export function now(): Date {
  return new Date(frozen ?? Date.now() + offsetMs);
}

/** Test helper: move the clock forward (or freeze it at a given instant). */
export function setClock(opts: { advanceMs?: number; freezeAt?: Date | null }): void {
  if (opts.advanceMs) offsetMs += opts.advanceMs;
  if (opts.freezeAt !== undefined) frozen = opts.freezeAt ? opts.freezeAt.getTime() : null;
}

export function resetClock(): void {
  offsetMs = 0;
  frozen = null;
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}
