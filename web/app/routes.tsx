import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import type { ClientTab } from '../features/clients/client-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { can } from '../../shared/permissions';
import { useCurrentUser } from '../lib/session';
import { AccountsLayout } from './accounts-layout';
import { Protected } from './protected';
import { RouteError } from './route-error';

/** A signed-in user opening /login goes to the dashboard. */
function GuestOnly({ children }: { children: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return user ? <Navigate to="/" replace /> : children;
}

function NotFoundPage() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Title order={1} size="h3">
          Page not found
        </Title>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Button component={Link} to="/" variant="light">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}

const ExpenseDocumentsCard = lazy(async () => ({
  default: (await import('../features/expenses/expense-documents-card')).ExpenseDocumentsCard,
}));

/** /documents: the shared documents, and the expense documents (another feature's) for those who keep expenses. */
function ExpenseDocumentsSection() {
  const { data: user } = useCurrentUser();
  if (!can(user, 'manage_expenses')) return null;
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <ExpenseDocumentsCard />
    </Suspense>
  );
}

const ClientInvoicesTab = lazy(async () => ({ default: (await import('../features/invoices/client-invoices-tab')).ClientInvoicesTab }));

/** The client page's tabs that other features give it (features do not import each other; the routes join them). */
const clientTabs: ClientTab[] = [
  {
    path: 'invoices',
    label: 'Invoices',
    permission: 'manage_invoices',
    render: (client) => (
      <Suspense fallback={<Loader size="sm" />}>
        <ClientInvoicesTab client={client} />
      </Suspense>
    ),
  },
];

/** The pages behind sign-in. */
const signedIn: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'settings/*', lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }) },
  { path: 'clients', lazy: async () => ({ Component: (await import('../features/clients/clients-page')).ClientsPage }) },
  {
    path: 'client/:client/*',
    lazy: async () => {
      const { ClientPage } = await import('../features/clients/client-page');
      return { Component: () => <ClientPage tabs={clientTabs} /> };
    },
  },
  { path: 'tasks', lazy: async () => ({ Component: (await import('../features/tasks/tasks-page')).TasksPage }) },
  { path: 'my-jobs', lazy: async () => ({ Component: (await import('../features/jobs/jobs-page')).JobsPage }) },
  { path: 'my-jobs/:id', lazy: async () => ({ Component: (await import('../features/jobs/visit-page')).VisitPage }) },
  {
    path: 'my-jobs/:id/report',
    lazy: async () => ({ Component: (await import('../features/jobs/visit-report-page')).VisitReportPage }),
  },
  {
    element: <AccountsLayout />,
    children: [
      { path: 'accounts', lazy: async () => ({ Component: (await import('../features/invoices/invoices-page')).InvoicesPage }) },
      { path: 'invoices', lazy: async () => ({ Component: (await import('../features/invoices/invoices-page')).InvoicesPage }) },
      { path: 'expenses', lazy: async () => ({ Component: (await import('../features/expenses/expenses-page')).ExpensesPage }) },
      {
        path: 'accounts/contractors',
        lazy: async () => ({ Component: (await import('../features/progress/progress-page')).ProgressPage }),
      },
      {
        path: 'accounts/pay-runs',
        lazy: async () => ({ Component: (await import('../features/pay-runs/pay-runs-page')).PayRunsPage }),
      },
      { path: 'accounts/tpar', lazy: async () => ({ Component: (await import('../features/pay-runs/tpar-page')).TparPage }) },
      {
        path: 'activity',
        lazy: async () => ({ Component: (await import('../features/account-activity/activity-page')).ActivityPage }),
      },
      {
        path: 'transactions',
        lazy: async () => ({ Component: (await import('../features/transactions/transactions-page')).TransactionsPage }),
      },
    ],
  },
  {
    path: 'accounts/invoice/:id',
    lazy: async () => ({ Component: (await import('../features/invoices/invoice-editor-page')).InvoiceEditorPage }),
  },
  {
    path: 'documents',
    lazy: async () => {
      const { DocumentsPage } = await import('../features/shared-documents/documents-page');
      return { Component: () => <DocumentsPage expenseDocuments={<ExpenseDocumentsSection />} /> };
    },
  },
  { path: 'away-events', lazy: async () => ({ Component: (await import('../features/away-events/away-events-page')).AwayEventsPage }) },
  { path: 'my-earnings', lazy: async () => ({ Component: (await import('../features/earnings/earnings-page')).EarningsPage }) },
  { path: 'my-profile', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
  { path: 'user/:id', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
  { path: '*', element: <NotFoundPage /> },
];

/** Pages past the login screen load on demand, so the first screen stays small. */
const pages: RouteObject[] = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  // The client's link from the invoice e-mail: no sign-in.
  {
    path: '/invoice/view/:token',
    lazy: async () => ({ Component: (await import('../features/invoices/invoice-view-page')).InvoiceViewPage }),
  },
  {
    element: <Protected />,
    // A page that fails shows the error inside the layout, so the navigation stays.
    children: [{ errorElement: <RouteError />, children: signedIn }],
  },
];

/** Every page, a failure in any of them caught by the app's own error page (the router's raw one never shows). */
export const routes: RouteObject[] = [{ errorElement: <RouteError />, children: pages }];
