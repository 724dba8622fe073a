import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Every deletion asks first (spec 1 §5). */
export function confirmDelete(what: string, onConfirm: () => void | Promise<void>) {
  modals.openConfirmModal({
    title: `Delete ${what}?`,
    children: <Text size="sm">This cannot be undone.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void onConfirm(),
  });
}
