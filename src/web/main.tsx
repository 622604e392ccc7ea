import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preloadRoutes } from './app/preload-route.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setNavigator } from './lib/navigation.ts';
import { createQueryClient } from './lib/query-client.ts';

const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));
const queryClient = createQueryClient();
// The matched route's chunks and checks start together, now and on every navigation, not each
// after the one above it has rendered (app/preload-route.ts).
preloadRoutes(router, routes, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
