/** The users list as a table on a wide screen and as cards on a phone (no sideways scroll at 375 px). */
import { Table } from '#web/components/ui/table.tsx';
import { useIsMobile } from '#web/lib/media.ts';
import { Stack, Text } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';

import { Link } from 'react-router';
import type { UserRow } from '#shared/contracts/admin-users.ts';
import { formatDateMsk } from '#shared/i18n/dates.ts';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import type { Sort } from '../url-filters.ts';
import { UserBadges } from './user-badges.tsx';
import { EmailText, PhoneText } from '#web/components/contact-text.tsx';
import { SortableTh } from '#web/components/sortable-th.tsx';

const t = ruAdminUsers.web;
type Props = { items: UserRow[]; sort: Sort; onSort: (sort: Sort) => void };

function Contacts({ u }: { u: UserRow }) {
  return (
    <Stack gap={0}>
      {u.email && (
        <Text size="sm">
          <EmailText email={u.email} />
        </Text>
      )}
      {u.phone && (
        <Text size="sm">
          <PhoneText phone={u.phone} />
          {!u.phone_verified && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({t.phoneNotVerified})
            </Text>
          )}
        </Text>
      )}
    </Stack>
  );
}

export function UsersTable({ items, sort, onSort }: Props) {
  const phone = useIsMobile();
  const c = t.columns;
  if (phone) {
    return (
      <Stack gap="sm" data-testid="users-cards">
        {items.map((u) => (
          <Card key={u.id} withBorder padding="sm">
            <Stack gap={6}>
              <Anchor
                component={Link}
                to={`/admin/users/${u.id}`}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {u.name}
              </Anchor>
              <UserBadges role={u.role} state={u.state} />
              <Contacts u={u} />
              <Text size="sm" c="dimmed">
                {[u.city, u.institution].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm" c="dimmed">
                {c.registered}: {formatDateMsk(new Date(u.registered_at))}
                {u.active_screening ? ` · ${t.inScreening}` : ''}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.title} minWidth={900}>
      <thead>
        <tr>
          <SortableTh name="name" label={c.name} sort={sort} onSort={onSort} />
          <th>{c.role}</th>
          <th>{c.contacts}</th>
          <th>{c.city}</th>
          <th>{c.institution}</th>
          <SortableTh name="registered_at" label={c.registered} sort={sort} onSort={onSort} />
          <th>{c.screening}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((u) => (
          <tr key={u.id}>
            <td>
              <Anchor component={Link} to={`/admin/users/${u.id}`}>
                {u.name}
              </Anchor>
            </td>
            <td>
              <UserBadges role={u.role} state={u.state} />
            </td>
            <td>
              <Contacts u={u} />
            </td>
            <td>{u.city ?? t.notSet}</td>
            <td>{u.institution ?? t.notSet}</td>
            <td>{formatDateMsk(new Date(u.registered_at))}</td>
            <td>{u.active_screening ? t.inScreening : t.noScreening}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
