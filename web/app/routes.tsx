import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { useCurrentUser } from '../lib/session';
import { Protected } from './protected';

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

/** Pages past the login screen load on demand, so the first screen stays small. */
export const routes: RouteObject[] = [
  { path: '/login', element: <GuestOnly><LoginPage /></GuestOnly> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  {
    element: <Protected />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'settings/*', lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }) },
      { path: 'clients', lazy: async () => ({ Component: (await import('../features/clients/clients-page')).ClientsPage }) },
      { path: 'client/:client/*', lazy: async () => ({ Component: (await import('../features/clients/client-page')).ClientPage }) },
      { path: 'tasks', lazy: async () => ({ Component: (await import('../features/tasks/tasks-page')).TasksPage }) },
      { path: 'my-jobs', lazy: async () => ({ Component: (await import('../features/jobs/jobs-page')).JobsPage }) },
      { path: 'my-jobs/:id', lazy: async () => ({ Component: (await import('../features/jobs/visit-page')).VisitPage }) },
      { path: 'my-jobs/:id/report', lazy: async () => ({ Component: (await import('../features/jobs/visit-report-page')).VisitReportPage }) },
      { path: 'accounts/contractors', lazy: async () => ({ Component: (await import('../features/progress/progress-page')).ProgressPage }) },
      { path: 'away-events', lazy: async () => ({ Component: (await import('../features/away-events/away-events-page')).AwayEventsPage }) },
      { path: 'my-profile', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
      { path: 'user/:id', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
