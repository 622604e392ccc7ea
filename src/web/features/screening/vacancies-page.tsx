import { useMemo } from 'react';
import { Alert, Box, Button, Card, Drawer, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconBriefcase, IconSearchOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { VacancyFilters as Filters } from '#shared/contracts/vacancies.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { LastOutcomeBanner } from './progress/last-outcome-banner.tsx';
import { useVacancyFilter } from './vacancies/api/vacancies-filter.ts';
import { filtersFromSearch, hasFilters, searchFromFilters } from './vacancies/filters-url.ts';
import { SubscribeForm } from './vacancies/subscribe-form.tsx';
import { VacancyCard } from './vacancies/vacancy-card.tsx';
import { VacancyFilters } from './vacancies/vacancy-filters.tsx';

/** /vacancies: the open vacancies with their filters (kept in the URL) and "show more". */
export function VacanciesPage() {
  const t = ruWebVacancies;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const list = useVacancyFilter(filters);
  const mobile = useIsMobile();
  const [drawer, { open, close }] = useDisclosure(false);

  const cards = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const total = list.data?.pages[0]?.meta.total ?? 0;
  const tagSuggestions = useMemo(() => [...new Set(cards.flatMap((c) => c.tags))].sort(), [cards]);
  const knownCities = useMemo(() => cards.flatMap((c) => (c.city ? [c.city] : [])), [cards]);
  const filtered = hasFilters(filters);

  const change = (next: Filters, opts?: { replace?: boolean }) => setParams(searchFromFilters(next), { replace: opts?.replace ?? false });
  const reset = () => setParams(new URLSearchParams());
  const activeCount = [filters.title.trim() ? 1 : 0, filters.departments, filters.city_ids, filters.work_formats, filters.hours, filters.tags].reduce<number>(
    (n, x) => n + (typeof x === 'number' ? x : x.length ? 1 : 0),
    0,
  );

  const panel = (
    <VacancyFilters filters={filters} onChange={change} onReset={reset} tagSuggestions={tagSuggestions} knownCities={knownCities} />
  );

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
            <SubscribeForm filters={filters} />
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
          {cards.map((v) => (
            <VacancyCard key={v.id} vacancy={v} />
          ))}
        </SimpleGrid>
        {list.hasNextPage && (
          <Button variant="light" mx="auto" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
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
      {mobile ? (
        <>
          <Drawer opened={drawer} onClose={close} title={t.filtersTitle} position="bottom" size="90%">
            {panel}
          </Drawer>
          <Box>{body}</Box>
        </>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card withBorder radius="md" component="aside" aria-label={t.filtersTitle}>
              <Group mb="sm">
                <Title order={2} fz="h4">
                  {t.filtersTitle}
                </Title>
              </Group>
              {panel}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>{body}</Grid.Col>
        </Grid>
      )}
    </>
  );
}
