import { Button } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { screeningVacancyQuery } from './api/screening-vacancy.ts';

/** /vacancies/:id: the vacancy's card comes with the vacancies issue. */
export function VacancyPage() {
  const t = ru.web.vacancy;
  const screening = useQuery(screeningVacancyQuery);
  const mine = screening.data?.data;
  return (
    <>
      <PageHeader title={mine?.title ?? t.title} />
      <EmptyState
        icon={<IconBriefcase size={32} stroke={1.5} />}
        title={t.emptyTitle}
        text={t.emptyText}
        action={
          <Button component={Link} to="/screening" variant="light">
            {mine ? t.toProgress : t.toList}
          </Button>
        }
      />
    </>
  );
}
