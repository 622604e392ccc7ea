import type { ReactNode } from 'react';
import { IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import type { VacancyDetail, VacancyStage } from '#shared/contracts/vacancies.ts';
import { ruWebVacancyPreview } from '#shared/i18n/ru/ui/vacancy-preview.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { jsonInScript } from '#web/lib/json-in-script.ts';
import { vacancyFacts } from '#web/lib/vacancy-facts.ts';
import { jobPosting } from './job-posting.ts';
import classes from './vacancy-preview.module.css';

/** What a preview shows: the vacancy (`GET /api/vacancies/{id}`) and its stages without their settings. */
export type VacancyPreviewData = {
  vacancy: VacancyDetail;
  stages: Pick<VacancyStage, 'n' | 'type' | 'deadline_days'>[];
};

type Props = {
  preview: VacancyPreviewData;
  /** The title's heading level: 1 as the page's subject (sign-in from its link), 3 in the landing's section. */
  level?: 1 | 2 | 3;
  /** The stages open from the start (sign-in from a shared link), or behind their summary (the landing's list). */
  stagesOpen?: boolean;
  /** The way on: «Откликнуться», or sign-up and sign-in. */
  children?: ReactNode;
};

/**
 * A vacancy for a visitor who is not signed in: its title, department, city, format and hours, its
 * stages with their deadlines, and the schema.org `JobPosting` search engines read (JSON-LD: a data
 * element, never run, so the CSP's `script-src 'self'` has nothing to allow). Plain elements and a
 * stylesheet of its own: the landing carries it within its 100 kB of script.
 */
export function VacancyPreview({ preview, level = 2, stagesOpen = false, children }: Props) {
  const t = ruWebVacancyPreview;
  const { vacancy, stages } = preview;
  const facts = vacancyFacts(vacancy);
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1]!;
  const titleId = `vacancy-${vacancy.id}-title`;
  const closed = vacancy.status === 'closed';
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="vacancy-preview">
      <div className={classes.badges}>
        <span className={classes.badge}>{facts.department}</span>
        {closed && <span className={classes.closed}>{t.closed}</span>}
      </div>
      <Heading id={titleId} className={classes.title}>
        {vacancy.title}
      </Heading>
      <ul className={classes.facts}>
        <li>
          <IconMapPin size={16} aria-hidden /> {facts.city}
        </li>
        <li>
          <IconBriefcase size={16} aria-hidden /> {facts.workFormat}
        </li>
        <li>
          <IconClock size={16} aria-hidden /> {facts.hours}
        </li>
      </ul>
      {stages.length > 0 && (
        // The browser's own disclosure: opens without a script, by keyboard too.
        <details className={classes.stages} open={stagesOpen}>
          <summary>
            {t.stagesTitle} <span className={classes.count}>· {t.stagesCount(stages.length)}</span>
          </summary>
          <ol>
            {stages.map((s) => (
              <li key={s.n}>
                <span>{STAGE_NAMES[s.type]}</span>
                <span className={classes.deadline}>
                  {s.deadline_days ? t.days(s.deadline_days) : t.noDeadline}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {children}
      {/* A closed vacancy is no job offer: search engines get none for it. */}
      {!closed && (
        <script
          type="application/ld+json"
          // eslint-disable-next-line no-restricted-syntax -- a script element's text is raw: React's escaping (&quot;) would break the JSON, so it is escaped for a script (jsonInScript)
          dangerouslySetInnerHTML={{ __html: jsonInScript(jobPosting(preview)) }}
        />
      )}
    </article>
  );
}

/**
 * A page's form beside the vacancy it is for (sign-in from the vacancy's link): the vacancy first,
 * above the form on a phone, side by side from md; an open one says how to apply and offers `signUp`.
 */
export function BesideVacancy({
  preview,
  signUp,
  children,
}: {
  preview: VacancyPreviewData;
  signUp: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.beside}>
      <VacancyPreview preview={preview} level={1} stagesOpen>
        {preview.vacancy.status === 'open' && (
          <div className={classes.cta}>
            <p>{ruWebVacancyPreview.signUpToApply}</p>
            {signUp}
          </div>
        )}
      </VacancyPreview>
      {children}
    </div>
  );
}
