import { Badge } from '@mantine/core';

/** Kept: written to the outbox only, because no SMTP server is configured. */
const colors: Record<string, string> = { kept: 'gray', queued: 'blue', sent: 'teal', failed: 'red' };

export function MailStatus({ status }: { status: string }) {
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}
