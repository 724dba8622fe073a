import { ActionIcon, Button, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconBellRinging,
  IconCash,
  IconDots,
  IconEye,
  IconMailForward,
  IconPencil,
  IconPlayerPause,
  IconReceiptRefund,
  IconSend,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type InvoiceSummary, invoiceActionLabels } from '../../../shared/api/invoices';
import type { EscalationStep } from '../../../shared/escalation-steps';
import { type InvoiceAction, primaryActionOf } from '../../../shared/invoice-states';
import { businessToday } from '../../lib/business-day';
import { formatAud } from '../../../shared/money';
import { deleteInvoice, escalateClient, markInvoicePaid } from './api';
import { openSendDialog } from './send-dialog';

export const actionIcons: Record<InvoiceAction, Icon> = {
  send: IconSend,
  edit: IconPencil,
  mark_paid: IconCash,
  adjust: IconReceiptRefund,
  delete: IconTrash,
  reminder: IconBellRinging,
  notice: IconMailForward,
  warning: IconAlertTriangle,
  suspend: IconPlayerPause,
};

/** The four chasing steps act on the invoice's client, each as its own call (docs/domain.md "Chasing overdue money"). */
const escalations: Partial<Record<InvoiceAction, { step: EscalationStep; what: string }>> = {
  reminder: { step: 'send-outstanding-reminder', what: 'one reminder' },
  notice: { step: 'send-notice-to-pay', what: 'one notice to pay' },
  warning: { step: 'send-suspension-warning', what: 'one suspension warning' },
  suspend: { step: 'suspend-service', what: 'that their service is suspended' },
};

/** A list row's button says it short; its tooltip and the confirmation say it in full. */
// Each short label is a word of the full one, so the button's visible text stays part of its accessible name.
const shortLabels: Record<InvoiceAction, string> = {
  ...invoiceActionLabels,
  reminder: 'Reminder',
  notice: 'Notice',
  warning: 'Warning',
  suspend: 'Suspend',
};

/** The invoice's own primary action (docs/domain.md "Invoice states"), when the server still allows it. */
export function primaryOf(invoice: Pick<InvoiceSummary, 'state' | 'actions' | 'due_at'>): InvoiceAction | null {
  const primary = primaryActionOf(invoice.state.state, invoice.due_at, businessToday());
  return primary && invoice.actions.includes(primary) ? primary : null;
}

/**
 * A list row's secondary menu: the actions the server sent, less the one that is the button, and less the
 * adjustment note, which is issued from the invoice's own page where its lines and notes are in view.
 */
export const secondaryOf = (invoice: Pick<InvoiceSummary, 'state' | 'actions' | 'due_at'>) =>
  invoice.actions.filter((action) => action !== primaryOf(invoice) && action !== 'adjust');

type Handlers = {
  /** Open the invoice in the editor (edit, view). */
  onOpen: (invoice: InvoiceSummary) => void;
  /** After the invoice was deleted or cancelled (the editor leaves for the list). */
  onDeleted?: () => void;
  /** Open the adjustment note dialog (the invoice's page); elsewhere the invoice is opened. */
  onAdjust?: () => void;
};

const said = (message: string, color = 'teal') => notifications.show({ color, message });
// A refusal is already on screen: the API client's failure toast gives the server's reason.
const quietly = (work: Promise<unknown>) => work.catch(() => {});

function confirm(title: string, body: ReactNode, label: string, run: () => Promise<unknown>, color = 'blue') {
  modals.openConfirmModal({
    title,
    children: <Stack gap="xs">{body}</Stack>,
    labels: { confirm: label, cancel: 'Not now' },
    confirmProps: { color },
    onConfirm: () => void quietly(run()),
  });
}

const line = (text: ReactNode) => <Text size="sm">{text}</Text>;

