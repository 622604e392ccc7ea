import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('verifyPassword', () => {
  it('answers for a stored hash, and false without one', async () => {
    const stored = await hashPassword('Верный-пароль-2026');
    expect(await verifyPassword(stored, 'Верный-пароль-2026')).toBe(true);
    expect(await verifyPassword(stored, 'не-тот-пароль-1')).toBe(false);
    expect(await verifyPassword(null, 'Верный-пароль-2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Верный-пароль-2026')).toBe(false);
  });

  it('spends an Argon2 verification without a stored hash too (no account enumeration by time)', async () => {
    // Not a speed target: a ratio. The fastest of each, interleaved: a busy machine only adds time.
    // Without the dummy hash the unknown account's check takes ~0 ms against ~10-30 ms.
    const stored = await hashPassword('Верный-пароль-2026');
    const timeOf = async (hash: string | null) => {
      const started = performance.now();
      await verifyPassword(hash, 'не-тот-пароль-1');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timeOf(stored));
      unknown.push(await timeOf(null));
    }
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });
});
