import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Every deletion asks first (docs/domain.md "Screens and limits"). */
export function confirmDelete(what: string, onConfirm: () => void | Promise<void>) {
  modals.openConfirmModal({
    title: `Delete ${what}?`,
    children: <Text size="sm">This cannot be undone.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void onConfirm(),
  });
}
