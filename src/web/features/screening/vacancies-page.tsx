import { useMemo } from 'react';
import { useDisclosure } from '#web/lib/hooks.ts';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { IconAdjustments, IconBriefcase, IconSearchOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { VacancyFilters as Filters } from '#shared/contracts/vacancies.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { useFirstScreen } from '#web/components/client-only.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { formAction } from '#web/lib/form-action.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { LastOutcomeBanner } from './progress/last-outcome-banner.tsx';
import { useVacancyFilter } from './vacancies/api/vacancies-filter.ts';
import { filtersFromSearch, hasFilters, searchFromFilters } from './vacancies/filters-url.ts';
import { VacancyCard } from './vacancies/vacancy-card.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import classes from './vacancies/columns.module.css';

const FiltersDrawer = lazyDialog(() => import('./vacancies/filters-drawer.tsx').then((m) => m.FiltersDrawer));
/**
 * The filters (searchable lists with their popovers) and the empty state's subscription (a checked
 * form): a phone opens the filters from a button, and most visits find vacancies, so both load only
 * where they show.
 */
const VacancyFilters = lazyPart(() =>
  import('./vacancies/vacancy-filters.tsx').then((m) => m.VacancyFilters),
);
const SubscribeForm = lazyPart(() => import('./vacancies/subscribe-form.tsx').then((m) => m.SubscribeForm));

/**
 * The page's two forms (decision 052), each one's code loaded when it is sent: the survey due after
 * an ended record (last-outcome-banner.tsx, `intent=survey…`) and the empty state's subscription.
 */
export const action = formAction(async (fields, ctx, { args }) =>
  fields.intent?.startsWith('survey')
    ? (await import('./progress/survey-action.ts')).surveyAction(fields, ctx, '/vacancies')
    : (await import('./vacancies/subscribe-action.ts')).subscribeAction(fields, args.request),
);

/** The cards the server renders (decision 050): three rows of two on a desktop, more than a phone shows. */
const FIRST_SCREEN_CARDS = 6;

/** /vacancies: the open vacancies with their filters (kept in the URL) and "show more". */

export function VacanciesPage() {
  const t = ruWebVacancies;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const list = useVacancyFilter(filters);
  const [drawer, { open, close }] = useDisclosure(false);
  // A phone gets no filter column (and so loads none of its code): the server guesses from the request.
  const mobile = useIsMobile();

  const cards = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const total = list.data?.pages[0]?.meta.total ?? 0;
  const tagSuggestions = useMemo(() => [...new Set(cards.flatMap((c) => c.tags))].sort(), [cards]);
  const knownCities = useMemo(() => cards.flatMap((c) => (c.city ? [c.city] : [])), [cards]);
  const filtered = hasFilters(filters);

  const change = (next: Filters, opts?: { replace?: boolean }) =>
    setParams(searchFromFilters(next), { replace: opts?.replace ?? false });
  const reset = () => setParams(new URLSearchParams());
  const activeCount = [
    filters.title.trim() ? 1 : 0,
    filters.departments,
    filters.city_ids,
    filters.work_formats,
    filters.hours,
    filters.tags,
  ].reduce<number>((n, x) => n + (typeof x === 'number' ? x : x.length ? 1 : 0), 0);

  const panel = (
    <VacancyFilters
      filters={filters}
      onChange={change}
      onReset={reset}
      tagSuggestions={tagSuggestions}
      knownCities={knownCities}
    />
  );

  const shownCards = useFirstScreen(cards, FIRST_SCREEN_CARDS);
  let body;
  if (list.isPending) body = <Loader aria-label={ruWebShell.loading} m="xl" />;
  else if (list.isError)
    body = (
      <Alert color="red" title={t.loadFailed}>
        <Text size="sm" mb="sm">
          {errorMessage(list.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  else if (cards.length === 0)
    body = (
      <EmptyState
        icon={filtered ? <IconSearchOff size={32} stroke={1.5} /> : <IconBriefcase size={32} stroke={1.5} />}
        title={filtered ? t.nothingTitle : t.noneOpenTitle}
        text={filtered ? t.nothingText : t.noneOpenText}
        action={
          <Stack gap="sm" w="100%" align="center">
            {filtered && (
              <Button variant="light" onClick={reset}>
                {t.reset}
              </Button>
            )}
            <SubscribeForm />
          </Stack>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Text c="dimmed" size="sm" aria-live="polite">
          {t.found(total)}
        </Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {shownCards.map((v) => (
            <VacancyCard key={v.id} vacancy={v} />
          ))}
        </SimpleGrid>
        {list.hasNextPage && (
          <Button
            variant="light"
            mx="auto"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t.showMore}
          </Button>
        )}
      </Stack>
    );

  return (
    <>
      <PageHeader title={t.title} description={t.description}>
        {mobile && (
          <Button variant="default" leftSection={<IconAdjustments size={18} />} onClick={open}>
            {activeCount ? `${t.filtersTitle} · ${activeCount}` : t.showFilters}
          </Button>
        )}
      </PageHeader>
      <LastOutcomeBanner />
      {/* A phone has no filter column: the list alone, at the page's width. */}
      <div className={mobile ? undefined : classes.list}>
        {/* The card in a cell of its own, so that it keeps its height beside a longer list. */}
        {!mobile && (
          <div>
            <Card withBorder radius="md" component="aside" aria-label={t.filtersTitle}>
              <Group mb="sm">
                <Title order={2} fz="h4">
                  {t.filtersTitle}
                </Title>
              </Group>
              {panel}
            </Card>
          </div>
        )}
        <div>{body}</div>
      </div>
      <FiltersDrawer opened={drawer} onClose={close} title={t.filtersTitle}>
        {panel}
      </FiltersDrawer>
    </>
  );
}
