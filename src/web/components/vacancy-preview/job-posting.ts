/**
 * A vacancy as schema.org `JobPosting` (JSON-LD), the data search engines read to show a job:
 * https://schema.org/JobPosting. Only what the vacancy says; no salary or closing day, which it has not.
 */
import { WORK_FORMATS } from '#shared/domain/selection-lists.ts';
import { ruWebVacancyPreview } from '#shared/i18n/ru/ui/vacancy-preview.ts';
import { vacancyFacts } from '#web/lib/vacancy-facts.ts';
import type { VacancyPreviewData } from './vacancy-preview.tsx';

const REMOTE = WORK_FORMATS.find((f) => f.label === 'Удалённая работа')!.value;

export function jobPosting({ vacancy }: VacancyPreviewData): Record<string, unknown> {
  const facts = vacancyFacts(vacancy);
  const employer = ruWebVacancyPreview.employer;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    // The text the vacancy page shows (Markdown); a vacancy without one is described by its facts.
    description:
      vacancy.description.trim() ||
      `${vacancy.title}: ${facts.department}, ${facts.workFormat}, ${facts.hours}`,
    datePosted: vacancy.created_at.slice(0, 10),
    employmentType: 'INTERN',
    hiringOrganization: { '@type': 'Organization', name: employer },
    identifier: { '@type': 'PropertyValue', name: employer, value: String(vacancy.id) },
    // Relative: JSON-LD resolves it against the page's address, whichever host serves it.
    url: `/vacancies/${vacancy.id}`,
    occupationalCategory: facts.department,
    workHours: facts.hours,
    ...(vacancy.city
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: vacancy.city.name, addressCountry: 'RU' },
          },
        }
      : {}),
    ...(vacancy.work_format === REMOTE
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'RU' } }
      : {}),
  };
}
