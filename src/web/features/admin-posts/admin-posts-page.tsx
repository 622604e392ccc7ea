import { useState } from 'react';
import { usePhoneFilters } from '#web/components/phone-filters.tsx';
import { useIsMobile } from '#web/lib/media.ts';
import { useDebouncedValue } from '#web/lib/hooks.ts';
import { TextInput } from '#web/components/ui/input.tsx';
import { Group, rem, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Table } from '#web/components/ui/table.tsx';

import {
  IconCarouselHorizontal,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { ADMIN_POST_STATUSES, type AdminPost } from '#shared/contracts/posts.ts';
import { POST_CATEGORIES, POST_KINDS } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useAdminPosts } from './api/admin-posts.ts';
import { useSetPostHidden } from './api/post-status.ts';
import { PostFormModal, type FormTarget } from './post-form-modal.tsx';

const t = ruFeed;
const a = t.admin;
const PER_PAGE = 20;

function statusOf(p: AdminPost): { label: string; color: string } {
  if (p.hidden) return { label: a.hiddenBadge, color: 'gray' };
  if (Date.parse(p.published_at) > Date.now()) return { label: a.scheduledBadge, color: 'yellow' };
  return { label: a.publishedBadge, color: 'green' };
}

const reactionsTotal = (p: AdminPost) =>
  p.reactions.like + p.reactions.heart + p.reactions.fire + p.reactions.clap;

/** /admin/posts: the feed's posts for the admin: list with filters, create a post or a carousel, edit, hide or show. */
export function AdminPostsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const list = useAdminPosts({
    page,
    per_page: PER_PAGE,
    status: status ?? undefined,
    category: category ?? undefined,
    kind: kind ?? undefined,
    search: debounced || undefined,
  });
  const setHidden = useSetPostHidden();
  const phone = useIsMobile();
  const fold = usePhoneFilters([status, category, kind].filter(Boolean).length);
  const filter = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPage(1);
  };
  const c = a.columns;

  const actions = (p: AdminPost) => (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconPencil size={14} />}
        onClick={() => setTarget({ mode: 'edit', post: p })}
        aria-label={`${a.edit}: ${p.title}`}
      >
        {a.edit}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color={p.hidden ? 'green' : 'gray'}
        leftSection={p.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
        loading={setHidden.isPending && setHidden.variables.id === p.id}
        onClick={() => setHidden.mutate({ id: p.id, hidden: !p.hidden })}
        aria-label={`${p.hidden ? a.show : a.hide}: ${p.title}`}
      >
        {p.hidden ? a.show : a.hide}
      </Button>
    </Group>
  );

  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader title={a.title} description={a.description}>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={18} />} onClick={() => setTarget({ mode: 'create' })}>
            {a.create}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCarouselHorizontal size={18} />}
            onClick={() => setTarget({ mode: 'carousel' })}
          >
            {a.createCarousel}
          </Button>
        </Group>
      </PageHeader>
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={a.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', sm: 260 }}
        />
        {fold.toggle}
        {fold.part(
          <>
            <Select
              label={a.filterStatus}
              placeholder={a.all}
              clearable
              value={status}
              onChange={filter(setStatus)}
              data={ADMIN_POST_STATUSES.map((s) => ({ value: s, label: a.statuses[s]! }))}
              w={{ base: '100%', sm: 200 }}
            />
            <Select
              label={a.filterCategory}
              placeholder={a.all}
              clearable
              value={category}
              onChange={filter(setCategory)}
              data={POST_CATEGORIES.map((x) => ({ value: x, label: t.categories[x]! }))}
              w={{ base: '100%', sm: 180 }}
            />
            <Select
              label={a.filterKind}
              placeholder={a.all}
              clearable
              value={kind}
              onChange={filter(setKind)}
              data={POST_KINDS.map((x) => ({ value: x, label: t.kinds[x]! }))}
              w={{ base: '100%', sm: 180 }}
            />
          </>,
        )}
      </Group>
      {setHidden.isError && (
        <Alert
          color="red"
          mb="md"
          withCloseButton
          closeButtonLabel={ruWebShell.close}
          onClose={() => setHidden.reset()}
        >
          {setHidden.error.message}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={ruWebShell.loading} />
        </Center>
      )}
      {list.isError && <Alert color="red">{a.error}</Alert>}
      {list.data && rows.length === 0 && <EmptyState title={a.empty} text={a.description} />}
      {rows.length > 0 && phone && (
        <Stack gap="sm" data-testid="admin-posts-cards">
          {rows.map((p) => {
            const s = statusOf(p);
            return (
              <Card key={p.id} withBorder padding="sm">
                <Stack gap={6}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.title}
                  </Text>
                  <Group gap={6}>
                    <Badge color={s.color} variant="light">
                      {s.label}
                    </Badge>
                    <Badge variant="outline" color="gray">
                      {t.kinds[p.kind]}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {t.categories[p.category]} · {formatMoscow(p.published_at)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t.views(p.views)} · {c.reactions}: {reactionsTotal(p)} · {c.negative}:{' '}
                    {p.negative_feedback}
                  </Text>
                  {actions(p)}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
      {rows.length > 0 && !phone && (
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="admin-posts-table"
          aria-label={a.title}
          minWidth={900}
        >
          <thead>
            <tr>
              <th>{c.title}</th>
              <th>{c.kind}</th>
              <th>{c.category}</th>
              <th>{c.publishedAt}</th>
              <th>{c.status}</th>
              <th>{c.views}</th>
              <th>{c.reactions}</th>
              <th>{c.negative}</th>
              <th>{c.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const s = statusOf(p);
              return (
                <tr key={p.id}>
                  <td style={{ maxWidth: rem(320), overflowWrap: 'anywhere' }}>{p.title}</td>
                  <td>{t.kinds[p.kind]}</td>
                  <td>{t.categories[p.category]}</td>
                  <td>{formatMoscow(p.published_at)}</td>
                  <td>
                    <Badge color={s.color} variant="light" c="dark">
                      {s.label}
                    </Badge>
                  </td>
                  <td>{p.views}</td>
                  <td>{reactionsTotal(p)}</td>
                  <td>{p.negative_feedback}</td>
                  <td>{actions(p)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {list.data && list.data.meta.total > PER_PAGE && (
        <Center mt="md">
          <Pagination total={Math.ceil(list.data.meta.total / PER_PAGE)} value={page} onChange={setPage} />
        </Center>
      )}
      <PostFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
