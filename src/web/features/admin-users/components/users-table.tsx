/** The users list as a table on a wide screen and as cards on a phone (no sideways scroll at 375 px). */
import { Table } from '@mantine/core';
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
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortableTh name="name" label={c.name} sort={sort} onSort={onSort} />
            <Table.Th>{c.role}</Table.Th>
            <Table.Th>{c.contacts}</Table.Th>
            <Table.Th>{c.city}</Table.Th>
            <Table.Th>{c.institution}</Table.Th>
            <SortableTh name="registered_at" label={c.registered} sort={sort} onSort={onSort} />
            <Table.Th>{c.screening}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/users/${u.id}`}>
                  {u.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <UserBadges role={u.role} state={u.state} />
              </Table.Td>
              <Table.Td>
                <Contacts u={u} />
              </Table.Td>
              <Table.Td>{u.city ?? t.notSet}</Table.Td>
              <Table.Td>{u.institution ?? t.notSet}</Table.Td>
              <Table.Td>{formatDateMsk(new Date(u.registered_at))}</Table.Td>
              <Table.Td>{u.active_screening ? t.inScreening : t.noScreening}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
