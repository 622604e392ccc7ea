/**
 * A secret a multi-step form must carry across its native posts without showing it: the sign-up's
 * password, typed on the first step and sent with the registration on the third (decision 053). The
 * page gets it sealed (AES-256-GCM under a key derived from the app's secret, with its expiry inside)
 * in a hidden field; only this server can open it, and only within the hour.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const LIFETIME_MS = 60 * 60 * 1000;
const AAD = Buffer.from('jti sealed form field');

export type Sealer = {
  seal(text: string): string;
  /** The text, or null when the value is not one of ours, was altered or is older than the hour. */
  unseal(sealed: string): string | null;
};

export function sealer(secret: string, now: () => number = Date.now): Sealer {
  const key = createHash('sha256').update(`form-seal:${secret}`).digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD);
      const body = Buffer.from(JSON.stringify({ t: text, e: now() + LIFETIME_MS }));
      const sealed = Buffer.concat([iv, cipher.update(body), cipher.final(), cipher.getAuthTag()]);
      return sealed.toString('base64url');
    },
    unseal(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        if (raw.length < 12 + 16 + 1) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(AAD);
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const body = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
        const { t, e } = JSON.parse(body.toString('utf8')) as { t: unknown; e: unknown };
        return typeof t === 'string' && typeof e === 'number' && e > now() ? t : null;
      } catch {
        return null;
      }
    },
  };
}
