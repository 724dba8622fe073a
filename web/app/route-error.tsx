import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { api } from '../lib/api';

/** What a thrown value says, for the server log: an Error's message and stack, else the value as text. */
function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message.slice(0, 2000), stack: error.stack?.slice(0, 10_000) ?? null };
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.slice(0, 2000), stack: null };
  return { message: String(error).slice(0, 2000), stack: null };
}

/**
 * A page that failed while drawing: the app's own "Something went wrong" with a way back, never the router's raw
 * error page, and the error sent to the server's log (`POST /api/client-errors`). Inside the signed-in layout
 * the navigation stays, so the rest of the app is one click away.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Reporting is best effort: a server that cannot be reached has nothing to log it to anyway.
    api('/api/client-errors', { method: 'POST', body: { ...describe(error), path: pathname }, quiet: true }).catch(() => {});
  }, [error, pathname]);

  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="xs" maw={460}>
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          This page stopped working and the problem has been reported. Going back, or reloading the page, usually gets you going again.
        </Text>
        <Group gap="xs" mt="xs">
          <Button variant="default" onClick={() => navigate(-1)}>
            Go back
          </Button>
          {/* A full load, so whatever broke starts afresh. */}
          <Button component="a" href="/">
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
