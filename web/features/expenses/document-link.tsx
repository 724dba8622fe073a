import { Button } from '@mantine/core';
import { IconCheck, IconUnlink } from '@tabler/icons-react';
import type { Expense } from '../../../shared/api/expenses';
import { useAction } from '../../lib/forms';
import { linkDocument } from './api';

type Action = 'confirm' | 'detach';

/**
 * Confirm or detach a document on its expense (decision 012: unconfirmed with confidence → confirmed, or
 * detached); each button shows its own spinner and both wait while either runs.
 */
export function useDocumentLink(
  expenseId: number | undefined,
  documentId: number | undefined,
  then?: (next: Expense, action: Action) => void,
) {
  const confirming = useAction();
  const detaching = useAction();
  const act = (action: Action) =>
    (action === 'confirm' ? confirming : detaching).run(async () => {
      if (expenseId === undefined || documentId === undefined) return;
      const next = await linkDocument(action, expenseId, documentId);
      then?.(next, action);
    });
  return { act, confirming: confirming.busy, detaching: detaching.busy, busy: confirming.busy || detaching.busy };
}

type Props = {
  link: ReturnType<typeof useDocumentLink>;
  /** Small buttons in a list row; the viewer's are a size up. */
  compact?: boolean;
  /** Confirm only for a suggestion. */
  confirm: boolean;
  detachLabel: string;
};

/** Confirm (a suggestion) and detach: the document stays, on no expense. */
export function DocumentLinkButtons({ link, compact, confirm, detachLabel }: Props) {
  const size = compact ? 'compact-xs' : 'xs';
  const icon = compact ? 12 : 14;
  return (
    <>
      {confirm && (
        <Button
          size={size}
          color="teal"
          leftSection={<IconCheck size={icon} />}
          loading={link.confirming}
          disabled={link.busy}
          onClick={() => void link.act('confirm')}
        >
          Confirm
        </Button>
      )}
      <Button
        size={size}
        variant="light"
        color="red"
        leftSection={<IconUnlink size={icon} />}
        loading={link.detaching}
        disabled={link.busy}
        onClick={() => void link.act('detach')}
      >
        {detachLabel}
      </Button>
    </>
  );
}
