import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ClientTab } from '../features/clients/client-page';
import { can } from '../../shared/permissions';
import { useCurrentUser } from '../lib/session';

/**
 * Every page but the sign-in page, by name, each loaded when first opened. The route table (routes.tsx) names
 * them and this module, loaded on demand itself, loads them: the list of every page's chunks that Vite writes
 * beside each `import()` stays out of the first screen's JavaScript (docs/decisions/040-first-screen-javascript.md).
 */
export const pages = {
  forgotPassword: async () => (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
  resetPassword: async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage,
  invoiceView: async () => (await import('../features/invoices/invoice-view-page')).InvoiceViewPage,
  dashboard: async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
  settings: async () => (await import('../features/settings/settings-page')).SettingsPage,
  clients: async () => (await import('../features/clients/clients-page')).ClientsPage,
  client: async () => {
    const { ClientPage } = await import('../features/clients/client-page');
    return () => <ClientPage tabs={clientTabs} />;
  },
  tasks: async () => (await import('../features/tasks/tasks-page')).TasksPage,
  jobs: async () => (await import('../features/jobs/jobs-page')).JobsPage,
  visit: async () => (await import('../features/jobs/visit-page')).VisitPage,
  visitReport: async () => (await import('../features/jobs/visit-report-page')).VisitReportPage,
  accountsLayout: async () => (await import('./accounts-layout')).AccountsLayout,
  invoices: async () => (await import('../features/invoices/invoices-page')).InvoicesPage,
  expenses: async () => (await import('../features/expenses/expenses-page')).ExpensesPage,
  progress: async () => (await import('../features/progress/progress-page')).ProgressPage,
  payRuns: async () => (await import('../features/pay-runs/pay-runs-page')).PayRunsPage,
  tpar: async () => (await import('../features/pay-runs/tpar-page')).TparPage,
  activity: async () => (await import('../features/account-activity/activity-page')).ActivityPage,
  transactions: async () => (await import('../features/transactions/transactions-page')).TransactionsPage,
  invoiceEditor: async () => (await import('../features/invoices/invoice-editor-page')).InvoiceEditorPage,
  documents: async () => {
    const { DocumentsPage } = await import('../features/shared-documents/documents-page');
    return () => <DocumentsPage expenseDocuments={<ExpenseDocumentsSection />} />;
  },
  awayEvents: async () => (await import('../features/away-events/away-events-page')).AwayEventsPage,
  earnings: async () => (await import('../features/earnings/earnings-page')).EarningsPage,
  profile: async () => (await import('../features/profile/profile-page')).ProfilePage,
  notFound: async () => NotFoundPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageName = keyof typeof pages;

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

/** The client page's tabs that other features give it (features do not import each other; the pages join them). */
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
