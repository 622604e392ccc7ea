/** The staff positions list: search, filters and sort in the URL, a table or cards, pages. */
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { POSITION_SORTS } from '#shared/contracts/positions.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { patched, readFilters, readPage, readSort } from '#web/lib/url-filters.ts';
import { useUrlSearch } from '#web/lib/url-search.ts';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { positionsListQuery, usePositionsList, type PositionsListParams } from './api/positions-list.ts';
import { type Filters, PositionsFilters } from './components/positions-filters.tsx';
import { PositionsTable } from './components/positions-table.tsx';
import { pt } from './texts.ts';

const PER_PAGE = 20;
const FILTER_KEYS = ['search', 'status', 'department', 'city_id', 'tag'] as const;

/** The list a URL asks for: its filters, sort and page. */
function listOf(params: URLSearchParams): PositionsListParams {
  const filters: Filters = readFilters(params, FILTER_KEYS);
  return {
    ...filters,
    ...readSort(params, POSITION_SORTS, 'created_at'),
    page: readPage(params),
    per_page: PER_PAGE,
  };
}

/** The first screen's list comes with the page: the server sends it with the frame (decision 069). */
export const loader = (args: LoaderFunctionArgs) =>
  pageData(appOf(args), (qc) =>
    qc.ensureQueryData(positionsListQuery(listOf(new URL(args.request.url).searchParams))),
  );

export function PositionsPage({ area }: { area: 'admin' | 'recruiter' }) {
  const base = `/${area}/positions`;
  const [params, setParams] = useSearchParams();
  const filters: Filters = readFilters(params, FILTER_KEYS);
  const sort = readSort(params, POSITION_SORTS, 'created_at');
  const page = readPage(params);

  const update = (patch: Record<string, string>) =>
    setParams((prev) => patched(prev, patch), { replace: true });
  const [search, setSearch] = useUrlSearch(filters.search, (text) => update({ search: text }));

  const list = usePositionsList(listOf(params));
  const total = list.data?.meta.total ?? 0;

  return (
    <Stack gap="md">
      <PageHeader title={pt.title}>
        <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} />}>
          {pt.create}
        </Button>
      </PageHeader>
      <PositionsFilters
        value={{ ...filters, search }}
        onChange={(patch) =>
          'search' in patch ? setSearch(patch.search ?? '') : update(patch as Record<string, string>)
        }
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title={pt.loadError}>
          <Group justify="space-between">
            {errorMessage(list.error)}
            <Button variant="light" size="xs" onClick={() => void list.refetch()}>
              {pt.retry}
            </Button>
          </Group>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState icon={<IconBriefcase size={32} stroke={1.5} />} title={pt.empty} text={pt.emptyText} />
      ) : (
        <>
          <PositionsTable items={list.data.data} base={base} sort={sort} onSort={(s) => update(s)} />
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
    </Stack>
  );
}
