/** The applications as a table with checkboxes on a wide screen, as cards on a phone (no sideways scroll at 375 px). */
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { useIsMobile } from '#web/lib/media.ts';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ApplicationRow } from '#shared/contracts/applications.ts';
import { isActiveApplication } from '#shared/domain/stages.ts';
import { formatDateMsk } from '#shared/i18n/dates.ts';
import { at } from '../texts.ts';
import { ApplicationStatusBadge } from './status-badge.tsx';
import { EmailText, PhoneText } from '#web/components/contact-text.tsx';

type Props = {
  rows: ApplicationRow[];
  selected: ReadonlySet<number>;
  onToggle: (row: ApplicationRow, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onReassign: (row: ApplicationRow) => void;
};

const cardLink = (r: ApplicationRow) => `/admin/positions/${r.vacancy.id}/candidates/${r.id}`;
const applied = (r: ApplicationRow) => formatDateMsk(new Date(r.submitted_at ?? r.created_at));
/** Ended records other than the reserve and a refusal for this position stay where they are. */
const movable = (r: ApplicationRow) =>
  (isActiveApplication(r.status) && r.status !== 'success') ||
  r.status === 'reserved' ||
  r.status === 'denied_add';

function Contacts({ r }: { r: ApplicationRow }) {
  return (
    <Stack gap={0}>
      {r.user.email && (
        <Text size="sm">
          <EmailText email={r.user.email} />
        </Text>
      )}
      {r.user.phone && (
        <Text size="sm">
          <PhoneText phone={r.user.phone} />
        </Text>
      )}
    </Stack>
  );
}

function ReassignButton({ r, onReassign }: { r: ApplicationRow; onReassign: Props['onReassign'] }) {
  if (!movable(r)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconArrowsRightLeft size={14} />}
      onClick={() => onReassign(r)}
      aria-label={`${at.reassign}: ${r.user.name}`}
    >
      {at.reassign}
    </Button>
  );
}

export function ApplicationsTable({ rows, selected, onToggle, onToggleAll, onReassign }: Props) {
  const phone = useIsMobile();
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  const selectAll = (
    <Checkbox
      label={phone ? at.selectAll : undefined}
      aria-label={at.selectAll}
      checked={all}
      indeterminate={some && !all}
      onChange={(e) => onToggleAll(e.currentTarget.checked)}
    />
  );

  if (phone) {
    return (
      <Stack gap="sm" data-testid="applications-cards">
        {selectAll}
        {rows.map((r) => (
          <Card key={r.id} withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  aria-label={at.selectRow(r.user.name)}
                  checked={selected.has(r.id)}
                  onChange={(e) => onToggle(r, e.currentTarget.checked)}
                />
                <Anchor
                  component={Link}
                  to={cardLink(r)}
                  fw={600}
                  style={{ flex: 1, overflowWrap: 'anywhere' }}
                >
                  {r.user.name}
                </Anchor>
                <ApplicationStatusBadge status={r.status} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.vacancy.title}
              </Text>
              <Contacts r={r} />
              <Text size="sm" c="dimmed">
                {at.columns.date}: {applied(r)}
                {r.city ? ` · ${r.city}` : ''}
              </Text>
              <Group>
                <ReassignButton r={r} onReassign={onReassign} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  const c = at.columns;
  return (
    <Table aria-label={at.title} minWidth={900} striped highlightOnHover verticalSpacing="sm">
      <thead>
        <tr>
          <th style={{ width: 40 }}>{selectAll}</th>
          <th>{c.participant}</th>
          <th>{c.contacts}</th>
          <th>{c.vacancy}</th>
          <th>{c.status}</th>
          <th>{c.date}</th>
          <th>{c.institution}</th>
          <th>{c.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid={`application-${r.id}`}>
            <td>
              <Checkbox
                aria-label={at.selectRow(r.user.name)}
                checked={selected.has(r.id)}
                onChange={(e) => onToggle(r, e.currentTarget.checked)}
              />
            </td>
            <td>
              <Anchor component={Link} to={cardLink(r)}>
                {r.user.name}
              </Anchor>
              {r.city && (
                <Text size="xs" c="dimmed">
                  {r.city}
                </Text>
              )}
            </td>
            <td>
              <Contacts r={r} />
            </td>
            <td>{r.vacancy.title}</td>
            <td>
              <ApplicationStatusBadge status={r.status} />
            </td>
            <td>{applied(r)}</td>
            <td>{r.institution ?? '—'}</td>
            <td>
              <ReassignButton r={r} onReassign={onReassign} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
