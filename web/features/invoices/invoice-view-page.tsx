import { Alert, Box, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileOff, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import type { PublicInvoice } from '../../../shared/api/invoices';
import { compareDates } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import { businessToday } from '../../lib/business-day';
import { formatDate } from '../../lib/format';
import { AdjustmentNotesCard } from './adjustment-notes-card';
import { usePublicInvoice } from './api';
import { InvoiceSheet } from './invoice-sheet';

/** One line above the document saying where the invoice stands, in the client's words. */
function Standing({ invoice }: { invoice: PublicInvoice }) {
  const state = invoice.state.state;
  if (state === 'paid') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />}>
        Paid in full. Thank you.
      </Alert>
    );
  }
  if (state === 'cancelled') {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />}>
        This invoice was cancelled: nothing is owed on it.
      </Alert>
    );
  }
  if (invoice.balance <= 0) return null;
  const late = state !== 'cash' && compareDates(invoice.due_at, businessToday()) < 0;
  return (
    <Alert color={late ? 'orange' : 'blue'} icon={<IconInfoCircle size={18} />}>
      {formatAud(invoice.balance)} {late ? 'was due' : 'is due'} on {formatDate(invoice.due_at)}.
    </Alert>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box bg="gray.1" mih="100vh" py={{ base: 'sm', sm: 'xl' }}>
      <Container component="main" size={860} px={{ base: 'xs', sm: 'md' }}>
        {children}
      </Container>
    </Box>
  );
}

/**
 * /invoice/view/{token}: the invoice as its client reads it from the e-mailed link, with no sign-in:
 * the document, where it stands and its PDF. Opening it marks it seen (the server's part).
 */
export function InvoiceViewPage() {
  const token = useParams().token ?? '';
  const { data: invoice, isLoading } = usePublicInvoice(token);

  useEffect(() => {
    if (invoice) document.title = `${invoice.title} ${invoice.number} from ${invoice.config.business_name}`;
  }, [invoice]);

  if (isLoading) {
    return (
      <Frame>
        <Center py={80}>
          <Loader size="sm" />
        </Center>
      </Frame>
    );
  }
  if (!invoice) {
    return (
      <Frame>
        <Center py={80}>
          <Stack align="center" gap="xs" maw={420} ta="center">
            <IconFileOff size={40} color="var(--mantine-color-gray-6)" />
            <Title order={1} size="h3">
              This invoice link does not work
            </Title>
            <Text c="dimmed">
              The link may be incomplete or no longer valid. Please check that the whole link from the e-mail was opened, or ask the
              business that sent it for a new one.
            </Text>
          </Stack>
        </Center>
      </Frame>
    );
  }
  return (
    <Frame>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={600} c="dimmed" size="sm">
            {invoice.title} {invoice.number} from {invoice.config.business_name}
          </Text>
          <Button component="a" href={invoice.pdf} download leftSection={<IconDownload size={16} />}>
            Download PDF
          </Button>
        </Group>
        <Standing invoice={invoice} />
        <InvoiceSheet
          invoice={invoice}
          totals={{
            subtotal: invoice.amount,
            tax: invoice.tax,
            total: invoice.total,
            paid: invoice.paid,
            // What adjustment notes took off: the rest of the difference between total and balance (decision 031).
            adjusted: invoice.total - invoice.paid - invoice.balance,
            balance: invoice.balance,
          }}
        />
        <AdjustmentNotesCard notes={invoice.adjustment_notes} />
      </Stack>
    </Frame>
  );
}
