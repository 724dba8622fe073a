import { Badge, Stack, Text } from '@mantine/core';
import type { Task } from '../../../shared/api/tasks';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';

const nameColumn: Column<Task> = {
  key: 'name',
  label: 'Name',
  sort: 'name',
  // Inline text rather than flex boxes, so it lines up left in the table and right in the phone card.
  render: (task) => (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {task.name}
        {task.consumable && (
          <Badge size="xs" variant="light" color="grape" ml={6} style={{ verticalAlign: 'middle' }}>
            Consumable
          </Badge>
        )}
      </Text>
      {task.invoice_description && task.invoice_description !== task.name && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Invoiced as “{task.invoice_description}”
        </Text>
      )}
    </>
  ),
};

/**
 * The contractor's pay: 80%, or the fixed amount for fixed pay (docs/domain.md "Percentage or fixed"). The
 * spec's percentage column, labelled for both kinds, as a phone card shows the label beside a fixed amount.
 */
function ContractorPay({ task }: { task: Task }) {
  const share = task.payment_type === 'fixed' ? `${formatAud(task.contractor_amount ?? 0)} fixed` : `${task.contractor_percentage}%`;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm">{share}</Text>
      {task.contractor_total !== undefined && task.payment_type === 'percentage' && (
        <Text size="xs" c="dimmed">
          pays {formatAud(task.contractor_total)}
        </Text>
      )}
    </Stack>
  );
}

/** Name always; price and pay only for `task_price` holders (the server leaves them out for others). */
export function taskColumns(withPrices: boolean): Column<Task>[] {
  if (!withPrices)
    return [
      nameColumn,
      {
        key: 'description',
        label: 'Description',
        render: (task) => (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {task.description ?? '—'}
          </Text>
        ),
      },
    ];
  return [
    nameColumn,
    {
      key: 'price',
      label: 'Price',
      sort: 'price',
      align: 'right',
      width: 130,
      render: (task) => (task.price === undefined ? '—' : formatAud(task.price)),
    },
    {
      key: 'contractor_percentage',
      label: 'Contractor pay',
      sort: 'contractor_percentage',
      align: 'right',
      width: 150,
      render: (task) => <ContractorPay task={task} />,
    },
  ];
}
