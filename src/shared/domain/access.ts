import type { Role } from './roles.ts';

/**
 * Who may make an API call (spec/api-access.md). Every route declares one of these where it is
 * registered; the server refuses to start with a route that has none.
 */
export const ACCESS_KINDS = [
  'public',
  'any',
  'auth',
  'participant',
  'staff',
  'recruiter',
  'admin',
  'signed',
  'operator',
] as const;
export type Access = (typeof ACCESS_KINDS)[number];

const ROLES_BY_ACCESS: Record<Access, readonly Role[] | 'everyone'> = {
  public: 'everyone',
  any: 'everyone',
  signed: 'everyone',
  // Not a person: the operator's scraper, with the metrics token or from this machine (plugins/access.ts).
  operator: 'everyone',
  auth: ['participant', 'recruiter', 'manager', 'admin'],
  participant: ['participant'],
  staff: ['recruiter', 'manager', 'admin'],
  recruiter: ['recruiter', 'admin'],
  admin: ['admin'],
};

/** True when the access kind needs a signed-in user at all. */
export function needsSignIn(access: Access): boolean {
  return ROLES_BY_ACCESS[access] !== 'everyone';
}

/** True when a signed-in user of this role may make a call of this access kind. */
export function roleMay(access: Access, role: Role): boolean {
  const roles = ROLES_BY_ACCESS[access];
  return roles === 'everyone' || roles.includes(role);
}
