/**
 * `/admin/request`, «Заявки»: the applications with filters in the URL, a bulk status change with a
 * confirmation, moving one to another position, and a message to the selected participants.
 */
import { Button } from '#web/components/ui/button.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApplicationRow } from '#shared/contracts/applications.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { patched, readPage } from '#web/lib/url-filters.ts';
import { useUrlSearch } from '#web/lib/url-search.ts';
import { useApplicationsList } from './api/applications-list.ts';
import { ApplicationsFilters, type Filters } from './components/applications-filters.tsx';
import { ApplicationsTable } from './components/applications-table.tsx';
import { BulkStatusBar } from './components/bulk-status-bar.tsx';
import { PushMessageModal } from './components/push-message-modal.tsx';
import { ReassignModal } from './components/reassign-modal.tsx';
import { at } from './texts.ts';

const PER_PAGE = 50;
const FILTER_KEYS = ['q', 'status', 'vacancy_id', 'date_from', 'date_to'] as const;

export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  // An empty status is «all statuses», not the default «awaiting»: it stays in the URL.
  const writeParams = (patch: Record<string, string>) =>
    setParams((prev) => patched(prev, patch, ['status']), { replace: true });
  // «Ждёт разбора» first: that is what the badge counts and what the page is for.
  const status = params.get('status') ?? 'awaiting';
  const sortKey = params.get('sort') ?? 'created_at:desc';
  const [sort, order] = sortKey.split(':') as [string, 'asc' | 'desc'];
  const page = readPage(params);
  const [q, setQ] = useUrlSearch(params.get('q') ?? '', (text) => writeParams({ q: text }));
  const filters: Filters = {
    q,
    status,
    vacancy_id: params.get('vacancy_id') ?? '',
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
    sort: sortKey,
  };

  const [selected, setSelected] = useState<Map<number, ApplicationRow>>(new Map());
  const [reassigning, setReassigning] = useState<ApplicationRow | null>(null);
  const [messaging, setMessaging] = useState(false);

  /** A new filter is a new list: the selection starts again (a new page keeps it). */
  const update = (patch: Record<string, string>) => {
    writeParams(patch);
    if (!('page' in patch)) setSelected(new Map());
  };

  const list = useApplicationsList({
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, k === 'q' ? (params.get('q') ?? '') : filters[k]])),
    sort,
    order,
    page,
    per_page: PER_PAGE,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  const toggle = (row: ApplicationRow, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });

  const ids = [...selected.keys()];
  const userIds = [...new Set([...selected.values()].map((r) => r.user.id))];

  return (
    <Stack gap="md">
      <PageHeader title={at.title}>
        <Text size="sm" c="dimmed">
          {at.subtitle}
        </Text>
      </PageHeader>
      <ApplicationsFilters
        value={filters}
        onChange={(patch) => {
          if ('q' in patch) {
            setQ(patch.q ?? '');
            setSelected(new Map());
          } else update(patch as Record<string, string>);
        }}
        onReset={() => {
          setQ('');
          setParams(new URLSearchParams({ status: '' }), { replace: true });
          setSelected(new Map());
        }}
      />
      <BulkStatusBar
        ids={ids}
        onDone={(updated) =>
          setSelected((prev) => new Map([...prev].filter(([id]) => !updated.includes(id))))
        }
        onMessage={() => setMessaging(true)}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title={at.loadError}>
          <Group justify="space-between">
            {errorMessage(list.error)}
            <Button variant="light" size="xs" onClick={() => void list.refetch()}>
              {at.retry}
            </Button>
          </Group>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconInbox size={32} stroke={1.5} />} title={at.empty} text={at.emptyText} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {at.total(total)}
          </Text>
          <ApplicationsTable
            rows={rows}
            selected={new Set(ids)}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onReassign={setReassigning}
          />
          {total > PER_PAGE && (
            <Center>
              <Pagination
                total={Math.ceil(total / PER_PAGE)}
                value={page}
                onChange={(p) => update({ page: String(p) })}
              />
            </Center>
          )}
        </>
      )}
      <ReassignModal row={reassigning} onClose={() => setReassigning(null)} />
      <PushMessageModal userIds={userIds} opened={messaging} onClose={() => setMessaging(false)} />
    </Stack>
  );
}
