/** Password hashing (argon2id at OWASP settings) and the refusal of common passwords. */
import fs from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's enum is a const enum, which type stripping cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The 10,000 most common passwords (SecLists, CC BY-SA 3.0), compared case-insensitively.
const COMMON = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the account does not exist, so the answer takes as long either way.
const dummyHash = hash('dummy-password-for-timing', OPTIONS);

/** Checks a password; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!stored) {
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(stored, password);
  } catch {
    return false;
  }
}
