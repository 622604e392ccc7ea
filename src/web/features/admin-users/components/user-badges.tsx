/** A user's role and, unless active, their account state. */

import type { UserState } from '#shared/contracts/admin-users.ts';
import { Group } from '#web/components/ui/primitives.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import type { Role } from '#shared/domain/roles.ts';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';

const t = ruAdminUsers;
// Dark text on light fills: axe contrast holds on striped rows too.
const ROLE_COLORS: Record<Role, string> = {
  participant: 'blue',
  recruiter: 'grape',
  manager: 'teal',
  admin: 'orange',
};

export function UserBadges({ role, state }: { role: Role; state: UserState }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={ROLE_COLORS[role]} c="dark">
        {t.roles[role]}
      </Badge>
      {state !== 'active' && (
        <Badge variant="outline" color="gray" c="dark">
          {t.states[state]}
        </Badge>
      )}
    </Group>
  );
}
