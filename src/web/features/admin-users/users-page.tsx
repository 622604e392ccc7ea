/** `/admin/users`: every user, searched and filtered (all in the URL), paged; staff accounts made here. */
import { useState } from 'react';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconUserPlus, IconUsers, IconUserShield } from '@tabler/icons-react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUrlSearch } from '#web/lib/url-search.ts';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { usersListQuery, useUsersList } from './api/users.ts';
import { StaffFormModal, type StaffFormKind } from './components/staff-form-modal.tsx';
import { UsersFilters } from './components/users-filters.tsx';
import { UsersTable } from './components/users-table.tsx';
import {
  apiQuery,
  patched,
  PER_PAGE,
  readFilters,
  readPage,
  readSort,
  withoutFilters,
} from './url-filters.ts';

const t = ruAdminUsers.web;

/** The first screen's list comes with the page: the server sends it with the frame (decision 069). */
export const loader = (args: LoaderFunctionArgs) =>
  pageData(appOf(args), (qc) =>
    qc.ensureQueryData(usersListQuery(apiQuery(new URL(args.request.url).searchParams))),
  );

export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [creating, setCreating] = useState<StaffFormKind | null>(null);
  const update = (patch: Record<string, string>) =>
    setParams((prev) => patched(prev, patch), { replace: true });
  const [search, setSearch, clearSearch] = useUrlSearch(filters.q, (q) => update({ q }));

  const list = useUsersList(apiQuery(params));
  const page = readPage(params);
  const total = list.data?.meta.total ?? 0;
  const pages = Math.ceil(total / PER_PAGE);

  return (
    <Stack gap="md">
      <PageHeader title={t.title}>
        <Group gap="xs">
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating('staff')}>
            {t.createStaff}
          </Button>
          <Button
            variant="light"
            leftSection={<IconUserShield size={16} />}
            onClick={() => setCreating('manager')}
          >
            {t.createManager}
          </Button>
        </Group>
      </PageHeader>
      <UsersFilters
        value={{ ...filters, q: search }}
        search={search}
        onSearch={setSearch}
        onChange={(patch) => update(patch as Record<string, string>)}
        onReset={() => {
          clearSearch();
          setParams((prev) => withoutFilters(prev), { replace: true });
        }}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={ruWebShell.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title={t.loadError}>
          <Group justify="space-between">
            {errorMessage(list.error)}
            <Button variant="light" size="xs" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState icon={<IconUsers size={32} stroke={1.5} />} title={t.empty} text={t.emptyText} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t.total(total)}
          </Text>
          <UsersTable items={list.data.data} sort={readSort(params)} onSort={(s) => update(s)} />
          {pages > 1 && (
            <Center>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(p) => update({ page: String(p) })}
              />
            </Center>
          )}
        </>
      )}
      <StaffFormModal
        kind={creating ?? 'staff'}
        opened={creating !== null}
        onClose={() => setCreating(null)}
      />
    </Stack>
  );
}
