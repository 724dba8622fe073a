import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconPlus, IconRobot } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Invoice } from '../../../shared/api/invoices';
import { NotAvailable } from '../../components/not-available';
import { PageHeader } from '../../components/page-header';
import { useEditor } from '../../components/use-editor';
import { useCan } from '../../lib/session';
import { runAutoInvoice, useClientName } from './api';
import type { ChosenClient } from '../../entities/clients/client-select';
import { CreateInvoiceModal } from './create-invoice-form';
import { InvoicesList, useInvoiceListParams } from './invoices-list';
import { StatementDialog } from './statement-dialog';

/** Where /accounts keeps the list as it was last left, for the tab's lifetime. */
const rememberedKey = 'cleanup.invoices.list';

function confirmAutoInvoice() {
  modals.openConfirmModal({
    title: 'Auto-invoice now?',
    children: (
      <Text size="sm">
        Every auto-invoice client’s periods that have ended are invoiced from their finished visits, as the nightly run does, and each
        finished cash visit gets its cash invoice. The new invoices are drafts (open) to check and send. Running it again makes nothing new.
      </Text>
    ),
    labels: { confirm: 'Auto-invoice now', cancel: 'Not now' },
    onConfirm: () =>
      void runAutoInvoice()
        .then((result) =>
          notifications.show({
            color: result.created + result.cash ? 'teal' : 'gray',
            title: result.message,
            message: result.created
              ? 'The new invoices are open at the top of the list, waiting to be sent.'
              : 'Every ended period is invoiced already.',
          }),
        )
        // A refusal is already on screen as the API client's toast.
        .catch(() => {}),
  });
}

/**
 * /accounts and /invoices (manage_invoices): every client's invoices. /invoices starts with the client filter
 * cleared (the navigation's way in); /accounts comes back to the list as it was last left.
 */
export function InvoicesPage() {
  const allowed = useCan('manage_invoices');
  return allowed ? <InvoicesOverview /> : <NotAvailable title="Invoices" does="manage invoices" />;
}

function InvoicesOverview() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { list, change } = useInvoiceListParams();
  const { data: clientName } = useClientName(list.clientId);
  const client: ChosenClient | null = list.clientId ? { id: list.clientId, name: clientName ?? `Client ${list.clientId}` } : null;
  const creating = useEditor<null>();
  const [statement, setStatement] = useState(0);
  const restoring = pathname === '/accounts' && !search && sessionStorage.getItem(rememberedKey);

  useEffect(() => {
    if (restoring) void navigate(`/accounts?${restoring}`, { replace: true });
    else sessionStorage.setItem(rememberedKey, search.replace(/^\?/, ''));
  }, [navigate, restoring, search]);

  const opened = (invoice: Invoice) =>
    void navigate(`/accounts/invoice/${invoice.id}`, { state: { list, position: 0, back: `${pathname}${search}` } });

  return (
    <>
      <PageHeader title={client ? `Invoices of ${client.name}` : 'Invoices'}>
        {client && (
          <Button variant="default" leftSection={<IconFileText size={16} />} onClick={() => setStatement((n) => n + 1)}>
            Account statement
          </Button>
        )}
        <Button variant="default" leftSection={<IconRobot size={16} />} onClick={confirmAutoInvoice}>
          Auto-invoice now
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={() => creating.open(null)}>
          New invoice
        </Button>
      </PageHeader>
      {!restoring && <InvoicesList client={client} onClient={(chosen) => change({ clientId: chosen?.id ?? null })} />}
      {creating.key > 0 && (
        <CreateInvoiceModal key={creating.key} opened={creating.opened} client={client} onClose={creating.close} onCreated={opened} />
      )}
      {client && statement > 0 && <StatementDialog key={statement} opened client={client} onClose={() => setStatement(0)} />}
    </>
  );
}
