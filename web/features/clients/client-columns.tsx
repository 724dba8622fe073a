import { Badge, Checkbox, Group, Switch, Text } from '@mantine/core';
import type { Client } from '../../../shared/api/clients';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';
import { formatDate } from '../../lib/format';
import { setClientActive } from './api';
import { invoiceScheduleLabels } from './labels';

type Options = {
  manage: boolean;
  accounts: boolean;
  /** Phone cards: schedule and last issued share a line, and the export box sits with the actions. */
  phone: boolean;
  chosen: ReadonlySet<number>;
  onChoose: (id: number, chosen: boolean) => void;
};

const nowrap = (text: string, dim = false) => (
  <Text size="sm" c={dim ? 'dimmed' : undefined} component="span" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);
const dimmed = (text: string) => nowrap(text, true);

// Cash clients pay on the day; their invoice schedule does not apply (docs/domain.md "Active, inactive and cash
// clients").
const schedule = (client: Client) => (client.payment_method === 'cash' ? 'Cash' : invoiceScheduleLabels[client.invoice_schedule]);
// The search box is the header row, so the cells say what they are.
const lastIssued = (client: Client) => (client.last_issued ? `Issued ${formatDate(client.last_issued)}` : null);

/** The export choice of one client; on a phone card it carries a visible label. */
export function ExportBox({
  client,
  chosen,
  onChoose,
  labelled,
}: { client: Client; labelled?: boolean } & Pick<Options, 'chosen' | 'onChoose'>) {
  return (
    <Checkbox
      label={labelled ? 'Export' : undefined}
      mr={labelled ? 'auto' : undefined}
      checked={chosen.has(client.id)}
      aria-label={`Choose ${client.name} for export`}
      onChange={(event) => onChoose(client.id, event.currentTarget.checked)}
    />
  );
}

/**
 * The clients list's columns; owing only with manage_accounts, the export box only with manage_clients
 * (docs/domain.md "Who may see what").
 */
export function clientColumns({ manage, accounts, phone, chosen, onChoose }: Options): Column<Client>[] {
  const name: Column<Client> = {
    key: 'name',
    label: 'Client',
    render: (client) => (
      <Group gap={6} wrap="wrap" justify="inherit">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {client.name}
        </Text>
        {client.suspended && (
          <Badge color="red" variant="light" size="sm">
            Suspended
          </Badge>
        )}
      </Group>
    ),
  };
  const active: Column<Client> = {
    key: 'active',
    label: 'Active',
    width: 70,
    render: (client) => (
      <Switch
        checked={client.active}
        disabled={!manage}
        aria-label={`${client.name} active`}
        onChange={(event) => void setClientActive(client, event.currentTarget.checked)}
      />
    ),
  };
  const owing: Column<Client> = {
    key: 'owing',
    label: 'Owing',
    align: 'right',
    render: (client) =>
      client.owing ? (
        <Text size="sm" c={client.owing > 0 ? 'red.7' : undefined} component="span" style={{ whiteSpace: 'nowrap' }}>
          {formatAud(client.owing)} owing
        </Text>
      ) : (
        dimmed('Nothing owing')
      ),
  };
  const accountColumns = accounts ? [owing] : [];

  if (phone) {
    const invoices: Column<Client> = {
      key: 'invoices',
      label: 'Invoices',
      render: (client) => [schedule(client), lastIssued(client) ?? 'none issued'].join(' · '),
    };
    return [name, active, invoices, ...accountColumns];
  }
  const exportBox: Column<Client> = {
    key: 'export',
    label: 'Export',
    width: 40,
    render: (client) => <ExportBox client={client} chosen={chosen} onChoose={onChoose} />,
  };
  return [
    ...(manage ? [exportBox] : []),
    active,
    name,
    {
      key: 'invoice_schedule',
      label: 'Invoice schedule',
      render: (client) => (client.payment_method === 'cash' ? dimmed('Cash') : schedule(client)),
    },
    {
      key: 'last_issued',
      label: 'Last issued',
      render: (client) => {
        const issued = lastIssued(client);
        return issued ? nowrap(issued) : dimmed('None issued');
      },
    },
    ...accountColumns,
  ];
}
