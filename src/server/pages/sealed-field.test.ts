import { describe, expect, it } from 'vitest';
import { sealer } from './sealed-field.ts';

describe('a sealed form field', () => {
  it('opens on the server that sealed it, within the hour', () => {
    const s = sealer('secret-a');
    const sealed = s.seal('Пароль-123');
    expect(sealed).not.toContain('Пароль');
    expect(s.unseal(sealed)).toBe('Пароль-123');
  });

  it('does not open under another secret, altered, later than the hour, or as junk', () => {
    let now = 1_000_000;
    const s = sealer('secret-a', () => now);
    const sealed = s.seal('x');
    expect(sealer('secret-b').unseal(sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(s.unseal(bytes.toString('base64url'))).toBeNull();
    expect(s.unseal('')).toBeNull();
    expect(s.unseal('не base64 вовсе')).toBeNull();
    now += 61 * 60 * 1000;
    expect(s.unseal(sealed)).toBeNull();
  });
});
