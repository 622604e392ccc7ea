/**
 * The candidates as a table on a wide screen and as cards on a phone (no sideways scroll at 375 px).
 * Each row: a checkbox for the bulk change, the name linking to the card, a quick-view button, and
 * the columns a recruiter decides on without opening the card.
 */
import type { MouseEvent } from 'react';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { VisuallyHidden } from '#web/components/ui/visually-hidden.tsx';
import { useIsMobile } from '#web/lib/media.ts';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CandidateTableRow } from '#shared/contracts/candidates-table.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import type { Sort } from '../url-filters.ts';
import { dayOf, englishLabel } from './labels.ts';
import { DeadlineCell, StageCell } from './stage-cell.tsx';
import { SortableTh } from '#web/components/sortable-th.tsx';

const t = ruCandidatesTable.web;
const c = t.columns;

type Props = {
  rows: CandidateTableRow[];
  cardPath: (row: CandidateTableRow) => string;
  /** The manager's table spans positions: it shows which one. */
  showVacancy: boolean;
  /** Without it (a manager) there are no checkboxes. */
  selection?: {
    ids: Set<number>;
    toggle: (id: number) => void;
    setAll: (ids: number[], on: boolean) => void;
  };
  sort: Sort;
  onSort: (sort: Sort) => void;
  previewId: number | null;
  onPreview: (id: number) => void;
};

const study = (r: CandidateTableRow) =>
  [r.institution, r.course ? t.course(r.course) : null].filter(Boolean).join(', ') || t.empty;

/** A click anywhere on a row opens the preview, except on its own controls. */
const fromControl = (e: MouseEvent) => (e.target as HTMLElement).closest('a, button, input, label') !== null;

export function CandidatesList({
  rows,
  cardPath,
  showVacancy,
  selection,
  sort,
  onSort,
  previewId,
  onPreview,
}: Props) {
  const phone = useIsMobile();
  const ids = rows.map((r) => r.id);
  const picked = selection ? ids.filter((id) => selection.ids.has(id)).length : 0;

  const nameLink = (r: CandidateTableRow) => (
    <Anchor component={Link} to={cardPath(r)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {r.name}
    </Anchor>
  );
  const checkbox = (r: CandidateTableRow) =>
    selection && (
      <Checkbox
        aria-label={t.selectOne(r.name)}
        checked={selection.ids.has(r.id)}
        onChange={() => selection.toggle(r.id)}
      />
    );
  const previewButton = (r: CandidateTableRow) => (
    <ActionIcon
      variant={previewId === r.id ? 'filled' : 'subtle'}
      aria-label={t.previewOf(r.name)}
      aria-pressed={previewId === r.id}
      onClick={() => onPreview(r.id)}
    >
      <IconEye size={18} aria-hidden />
    </ActionIcon>
  );

  if (phone) {
    return (
      <Stack gap="sm" data-testid="candidates-cards">
        {selection && (
          <Checkbox
            label={t.selectAll}
            checked={picked === ids.length && ids.length > 0}
            indeterminate={picked > 0 && picked < ids.length}
            onChange={(e) => selection.setAll(ids, e.currentTarget.checked)}
          />
        )}
        {rows.map((r) => (
          <Card key={r.id} withBorder padding="sm" component="article" aria-label={r.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {checkbox(r)}
                  {nameLink(r)}
                </Group>
                {previewButton(r)}
              </Group>
              {showVacancy && (
                <Text size="sm" c="dimmed">
                  {r.vacancy.title}
                </Text>
              )}
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <StageCell stage={r.stage} />
                <DeadlineCell stage={r.stage} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[r.city, study(r), englishLabel(r.english_level)].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {c.applied}: {dayOf(r.applied_at) ?? t.empty}
                {!r.cv && ` · ${t.noCv}`}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table aria-label={t.table} minWidth={showVacancy ? 1080 : 940} highlightOnHover verticalSpacing="sm">
      <thead>
        <tr>
          {selection && (
            <th style={{ width: 40 }}>
              <Checkbox
                aria-label={t.selectAll}
                checked={picked === ids.length && ids.length > 0}
                indeterminate={picked > 0 && picked < ids.length}
                onChange={(e) => selection.setAll(ids, e.currentTarget.checked)}
              />
            </th>
          )}
          <SortableTh name="name" label={c.name} sort={sort} onSort={onSort} />
          {showVacancy && <th>{c.vacancy}</th>}
          <SortableTh name="stage" label={c.stage} sort={sort} onSort={onSort} />
          <SortableTh name="deadline" label={c.deadline} sort={sort} onSort={onSort} />
          <th>{c.city}</th>
          <th>{c.institution}</th>
          <th>{c.english}</th>
          <SortableTh name="applied_at" label={c.applied} sort={sort} onSort={onSort} />
          <th>
            <VisuallyHidden>{c.preview}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.id}
            data-selected={previewId === r.id || undefined}
            onClick={(e) => !fromControl(e) && onPreview(r.id)}
            style={{ cursor: 'pointer' }}
          >
            {selection && <td>{checkbox(r)}</td>}
            <td>
              {nameLink(r)}
              {!r.cv && (
                <Text size="xs" c="dimmed">
                  {t.noCv}
                </Text>
              )}
            </td>
            {showVacancy && <td>{r.vacancy.title}</td>}
            <td>
              <StageCell stage={r.stage} />
            </td>
            <td>
              <DeadlineCell stage={r.stage} />
            </td>
            <td>{r.city ?? t.empty}</td>
            <td style={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{study(r)}</td>
            <td>{englishLabel(r.english_level) ?? t.empty}</td>
            <td>{dayOf(r.applied_at) ?? t.empty}</td>
            <td>{previewButton(r)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