/** Runs one action of an invoice, asking first wherever it e-mails a client again, moves money or removes something. */
export function runInvoiceAction(invoice: InvoiceSummary, action: InvoiceAction, { onOpen, onDeleted, onAdjust }: Handlers) {
  const name = `invoice #${invoice.number}`;
  switch (action) {
    case 'edit':
      return onOpen(invoice);
    case 'adjust':
      // The note's dialog lives on the invoice's page, beside its notes (adjustment-note-dialog.tsx).
      return onAdjust ? onAdjust() : onOpen(invoice);
    case 'send':
      // The dialog shows who it goes to and what it says; a paid or cancelled invoice goes as a copy that says so.
      return openSendDialog(
        { kind: 'invoice', id: invoice.id },
        invoice.state.state === 'paid' || invoice.state.state === 'cancelled'
          ? `Send a copy of ${name} (${invoice.state.state})`
          : `Send ${name}`,
      );
    case 'mark_paid':
      return confirm(
        `Mark ${name} paid?`,
        line(`A payment of ${formatAud(invoice.balance)} dated today is recorded against it, leaving nothing owing.`),
        'Mark paid',
        async () => said((await markInvoicePaid(invoice.id)).message),
        'green',
      );
    case 'delete': {
      // Never sent: the server removes it. Sent: it is cancelled and keeps its number (decision 010).
      const removed = invoice.state.state === 'open';
      return confirm(
        `Delete ${name}?`,
        <>
          {line(
            removed
              ? 'It was never sent, so it is removed completely and its number is not printed anywhere.'
              : `It was sent to ${invoice.client.name}, so it is cancelled, not removed: it keeps its number and its PDF, and reads cancelled.`,
          )}
          {line('Its visits are freed to be invoiced again.')}
        </>,
        'Delete',
        async () => {
          await deleteInvoice(invoice.id);
          said(removed ? `Invoice #${invoice.number} deleted.` : `Invoice #${invoice.number} cancelled.`);
          onDeleted?.();
        },
        'red',
      );
    }
    default: {
      const escalation = escalations[action];
      if (!escalation) return;
      const suspend = action === 'suspend';
      // Suspending does more than e-mail: it still asks first. The e-mailed steps open the send dialog.
      if (!suspend)
        return openSendDialog(
          { kind: 'step', clientId: invoice.client_id, step: escalation.step },
          `${invoiceActionLabels[action]} to ${invoice.client.name}`,
          `This acts on the client, not only on invoice #${invoice.number}: every one of its overdue and part-paid invoices is listed with its PDF, and each of them moves on a step.`,
        );
      return confirm(
        `${invoiceActionLabels[action]} to ${invoice.client.name}?`,
        <>
          {line(
            <>
              This acts on the <b>client</b>, not only on invoice #{invoice.number}: {invoice.client.name} is e-mailed {escalation.what},
              listing every one of its overdue and part-paid invoices with their PDFs, and each of them moves on a step.
            </>,
          )}
          {line('The client is suspended: its coming visits show suspended, and the client and its contractors are e-mailed.')}
        </>,
        invoiceActionLabels[action],
        async () => said((await escalateClient(invoice.client_id, escalation.step)).message, 'orange'),
        'red',
      );
    }
  }
}

type ButtonsProps = Handlers & { invoice: InvoiceSummary; compact?: boolean };

/**
 * A row's actions: the state's primary action as a button ("View" where the state has none), and the rest of the
 * invoice's `actions` in a menu.
 */
export function InvoiceActionButtons({ invoice, compact, ...handlers }: ButtonsProps) {
  const primary = primaryOf(invoice);
  const rest = secondaryOf(invoice);
  const PrimaryIcon = primary ? actionIcons[primary] : IconEye;
  const label = primary ? invoiceActionLabels[primary] : 'View';
  const short = primary ? shortLabels[primary] : 'View';
  const button = (
    <Button
      size="compact-sm"
      variant={primary ? 'light' : 'subtle'}
      color={primary === 'suspend' || primary === 'warning' ? 'red' : primary === 'reminder' || primary === 'notice' ? 'orange' : undefined}
      leftSection={<PrimaryIcon size={14} />}
      onClick={() => (primary ? runInvoiceAction(invoice, primary, handlers) : handlers.onOpen(invoice))}
      aria-label={label}
      style={{ whiteSpace: 'nowrap' }}
    >
      {short}
    </Button>
  );
  return (
    <>
      {short === label ? (
        button
      ) : (
        <Tooltip label={label} withinPortal>
          {button}
        </Tooltip>
      )}
      {rest.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`More actions for invoice #${invoice.number}`}
              size={compact ? 'md' : 'lg'}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {rest.map((action) => {
              const ItemIcon = actionIcons[action];
              return (
                <Menu.Item
                  key={action}
                  leftSection={<ItemIcon size={16} />}
                  color={action === 'delete' ? 'red' : undefined}
                  onClick={() => runInvoiceAction(invoice, action, handlers)}
                >
                  {invoiceActionLabels[action]}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </>
  );
}
