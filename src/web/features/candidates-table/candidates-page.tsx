/**
 * The staff candidates table: a position's candidates (recruiter, admin) or the manager's own
 * (`/manager/candidates`, scoped by the server). Filters, sort, page and the open preview live in
 * the URL; the preview sits beside the table on a wide screen and in a drawer on a phone.
 */
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { Drawer } from '#web/components/ui/dialog.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Box, Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { useIsMobile } from '#web/lib/media.ts';
import { IconArrowLeft, IconCalendarEvent, IconUserSearch, IconX } from '@tabler/icons-react';
import { Link, redirect, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { STAGE_TYPES } from '#shared/domain/stages.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import { ruWebInterviewTimes } from '#shared/i18n/ru/ui/position-slots.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUrlSearch } from '#web/lib/url-search.ts';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { isIdParam } from '#web/lib/client-state.ts';
import { candidatesListQuery, useCandidatesList } from './api/candidates-list.ts';
import { positionDetailQuery, usePositionDetail } from '#web/api/position-detail.ts';
import { BulkStatusBar } from './components/bulk-status-bar.tsx';
import { CandidatePreview } from './components/candidate-preview.tsx';
import { CandidatesFilters } from './components/candidates-filters.tsx';
import { CandidatesList } from './components/candidates-list.tsx';
import {
  apiQuery,
  hasFilters,
  patched,
  PER_PAGE_OPTIONS,
  readFilters,
  readPage,
  readSort,
  withoutFilters,
} from './url-filters.ts';

const t = ruCandidatesTable.web;
const ALL_STAGES = STAGE_TYPES.map((_, i) => i + 1);

type Props = { area: 'admin' | 'recruiter'; vacancyId: number } | { area: 'manager'; vacancyId?: undefined };

/** A position's candidates table at its route; `key` starts a fresh page (selection, search box) for another position. */
/**
 * The first screen's rows (and a position's pipeline) come with the page: the server sends them with
 * the frame (decision 069). A position's id is checked first (a module's loader takes the place of
 * the route's own).
 */
export function loader(args: LoaderFunctionArgs) {
  const { positionId } = args.params;
  if (positionId !== undefined && !isIdParam(positionId)) throw redirect('/400');
  const vacancyId = positionId === undefined ? null : Number(positionId);
  const search = new URL(args.request.url).searchParams;
  return pageData(
    appOf(args),
    (qc) => qc.ensureQueryData(candidatesListQuery(apiQuery(search, vacancyId))),
    ...(vacancyId === null ? [] : [(qc: QueryClient) => qc.ensureQueryData(positionDetailQuery(vacancyId))]),
  );
}

export function PositionCandidatesPage({ area }: { area: 'admin' | 'recruiter' }) {
  const { positionId } = useParams();
  return <CandidatesPage key={positionId} area={area} vacancyId={Number(positionId)} />;
}

export function CandidatesPage({ area, vacancyId }: Props) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const sort = readSort(params);
  const { page, per_page } = readPage(params);
  const previewId = Number(params.get('candidate')) || null;
  const phone = useIsMobile();

  // Back and forward bring another query: the box shows its text.
  const [search, setSearch, clearSearch] = useUrlSearch(filters.q, (q) => update({ q }));
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const position = usePositionDetail(vacancyId ?? 0, area !== 'manager');
  const stages = position.data?.data.stages.map((s) => s.n).sort((a, b) => a - b) ?? ALL_STAGES;
  const list = useCandidatesList(apiQuery(params, vacancyId ?? null));

  // A selection made under other filters would act on rows no longer shown.
  const filterKey = JSON.stringify(filters);
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setSelected(new Set());
  }

  // Filter changes push a history entry (back undoes a filter); the preview and the page replace it.
  function update(patch: Record<string, string>, replace = false) {
    setParams((prev) => patched(prev, patch), { replace });
  }
  const setPreview = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('candidate', String(id));
        else next.delete('candidate');
        return next;
      },
      { replace: true },
    );

  const base = area === 'manager' ? '/manager/candidates' : `/${area}/positions`;
  const cardPath = (r: { id: number; vacancy: { id: number } }) =>
    area === 'manager' ? `${base}/${r.id}` : `${base}/${r.vacancy.id}/candidates/${r.id}`;
  const title = position.data ? t.titleOf(position.data.data.title) : t.title;
  const meta = list.data?.meta;
  const total = meta?.total ?? 0;
  // Past the server's counting cap `total` is a lower bound (`total_exact: false`).
  const totalExact = !meta || !('total_exact' in meta) || meta.total_exact !== false;
  const filtered = hasFilters(filters);

  const reset = () => {
    clearSearch();
    setParams((prev) => withoutFilters(prev));
  };

  const selection =
    area === 'manager'
      ? undefined
      : {
          ids: selected,
          toggle: (id: number) =>
            setSelected((s) => {
              const next = new Set(s);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            }),
          setAll: (ids: number[], on: boolean) =>
            setSelected((s) => {
              const next = new Set(s);
              for (const id of ids)
                if (on) next.add(id);
                else next.delete(id);
              return next;
            }),
        };

  let body;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t.loading} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Alert color="red" title={t.loadError}>
        <Group justify="space-between">
          {errorMessage(list.error)}
          <Button variant="light" size="xs" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </Group>
      </Alert>
    );
  } else if (list.data.data.length === 0) {
    body =
      filtered || page > 1 ? (
        <EmptyState
          icon={<IconUserSearch size={32} stroke={1.5} />}
          title={t.noMatchTitle}
          text={t.noMatchText}
          action={
            <Button variant="light" onClick={reset}>
              {t.resetFilters}
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<IconUserSearch size={32} stroke={1.5} />}
          title={t.emptyTitle}
          text={area === 'manager' ? t.emptyManagerText : t.emptyText}
        />
      );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {totalExact ? t.total(total) : t.totalAtLeast(total)}
        </Text>
        <CandidatesList
          rows={list.data.data}
          cardPath={cardPath}
          showVacancy={area === 'manager'}
          selection={selection}
          sort={sort}
          onSort={(s) => update(s, true)}
          previewId={previewId}
          onPreview={(id) => setPreview(previewId === id ? null : id)}
        />
        <Group justify="space-between" gap="sm">
          <Select
            label={t.perPage}
            data={PER_PAGE_OPTIONS}
            value={String(per_page)}
            onChange={(v) => update({ per_page: v ?? '' }, true)}
            w={140}
          />
          {total > per_page && (
            <Pagination
              total={Math.ceil(total / per_page)}
              value={page}
              onChange={(p) => update({ page: String(p) })}
              siblings={phone ? 0 : 1}
            />
          )}
        </Group>
      </Stack>
    );
  }

  const preview = previewId !== null && <CandidatePreview id={previewId} cardPath={cardPath} />;
  const selectedIds = [...selected];

  return (
    <Stack gap="md">
      {area !== 'manager' && (
        <Anchor component={Link} to={`${base}/${vacancyId}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> {t.toPosition}
          </Group>
        </Anchor>
      )}
      <PageHeader title={title} description={area === 'manager' ? t.managerDescription : undefined}>
        {/* The manager publishes the times of their interview on a page of its own. */}
        {area === 'manager' && (
          <Button
            component={Link}
            to="/manager/interviews"
            variant="light"
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
          >
            {ruWebInterviewTimes.open}
          </Button>
        )}
      </PageHeader>
      <CandidatesFilters
        value={{ ...filters, q: search }}
        search={search}
        onSearch={setSearch}
        onChange={(patch) => update(patch as Record<string, string>)}
        onReset={reset}
        stages={stages}
      />
      {selection && selectedIds.length > 0 && (
        <BulkStatusBar
          key={filters.stage}
          ids={selectedIds}
          stages={stages}
          initialStage={Number(filters.stage) || null}
          onClear={() => setSelected(new Set())}
          onDone={() => setSelected(new Set())}
        />
      )}
      {phone ? (
        <>
          {body}
          <Drawer
            opened={!!previewId}
            onClose={() => setPreview(null)}
            position="bottom"
            size="85%"
            title={t.preview.title}
            closeLabel={t.preview.close}
          >
            {preview}
          </Drawer>
        </>
      ) : (
        // The preview takes a third of the row beside the table.
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: previewId ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
            gap: 'var(--ui-spacing-md)',
            alignItems: 'start',
          }}
        >
          {body}
          {previewId !== null && (
            <Card withBorder component="aside" aria-label={t.preview.title} pos="sticky" top={80}>
              <Box pos="absolute" top={8} style={{ right: 8 }}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t.preview.close}
                  onClick={() => setPreview(null)}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Box>
              {preview}
            </Card>
          )}
        </Box>
      )}
    </Stack>
  );
}
