import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { cssVariablesResolver, theme } from './app/theme';
import { setUnauthenticatedHandler } from './lib/api';
import { queryClient } from './lib/query-client';

const router = createBrowserRouter(routes);

// The toasts' container (and its transitions) loads beside the first screen, not in it: a toast shown before it
// is drawn waits in the notifications store (docs/decisions/040-first-screen-javascript.md). They stack at the bottom
// right, clear of the actions every page keeps at the top right of its header (docs/decisions/052-toasts-bottom-right.md).
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

// Losing the session anywhere signs the user out and shows the login screen.
setUnauthenticatedHandler(() => {
  queryClient.clear();
  if (window.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

// The service worker keeps the app shell on the phone, so it opens with no signal (docs/architecture.md "Offline").
// Only the built app has one: the dev server's modules change under it. Loaded apart, off the first screen's budget.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register()).catch(() => {});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Notifications position="bottom-right" limit={5} />
          </Suspense>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
