import { BaseProviders } from '#web/app/base-providers.tsx';
import { LandingPage } from '#web/features/landing/landing-page.tsx';
import { setAuthenticated } from '#web/lib/client-state.ts';
import { pageRoot, showPage } from './browser-start.tsx';
import { readPageData, type LandingData } from './page-data.ts';

/**
 * The landing's own start: the page a first visit most often opens, so it carries neither the app's
 * router nor its query cache (docs/decisions/022-server-rendering.md). The server rendered it with
 * the same tree (entry-server.tsx); its links lead to pages the server sends whole.
 */
const data = readPageData<LandingData>();
if (!data) throw new Error('the landing came without its data');
// The server checked the session: the stored auth flag follows (spec section 4).
setAuthenticated(data.hints.authenticated);
showPage(
  pageRoot(),
  <BaseProviders hints={data.hints}>
    <LandingPage homeTo={data.homeTo} vacancies={data.vacancies} />
  </BaseProviders>,
  true,
);
