import { Button, Center, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLoader2 } from '@tabler/icons-react';

/** The four steps of the initial load (web/app/boot.ts), in order (docs/domain.md "Screens and limits"). */
export const bootSteps = ['Checking your session', 'Checking for changes', 'Loading saved lists', 'Loading reference data'] as const;

export function LoadingScreen({ step, failed }: { step: number; failed?: string }) {
  return (
    <Center component="main" h="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380} maw="100%" aria-busy={!failed} data-testid="loading-screen">
        <Stack gap="md">
          <Title order={1} size="h3">
            CleanUp
          </Title>
          <Progress value={(Math.min(step, bootSteps.length) / bootSteps.length) * 100} animated={!failed} aria-label="Loading progress" />
          <List spacing="xs" size="sm" center>
            {bootSteps.map((label, i) => (
              <List.Item
                key={label}
                icon={
                  <ThemeIcon size={20} radius="xl" color={i < step ? 'teal' : 'gray'} variant={i < step ? 'filled' : 'light'}>
                    {i < step ? <IconCheck size={12} /> : <IconLoader2 size={12} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" c={i <= step ? undefined : 'dimmed'}>
                  {label}
                </Text>
              </List.Item>
            ))}
          </List>
          {failed && (
            <Stack gap="xs">
              <Text c="red" size="sm">
                {failed}
              </Text>
              <Button onClick={() => window.location.reload()}>Try again</Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
