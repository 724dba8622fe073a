import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
      {message}
    </Alert>
  );
}
