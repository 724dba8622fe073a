import { usePhone } from '../../lib/screen';
import { Alert, Anchor, Button, Card, Center, EmptyState, Grid, Group, Loader, Menu, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconChevronLeft, IconDots, IconDownload, IconFileInvoice, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type Invoice, invoiceActionLabels } from '../../../shared/api/invoices';
import type { InvoiceAction } from '../../../shared/invoice-states';
import { QuarterLockAlert, useQuarterLock } from '../../entities/accounts/quarter-lock';
import { useAction } from '../../lib/forms';
import { useCan } from '../../lib/session';
import { downloadInvoicePdf, useInvoice } from './api';
import { actionIcons, runInvoiceAction } from './invoice-actions';
import { InvoiceFactsFields, InvoiceNoteField } from './invoice-fields';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { type LineDraft, previewTotals } from './invoice-preview';
import { InvoiceSheet } from './invoice-sheet';
import { ConsumablesCard, PaymentsCard, VisitsCard } from './invoice-side-cards';
import { RecordPaymentButton } from './record-payment-dialog';
import { useAdjustmentNoteDialog } from './adjustment-note-dialog';
import { AdjustmentNotesCard } from './adjustment-notes-card';
import { InvoiceStateBadge } from './invoice-state-badge';
import { NotAvailable } from '../../components/not-available';
import { isOpenedFrom, nextInvoice, type OpenedFrom } from './next-invoice';

