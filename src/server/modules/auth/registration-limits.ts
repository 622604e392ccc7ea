/**
 * Registration limits (decision 021). Per address they are sized for a campus network, where hundreds
 * of students share one address: many registrations may come from it, but few answers «already
 * registered» and few accounts whose phone nobody confirms, which is what a script probing for
 * accounts or filling the table makes. Per e-mail and phone, a few tries an hour.
 */
import type { Limit } from '../../lib/rate-limit.ts';

const HOUR = 3600;

/** Complete, valid registrations from one address. */
export const fromAddress = (ip: string): Limit => ({
  key: `register:ip:${ip}`,
  max: 300,
  windowSeconds: HOUR,
});

/** Registrations for one e-mail and one phone, from anywhere. */
export const perTarget = (input: { email: string; phone: string }): Limit[] => [
  { key: `register:email:${input.email}`, max: 5, windowSeconds: HOUR },
  { key: `register:phone:${input.phone}`, max: 5, windowSeconds: HOUR },
];

/** Answers «this e-mail (phone) is already registered» given to one address. */
export const takenAnswers = (ip: string): Limit => ({
  key: `register:taken:${ip}`,
  max: 30,
  windowSeconds: HOUR,
});

/** Accounts made from an address whose phone is not confirmed yet: a confirmation gives its place back. */
export const unconfirmedFrom = (ip: string): Limit => ({
  key: `register:unconfirmed:${ip}`,
  max: 20,
  windowSeconds: HOUR,
});
