import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables, made at build time (scripts/mantine-css.ts).
import 'virtual:mantine-theme.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers.tsx';
import { readLandingData } from './app/ssr-data.ts';
import { LandingPage } from './features/landing/landing-page.tsx';
import { setAuthenticated } from './lib/client-state.ts';

/**
 * The landing's own start: the page a first visit most often opens, so it carries neither the app's
 * router nor its query cache (docs/decisions/022-server-rendering.md). The server rendered it with
 * the same tree; its links lead to pages the server sends whole.
 */
const data = readLandingData();
const root = document.getElementById('root');
if (!data || !root) throw new Error('the landing came without its data');
// The server checked the session: the stored auth flag follows (spec section 4).
setAuthenticated(data.hints.authenticated);
// As a transition, hydration yields to the browser every few milliseconds (entry-client.tsx).
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <BaseProviders hints={data.hints}>
        <LandingPage homeTo={data.homeTo} vacancies={data.vacancies} />
      </BaseProviders>
    </StrictMode>,
    // A page that differs from its HTML is a bug: say so loudly (the browser journeys fail on it).
    { onRecoverableError: (error) => console.error('Hydration mismatch:', error) },
  );
});
