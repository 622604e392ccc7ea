/** The four roles of the product and where each one lands after sign-in. */
export const ROLES = ['participant', 'recruiter', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['recruiter', 'manager', 'admin'] as const satisfies readonly Role[];

/** Role-based home (spec section 4): no role goes to sign-in. */
export function roleHome(role: Role | null | undefined): string {
  switch (role) {
    case 'participant':
      return '/screening';
    case 'admin':
      return '/admin/statistics';
    case 'recruiter':
      return '/recruiter';
    case 'manager':
      return '/manager/candidates';
    default:
      return '/login';
  }
}

export function isStaff(role: Role | null | undefined): boolean {
  return role === 'recruiter' || role === 'manager' || role === 'admin';
}
