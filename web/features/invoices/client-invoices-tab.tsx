import { usePhone } from '../../lib/screen';
import { Button, Group } from '@mantine/core';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Invoice } from '../../../shared/api/invoices';
import { useEditor } from '../../components/use-editor';
import { useCan } from '../../lib/session';
import type { ChosenClient } from '../../entities/clients/client-select';
import { CreateInvoiceModal } from './create-invoice-form';
import { InvoicesList, useInvoiceListParams } from './invoices-list';
import { StatementDialog } from './statement-dialog';

/**
 * /client/{id}/invoices (manage_invoices): the client's invoices, its account statement and a new invoice for it.
 * The client page shows this tab only to whoever may see it.
 */
export function ClientInvoicesTab({ client }: { client: ChosenClient }) {
  const allowed = useCan('manage_invoices');
  const phone = usePhone();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { list } = useInvoiceListParams(client.id);
  const creating = useEditor<null>();
  const [statement, setStatement] = useState(0);
  if (!allowed) return null;

  const opened = (invoice: Invoice) =>
    void navigate(`/accounts/invoice/${invoice.id}`, { state: { list, position: 0, back: `${pathname}${search}` } });
  return (
    <>
      <Group justify="flex-end" gap="xs" mb="sm" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconFileText size={16} />}
          onClick={() => setStatement((n) => n + 1)}
          aria-label="Account statement"
        >
          {phone ? 'Statement' : 'Account statement'}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={() => creating.open(null)}>
          New invoice
        </Button>
      </Group>
      <InvoicesList fixedClient={client} client={client} />
      {creating.key > 0 && (
        <CreateInvoiceModal
          key={creating.key}
          opened={creating.opened}
          client={client}
          fixedClient
          onClose={creating.close}
          onCreated={opened}
        />
      )}
      {statement > 0 && <StatementDialog key={statement} opened client={client} onClose={() => setStatement(0)} />}
    </>
  );
}
