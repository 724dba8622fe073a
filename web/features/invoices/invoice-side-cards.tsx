import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '../../../shared/api/invoices';
import { quantityText } from '../../../shared/invoice-document';
import { formatAud } from '../../../shared/money';
import { PaginationFooter } from '../../components/pagination-footer';
import { SectionCard } from '../../components/section-card';
import { formatDate } from '../../lib/format';
import { type ClientConsumable, addLine, useClientConsumables } from './api';
import { paymentDetail } from './record-payment-dialog';

const rowStyle = { borderTop: '1px solid var(--mantine-color-gray-2)' };
const quantityOrDash = (quantity: number | null) => (quantity === null ? '—' : quantityText(quantity));

/**
 * The quantity a click adds: the one used most often, else the average (to two decimals, as a line takes), else
 * one; never nothing, which no line can be.
 */
export function suggestedQuantity(consumable: Pick<ClientConsumable, 'mode' | 'average'>): number {
  if (consumable.mode !== null && consumable.mode > 0) return consumable.mode;
  if (consumable.average !== null && consumable.average > 0) return Math.max(0.01, Math.round(consumable.average * 100) / 100);
  return 1;
}

/** The client's consumables (docs/domain.md "Client consumables"); in an editable invoice a click adds one as a line. */
export function ConsumablesCard({ invoice, editable }: { invoice: Invoice; editable: boolean }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<number | null>(null);
  const { data, isLoading, error } = useClientConsumables(invoice.id, page);
  const add = async (consumable: ClientConsumable) => {
    const quantity = suggestedQuantity(consumable);
    setAdding(consumable.id);
    await addLine(invoice.id, { label: consumable.name, unit_price: consumable.default_price, quantity })
      .then(() => notifications.show({ color: 'teal', message: `Added ${quantityText(quantity)} × ${consumable.name}.` }))
      // A refusal is already on screen as the API client's toast.
      .catch(() => {})
      .finally(() => setAdding(null));
  };
  return (
    <SectionCard title="Client consumables" description="Quantities used on the client’s visits in the last 6 months">
      {error ? (
        <Alert color="red">{error.message}</Alert>
      ) : isLoading && !data ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : data?.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          This client has used no consumables.
        </Text>
      ) : (
        <Stack gap={0}>
          {data?.data.map((consumable, index) => (
            <Group key={consumable.id} justify="space-between" wrap="nowrap" gap="xs" py={8} style={index ? rowStyle : undefined}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {consumable.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatAud(consumable.default_price)} · average {quantityOrDash(consumable.average)} · mode{' '}
                  {quantityOrDash(consumable.mode)}
                </Text>
              </Stack>
              {editable && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPlus size={12} />}
                  loading={adding === consumable.id}
                  onClick={() => void add(consumable)}
                  aria-label={`Add ${quantityText(suggestedQuantity(consumable))} × ${consumable.name}`}
                  style={{ flexShrink: 0 }}
                >
                  {quantityText(suggestedQuantity(consumable))}
                </Button>
              )}
            </Group>
          ))}
          {data && data.meta.last_page > 1 && <PaginationFooter meta={data.meta} onPage={setPage} />}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The visits on the invoice (the attached jobs), each opening its report. */
export function VisitsCard({ invoice }: { invoice: Invoice }) {
  return (
    <SectionCard
      title="Attached visits"
      description={
        invoice.visits.length ? `${invoice.visits.length} visit${invoice.visits.length === 1 ? '' : 's'} billed here` : undefined
      }
    >
      {invoice.visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          No visits: the lines were added by hand.
        </Text>
      ) : (
        <Stack gap={0} mah={320} style={{ overflowY: 'auto' }}>
          {invoice.visits.map((visit, index) => (
            <Group key={visit.id} justify="space-between" wrap="nowrap" gap="xs" py={6} style={index ? rowStyle : undefined}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">{dayjs(visit.due_date).format('ddd D MMM YYYY')}</Text>
                <Text size="xs" c="dimmed" truncate>
                  {visit.task_group_name ?? 'Added by hand'}
                </Text>
              </Stack>
              <Anchor component={Link} to={`/my-jobs/${visit.id}/report`} size="sm" style={{ flexShrink: 0 }}>
                <Group gap={4} wrap="nowrap">
                  <IconFileText size={14} />
                  Report
                </Group>
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** What was paid, when and how; their sum is the amount applied. */
export function PaymentsCard({ invoice }: { invoice: Invoice }) {
  return (
    <SectionCard title="Payments">
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing paid yet.
        </Text>
      ) : (
        <Stack gap={0}>
          {invoice.payments.map((payment, index) => (
            <Group key={payment.id} justify="space-between" wrap="nowrap" py={6} style={index ? rowStyle : undefined}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">{formatDate(payment.paid_at)}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {paymentDetail(payment)}
                </Text>
              </Stack>
              <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAud(payment.amount)}
              </Text>
            </Group>
          ))}
          <Group justify="space-between" py={6} style={rowStyle}>
            <Text size="sm" fw={600}>
              Amount applied
            </Text>
            <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatAud(invoice.paid)}
            </Text>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
