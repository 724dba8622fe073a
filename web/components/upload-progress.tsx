import { Progress, Stack, Text } from '@mantine/core';
import type { UploadStatus } from '../lib/upload';

/**
 * A form's upload under way: a bar, and the form's own words while pieces go (`sending`), or that the upload
 * waits for the connection. Announced politely, as it changes often.
 */
export function UploadProgress({ status, sending }: { status: UploadStatus; sending: string }) {
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={status.total ? (status.sent / status.total) * 100 : 100} animated size="sm" />
      <Text size="xs" c="dimmed">
        {status.phase === 'waiting' ? 'Waiting for the connection; the upload continues when it is back.' : sending}
      </Text>
    </Stack>
  );
}
