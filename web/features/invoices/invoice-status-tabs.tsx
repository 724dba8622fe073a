import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { InvoiceListSummary, InvoiceTab } from '../../../shared/api/invoices';
import { invoiceTabs } from '../../../shared/api/invoices';
import type { InvoiceStateFilter } from '../../../shared/invoice-states';
import { formatAud } from '../../../shared/money';

export const invoiceTabLabels: Record<InvoiceTab, string> = {
  open: 'Draft',
  unpaid: 'Awaiting payment',
  past_due: 'Overdue',
  paid: 'Paid',
  all: 'All',
};

/** What each tab's sum is: drafts, paid and all their totals; the owing tabs what is still due on them. */
const sumOf = (tab: InvoiceTab, figures: InvoiceListSummary['tabs'][InvoiceTab]) =>
  tab === 'unpaid' || tab === 'past_due' ? `${formatAud(figures.due)} due` : formatAud(figures.total);

/** The tab a state filter is, or null for a filter no tab is (one typed into the address, e.g. `cancelled`). */
export const tabOfState = (state: InvoiceStateFilter | null | undefined): InvoiceTab | null =>
  state ? (invoiceTabs.find((tab) => tab === state) ?? null) : 'all';

type Props = {
  summary: InvoiceListSummary | undefined;
  state: InvoiceStateFilter | null | undefined;
  onState: (state: InvoiceStateFilter | null) => void;
};

/**
 * The list's status tabs, each with how many invoices it holds and their sum (counted by the server over every
 * page). Buttons that wrap: on a phone every tab stays in sight, none behind a swipe.
 */
export function InvoiceStatusTabs({ summary, state, onState }: Props) {
  const active = tabOfState(state);
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Invoice status">
      {invoiceTabs.map((tab) => {
        const figures = summary?.tabs[tab];
        const pressed = tab === active;
        return (
          <Button
            key={tab}
            variant={pressed ? 'light' : 'default'}
            aria-pressed={pressed}
            h="auto"
            py={6}
            px="sm"
            style={{ flex: '1 1 auto' }}
            onClick={() => onState(tab === 'all' ? null : tab)}
          >
            <Stack gap={0} align="flex-start">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} c={pressed ? undefined : 'dark'}>
                  {invoiceTabLabels[tab]}
                </Text>
                <Badge size="sm" variant={pressed ? 'filled' : 'light'} color={tab === 'past_due' ? 'orange' : 'blue'} circle={false}>
                  {figures ? figures.count : '…'}
                </Badge>
              </Group>
              <Box>
                <Text size="xs" c={pressed ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {figures ? sumOf(tab, figures) : '\u00a0'}
                </Text>
              </Box>
            </Stack>
          </Button>
        );
      })}
    </Group>
  );
}