/** The header's buttons: Send while open, Mark paid, the PDF, Next, and the invoice's other actions in a menu. */
function EditorActions({ invoice, from }: { invoice: Invoice; from: OpenedFrom | null }) {
  const navigate = useNavigate();
  const phone = usePhone();
  const downloading = useAction();
  const moving = useAction();
  const [last, setLast] = useState(false);
  const adjusting = useAdjustmentNoteDialog(invoice);
  const handlers = { onOpen: () => {}, onDeleted: () => void navigate(from?.back ?? '/accounts'), onAdjust: adjusting.open };
  // Send shows while the invoice is open; sending again is in the menu.
  const buttons: InvoiceAction[] = [
    ...(invoice.state.state === 'open' ? (['send'] as const) : []),
    ...(invoice.actions.includes('mark_paid') ? (['mark_paid'] as const) : []),
  ];
  const menu = invoice.actions.filter((action) => action !== 'edit' && !buttons.includes(action));

  const download = () => downloading.run(() => downloadInvoicePdf(invoice));
  const next = async () => {
    if (!from) return;
    await moving.run(async () => {
      const found = await nextInvoice(from, invoice.id);
      if (found)
        void navigate(`/accounts/invoice/${found.invoice.id}`, { state: { ...from, position: found.position } satisfies OpenedFrom });
      else {
        setLast(true);
        notifications.show({ color: 'gray', message: 'This is the last invoice of the list.' });
      }
    });
  };

  return (
    <Group gap="xs" wrap="wrap" justify={phone ? 'flex-start' : 'flex-end'}>
      {buttons.map((action) => {
        const Icon = actionIcons[action];
        return (
          <Button
            key={action}
            leftSection={<Icon size={16} />}
            color={action === 'mark_paid' ? 'green' : undefined}
            variant={action === 'send' ? 'filled' : 'light'}
            onClick={() => runInvoiceAction(invoice, action, handlers)}
          >
            {invoiceActionLabels[action]}
          </Button>
        );
      })}
      {/* A draft takes no payment: it is sent first. */}
      {invoice.state.state !== 'open' && invoice.actions.includes('mark_paid') && <RecordPaymentButton invoice={invoice} />}
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading.busy} onClick={() => void download()}>
        PDF
      </Button>
      {menu.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconDots size={16} />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.map((action) => {
              const Icon = actionIcons[action];
              return (
                <Menu.Item
                  key={action}
                  leftSection={<Icon size={16} />}
                  color={action === 'delete' ? 'red' : undefined}
                  onClick={() => runInvoiceAction(invoice, action, handlers)}
                >
                  {action === 'send' ? 'Send again' : invoiceActionLabels[action]}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
      {from && (
        <Button
          variant="default"
          rightSection={<IconArrowRight size={16} />}
          loading={moving.busy}
          disabled={last}
          onClick={() => void next()}
        >
          Next
        </Button>
      )}
      {adjusting.dialog}
    </Group>
  );
}

function Editor({ invoice, from }: { invoice: Invoice; from: OpenedFrom | null }) {
  const editable = invoice.actions.includes('edit');
  // A payment dated in a completed quarter carries its GST share of the total: the lines cannot change (decision 015).
  const lockOf = useQuarterLock();
  const paymentLock = invoice.payments.map((payment) => lockOf(payment.paid_at)).find(Boolean) ?? null;
  const linesEditable = editable && !paymentLock;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<LineDraft | null>(null);
  const totals = previewTotals(invoice, linesEditable ? draft : null);
  const previewing = totals.total !== invoice.total;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to={from?.back ?? '/accounts'} size="sm" c="dimmed" w="fit-content">
          <Group gap={2} wrap="nowrap">
            <IconChevronLeft size={14} />
            Invoices
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs" wrap="nowrap">
              <Title order={2} size="h3">
                Invoice #{invoice.number}
              </Title>
              <InvoiceStateBadge state={invoice.state} />
            </Group>
            <Anchor component={Link} to={`/client/${invoice.client_id}/invoices`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {invoice.client.name}
            </Anchor>
          </Stack>
          <EditorActions invoice={invoice} from={from} />
        </Group>
      </Stack>
      {!editable && (
        <Alert color="gray" icon={<IconLock size={16} />} py="xs">
          {invoice.state.state === 'sending'
            ? 'The invoice is on its way to the client; it can be changed once it is delivered.'
            : `A${/^[aeiou]/.test(invoice.state.state) ? 'n' : ''} ${invoice.state.state} invoice is read-only.`}
        </Alert>
      )}
      {linesEditable !== editable && paymentLock && <QuarterLockAlert lock={paymentLock} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <InvoiceSheet
            invoice={invoice}
            totals={totals}
            preview={previewing}
            facts={editable ? <InvoiceFactsFields key={`${invoice.issued_at}-${invoice.terms}`} invoice={invoice} /> : undefined}
            lines={
              linesEditable ? (
                <InvoiceLinesEditor invoice={invoice} editing={editing} onEditing={setEditing} onDraft={setDraft} />
              ) : undefined
            }
            note={editable ? <InvoiceNoteField key={invoice.note ?? ''} invoice={invoice} /> : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <ConsumablesCard invoice={invoice} editable={linesEditable} />
            <VisitsCard invoice={invoice} />
            <PaymentsCard invoice={invoice} />
            <AdjustmentNotesCard notes={invoice.adjustment_notes} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /accounts/invoice/{id} (manage_invoices): the invoice as a tax invoice on screen, editable in the states that
 * allow it (its `actions` include edit), with its client's consumables, the visits on it and its payments.
 */
export function InvoiceEditorPage() {
  const allowed = useCan('manage_invoices');
  const id = Number(useParams().id);
  const { state } = useLocation();
  const { data: invoice, isLoading, error } = useInvoice(allowed ? id : 0);
  if (!allowed) return <NotAvailable title="Invoice" does="manage invoices" />;
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!invoice) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconFileInvoice size={28} />}
          title="Invoice not found"
          description={error?.message === 'Not found.' || !error ? 'There is no such invoice: it may have been deleted.' : error.message}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/accounts" variant="light">
              Back to invoices
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  // A new key per invoice: Next opens another one with nothing typed carried over.
  return <Editor key={invoice.id} invoice={invoice} from={isOpenedFrom(state) ? state : null} />;
}
