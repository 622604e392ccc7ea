import { lazy, Suspense } from 'react';
import { useDisclosure } from '#web/lib/hooks.ts';

import {
  IconArrowRight,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBulb,
  IconCode,
  IconCoin,
  IconMail,
  IconScale,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { DEPARTMENTS } from '#shared/domain/selection-lists.ts';
import { STAGE_TYPES } from '#shared/domain/stages.ts';
import { ruWebLanding } from '#shared/i18n/ru/ui/landing.ts';
import { ruWebNav } from '#shared/i18n/ru/ui/nav.ts';
import { ruWebVacancyPreview } from '#shared/i18n/ru/ui/vacancy-preview.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { WhenVisible } from '#web/components/client-only.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';
import { VacancyPreview } from '#web/components/vacancy-preview/vacancy-preview.tsx';
import { usePageLive } from '#web/lib/page-live.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import type { LandingVacancies } from './api/landing-vacancies.ts';
import classes from './landing.module.css';

/**
 * The subscription form, at the bottom of the page, validates with the shared contract (zod) and
 * @mantine/form: it loads as the visitor scrolls near it, so the landing's first load carries neither
 * (docs/decisions/022-server-rendering.md).
 */
const SubscribeForm = lazy(() =>
  reloadOnceIfStale(() => import('./subscribe-form.tsx')).then((m) => ({ default: m.SubscribeForm })),
);

/** Each department's picture, by its code (selection-lists DEPARTMENTS). */
const DEPARTMENT_ICONS: Record<number, Icon> = {
  1: IconSpeakerphone, // Corporate affairs: the company's voice outside
  2: IconCoin, // Finance
  3: IconScale, // Legal
  4: IconBulb, // Marketing
  5: IconUsers, // People & Culture
  6: IconBuildingStore, // Sales: shops and partners
  7: IconCode, // IT
  8: IconBuildingFactory2, // Manufacturing
};

/**
 * `/`: the programme, its departments and stages, and the vacancy subscription. It has an entry of
 * its own (entry-landing.tsx) without the app's router and query cache, so its links are plain:
 * /login and /signup come whole from the server, built in advance (docs/decisions/022-server-rendering.md).
 * Drawn with plain elements and its own styles rather than the app's layout components: the page a
 * first visit most often opens stays within its 100 kB of script (docs/decisions/022-server-rendering.md).
 * `homeTo`: a signed-in visitor's home, for «Личный кабинет»; `vacancies`: the open ones, each with
 * its preview and schema.org JobPosting (decision 062), each leading to its page (sign-in first for
 * a visitor, who comes back to it).
 */
export function LandingPage({
  homeTo,
  vacancies,
}: {
  homeTo: string | null;
  vacancies: LandingVacancies | null;
}) {
  const t = ruWebLanding;
  const [support, { open, close }] = useDisclosure(false);
  usePageLive();
  return (
    <div>
      <header className={classes.header}>
        <div className={classes.container}>
          <div className={classes.bar}>
            <a href="/" className={classes.brand}>
              <BrandMark />
            </a>
            <nav className={classes.actions}>
              {homeTo ? (
                <a href={homeTo} className={classes.button}>
                  {t.cabinet}
                </a>
              ) : (
                <>
                  <a href="/login" className={classes.buttonSubtle}>
                    {t.signIn}
                  </a>
                  <a href="/signup" className={`${classes.button} ${classes.fromXs}`}>
                    {t.signUp}
                  </a>
                </>
              )}
            </nav>
          </div>
        </div>
      </header>

      <main>
        <section className={classes.hero}>
          <div className={classes.container}>
            <div className={classes.heroBody}>
              <span className={classes.badge}>{t.badge}</span>
              <h1 className={classes.heroTitle}>{t.heroTitle}</h1>
              <p className={classes.heroText}>{t.heroText}</p>
              <div className={classes.row}>
                {homeTo ? (
                  <a href={homeTo} className={classes.buttonWhite}>
                    {t.cabinet}
                    <IconArrowRight size={18} aria-hidden />
                  </a>
                ) : (
                  <>
                    <a href="/signup" className={classes.buttonWhite}>
                      {t.apply}
                      <IconArrowRight size={18} aria-hidden />
                    </a>
                    <a href="/login" className={classes.buttonOutline}>
                      {t.signIn}
                    </a>
                  </>
                )}
              </div>
            </div>
          </div>
        </section>

        {vacancies && vacancies.previews.length > 0 && (
          <section className={`${classes.section} ${classes.grey}`} aria-labelledby="open-vacancies">
            <div className={classes.container}>
              <h2 id="open-vacancies" className={classes.sectionTitle}>
                {t.vacanciesTitle}
              </h2>
              <p className={classes.lead}>{t.vacanciesText}</p>
              <ul className={`${classes.grid} ${classes.grid3}`}>
                {vacancies.previews.map((preview) => (
                  <li key={preview.vacancy.id} className={classes.previewItem}>
                    <VacancyPreview preview={preview} level={3}>
                      <a
                        href={`/vacancies/${preview.vacancy.id}`}
                        className={`${classes.button} ${classes.previewAction}`}
                        aria-describedby={`vacancy-${preview.vacancy.id}-title`}
                      >
                        {ruWebVacancyPreview.apply}
                        <IconArrowRight size={16} aria-hidden />
                      </a>
                    </VacancyPreview>
                  </li>
                ))}
              </ul>
              {vacancies.total > vacancies.previews.length && (
                <p className={classes.more}>
                  {t.vacanciesMore(vacancies.previews.length, vacancies.total)}{' '}
                  <a href="/vacancies" className={classes.moreLink}>
                    {t.allVacancies}
                  </a>
                </p>
              )}
            </div>
          </section>
        )}

        <section className={classes.section}>
          <div className={classes.container}>
            <h2 className={classes.sectionTitle}>{t.departmentsTitle}</h2>
            <p className={classes.lead}>{t.departmentsText}</p>
            <ul className={`${classes.grid} ${classes.grid4}`}>
              {DEPARTMENTS.map((d) => {
                const DepartmentIcon = DEPARTMENT_ICONS[d.value]!;
                return (
                  <li key={d.value} className={classes.card} data-testid="department">
                    <span className={classes.icon}>
                      <DepartmentIcon size={22} aria-hidden />
                    </span>
                    <span className={classes.cardTitle}>{d.label}</span>
                    <span className={classes.cardText}>{t.departmentHints[d.value]}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section className={`${classes.section} ${classes.grey}`}>
          <div className={classes.container}>
            <h2 className={classes.sectionTitle}>{t.stagesTitle}</h2>
            <p className={classes.lead}>{t.stagesText}</p>
            <ol className={`${classes.grid} ${classes.grid4From2}`}>
              {STAGE_TYPES.map((type, i) => (
                <li key={type} className={classes.card}>
                  <span className={classes.number} aria-hidden>
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span className={classes.cardTitle}>{STAGE_NAMES[type]}</span>
                  <span className={classes.cardText}>{t.stageHints[type]}</span>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className={classes.section}>
          <div className={`${classes.container} ${classes.narrow}`}>
            <h2 className={classes.sectionTitle}>{t.faqTitle}</h2>
            {/* The browser's own disclosure: opens and closes without a script, by keyboard too. */}
            <div className={classes.stack}>
              {t.faq.map((f) => (
                <details key={f.q} className={classes.faq}>
                  <summary>{f.q}</summary>
                  <p>{f.a}</p>
                </details>
              ))}
            </div>
          </div>
        </section>

        <section id="subscribe" className={`${classes.section} ${classes.tinted}`}>
          <div className={`${classes.container} ${classes.small} ${classes.subscribe}`}>
            <span className={classes.mailIcon}>
              <IconMail size={26} aria-hidden />
            </span>
            <h2 className={classes.sectionTitle}>{t.subscribeTitle}</h2>
            <p className={classes.lead}>{t.subscribeText}</p>
            <WhenVisible placeholder={<div className={classes.formPlace} />}>
              <Suspense fallback={<div className={classes.formPlace} />}>
                <SubscribeForm />
              </Suspense>
            </WhenVisible>
          </div>
        </section>
      </main>

      <footer className={classes.footer}>
        <div className={`${classes.container} ${classes.bar}`}>
          <span>{t.footer}</span>
          <button type="button" className={classes.link} onClick={open}>
            {ruWebNav.support}
          </button>
        </div>
      </footer>
      <SupportModal opened={support} onClose={close} />
    </div>
  );
}
