import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { useCurrentUser } from '../lib/session';
import { LoadingScreen } from './loading-screen';
import type { PageName } from './pages';
import { RouteError } from './route-error';

/** A signed-in user opening /login goes to the dashboard. */
function GuestOnly({ children }: { children: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return user ? <Navigate to="/" replace /> : children;
}

/** A route's `lazy`: the named page from ./pages, which loads with the first page opened after the first screen. */
const page = (name: PageName) => async () => ({ Component: await (await import('./pages')).pages[name]() });

/** The pages behind sign-in. */
const signedIn: RouteObject[] = [
  { index: true, lazy: page('dashboard') },
  { path: 'settings/*', lazy: page('settings') },
  { path: 'clients', lazy: page('clients') },
  { path: 'client/:client/*', lazy: page('client') },
  { path: 'tasks', lazy: page('tasks') },
  { path: 'my-jobs', lazy: page('jobs') },
  { path: 'my-jobs/:id', lazy: page('visit') },
  { path: 'my-jobs/:id/report', lazy: page('visitReport') },
  {
    lazy: page('accountsLayout'),
    children: [
      { path: 'accounts', lazy: page('invoices') },
      { path: 'invoices', lazy: page('invoices') },
      { path: 'expenses', lazy: page('expenses') },
      { path: 'accounts/contractors', lazy: page('progress') },
      { path: 'accounts/pay-runs', lazy: page('payRuns') },
      { path: 'accounts/tpar', lazy: page('tpar') },
      { path: 'activity', lazy: page('activity') },
      { path: 'transactions', lazy: page('transactions') },
    ],
  },
  { path: 'accounts/invoice/:id', lazy: page('invoiceEditor') },
  { path: 'documents', lazy: page('documents') },
  { path: 'away-events', lazy: page('awayEvents') },
  { path: 'my-earnings', lazy: page('earnings') },
  { path: 'my-profile', lazy: page('profile') },
  { path: 'user/:id', lazy: page('profile') },
  { path: '*', lazy: page('notFound') },
];

/**
 * Only the sign-in page is in the first download; every other page, the signed-in layout and its 4-step load
 * included, loads on demand (docs/decisions/040-first-screen-javascript.md).
 */
const pages: RouteObject[] = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  { path: '/forgot-password', lazy: page('forgotPassword') },
  { path: '/reset-password/:token', lazy: page('resetPassword') },
  // The client's link from the invoice e-mail: no sign-in.
  { path: '/invoice/view/:token', lazy: page('invoiceView') },
  {
    // Loaded directly, beside the page table, so a signed-in landing starts its 4-step load one step sooner.
    lazy: async () => ({ Component: (await import('./protected')).Protected }),
    // Opening the app signed in shows the loading screen at once, while the signed-in area's code arrives.
    HydrateFallback: () => <LoadingScreen step={0} />,
    // A page that fails shows the error inside the layout, so the navigation stays.
    children: [{ errorElement: <RouteError />, children: signedIn }],
  },
];

/** Every page, a failure in any of them caught by the app's own error page (the router's raw one never shows). */
export const routes: RouteObject[] = [
  // Opening another page first shows nothing until its code arrives, as the router would; said, so it does not warn.
  { errorElement: <RouteError />, HydrateFallback: () => null, children: pages },
];
