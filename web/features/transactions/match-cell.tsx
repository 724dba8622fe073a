import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconUnlink, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Transaction } from '../../../shared/api/transactions';
import { strongMatch } from '../../../shared/matching';
import { formatAud } from '../../../shared/money';
import { confirmDelete } from '../../components/confirm';
import { disconnectLink, disconnectPayRun, updateTransaction } from './api';

/**
 * What a line is matched to (each with Disconnect), and its suggestion with the percentage, reasons, Confirm and
 * Dismiss. A line of a completed quarter (`locked`) offers neither Disconnect nor Confirm: both would be refused.
 */
export function MatchCell({ transaction, locked = false }: { transaction: Transaction; locked?: boolean }) {
  const linkedInvoices = transaction.invoices.filter((i) => i.confirmed);
  const linkedExpenses = transaction.expenses.filter((e) => e.confirmed);
  const linkedVendorInvoices = transaction.vendor_invoices.filter((v) => v.confirmed);
  const linkedPayRuns = transaction.pay_runs.filter((r) => r.confirmed);
  const suggested = transaction.confidence !== null;
  const disconnect = (tag: 'invoices' | 'expenses' | 'credits' | 'vendor-invoices', id: number, what: string) =>
    confirmDelete(`the link to ${what}`, () => disconnectLink(transaction.id, tag, id));
  const open = !locked;

  return (
    <Stack gap={4}>
      {linkedInvoices.map((invoice) => (
        <Link
          key={`i${invoice.id}`}
          text={`Invoice ${invoice.number} · ${invoice.client} · ${formatAud(invoice.amount)}`}
          onDisconnect={open && (() => disconnect('invoices', invoice.id, `invoice ${invoice.number}`))}
        />
      ))}
      {transaction.credits.map((credit) => (
        <Link
          key={`c${credit.id}`}
          text={`Credit to ${credit.name} · ${formatAud(credit.pivot.amount)}`}
          onDisconnect={open && (() => disconnect('credits', credit.id, `${credit.name}’s credit`))}
        />
      ))}
      {linkedExpenses.map((expense) => (
        <Link
          key={`e${expense.id}`}
          text={`Expense ${expense.description} · ${formatAud(expense.amount)}`}
          onDisconnect={open && (() => disconnect('expenses', expense.id, `expense ${expense.description}`))}
        />
      ))}
      {linkedVendorInvoices.map((v) => (
        <Link
          key={`v${v.id}`}
          text={vendorInvoiceText(v)}
          onDisconnect={open && (() => disconnect('vendor-invoices', v.id, `vendor invoice ${v.number}`))}
        />
      ))}
      {linkedPayRuns.map((r) => (
        <Link
          key={`r${r.week}`}
          text={payRunText(r)}
          onDisconnect={
            open && (() => confirmDelete(`the link to the pay run of ${dateText(r.week)}`, () => disconnectPayRun(transaction.id, r.week)))
          }
        />
      ))}
      {suggested && <Suggestion transaction={transaction} locked={locked} />}
    </Stack>
  );
}

/** Number, who sent it (the vendor, else the contractor) and its total. */
const vendorInvoiceText = (v: Transaction['vendor_invoices'][number]) =>
  `Vendor invoice ${v.number} · ${v.vendor ?? v.contractor} · ${formatAud(v.amount)}`;

const dateText = (date: string) => dayjs(date).format('D MMM YYYY');

/** The run's week (and the payee, for one transfer) and its recorded net; what the line gave when it differs. */
function payRunText(r: Transaction['pay_runs'][number]) {
  const differs = r.amount !== r.total ? ` · bank ${formatAud(r.amount)}` : '';
  return `Pay run ${dateText(r.week)}${r.payee ? ` · ${r.payee}` : ''} · ${formatAud(r.total)}${differs}`;
}

/** Suggested invoices; several of one client (a payment of 2 to 8 at once) name the client and the sum once. */
function suggestedInvoices(invoices: Transaction['invoices']): string[] {
  const clients = new Set(invoices.map((i) => i.client));
  if (invoices.length < 2 || clients.size > 1) return invoices.map((i) => `Invoice ${i.number} · ${i.client} · ${formatAud(i.amount)}`);
  const sum = invoices.reduce((s, i) => s + i.amount, 0);
  return [
    `${invoices.length} invoices · ${invoices[0].client} · ${formatAud(sum)}`,
    ...invoices.map((i) => `Invoice ${i.number} · ${formatAud(i.amount)}`),
  ];
}

/** `onDisconnect` false: the link stays (a completed quarter's). */
function Link({ text, onDisconnect }: { text: string; onDisconnect: false | (() => void) }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{text}</Text>
      {onDisconnect && (
        <Tooltip label="Disconnect">
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Disconnect ${text}`} onClick={onDisconnect}>
            <IconUnlink size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function Suggestion({ transaction, locked }: { transaction: Transaction; locked: boolean }) {
  const confidence = transaction.confidence ?? 0;
  const strong = confidence >= strongMatch;
  const what = [
    ...suggestedInvoices(transaction.invoices.filter((i) => !i.confirmed)),
    ...transaction.expenses.filter((e) => !e.confirmed).map((e) => `Expense ${e.description} · ${formatAud(e.amount)}`),
    ...transaction.vendor_invoices.filter((v) => !v.confirmed).map(vendorInvoiceText),
    ...transaction.pay_runs.filter((r) => !r.confirmed).map(payRunText),
    ...(transaction.expense
      ? [
          `${transaction.expense.document_id ? 'New expense from the receipt' : 'New expense'} ${transaction.expense.description} · ${formatAud(transaction.expense.amount)}`,
        ]
      : []),
  ];
  return (
    <Paper withBorder p={6} radius="sm" bg={strong ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-orange-light)'}>
      <Stack gap={4}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color={strong ? 'teal' : 'orange'} variant="filled" aria-label={`Suggested match, ${confidence} %`}>
              {confidence} %
            </Badge>
            <Text size="sm" fw={500}>
              {strong ? 'Strong match' : 'Suggested'}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {!locked && (
              <Button
                size="compact-xs"
                leftSection={<IconCheck size={12} />}
                onClick={() => void updateTransaction(transaction.id, { confirm: true })}
              >
                Confirm
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconX size={12} />}
              onClick={() => void updateTransaction(transaction.id, { dismiss: true })}
            >
              Dismiss
            </Button>
          </Group>
        </Group>
        {what.map((text) => (
          <Text key={text} size="sm">
            {text}
          </Text>
        ))}
        {/* Darker than dimmed: read on the box's tint, dimmed text falls short of 4.5:1. */}
        <Text size="xs" c="gray.8">
          {transaction.reasons.join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}
