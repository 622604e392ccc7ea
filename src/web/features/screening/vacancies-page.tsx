import { IconBriefcase } from '@tabler/icons-react';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

/** /vacancies: the list and its filters come with the vacancies issue. */
export function VacanciesPage() {
  const t = ru.web.vacancies;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <EmptyState icon={<IconBriefcase size={32} stroke={1.5} />} title={t.emptyTitle} text={t.emptyText} />
    </>
  );
}
