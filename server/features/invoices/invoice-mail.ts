/**
 * Who a client's invoices are e-mailed to, and what the e-mails say: an invoice (or a copy of a settled one)
 * and the four steps of chasing what is owed. Plain text; every amount by `formatAud`, every date as printed.
 */
import type { EscalationStep, InvoiceConfig } from '../../../shared/api/invoices';
import { printedDate } from '../../../shared/date-text';
import { formatAud } from '../../../shared/money';
import { formatBsb } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { contactsWithEmail } from '../clients/contacts.queries';
import type { PrintedInvoice } from './invoice-pdf';

/**
 * The client's account contacts with an e-mail (they receive invoices and statements), else its other
 * contacts with one; 422 on `contacts` when it has none, so the office knows what to fix.
 */
export async function invoiceRecipients(db: Db, clientId: number, clientName: string): Promise<string[]> {
  const withEmail = await contactsWithEmail(db, clientId);
  const accounts = withEmail.filter((contact) => contact.type === 'account');
  const chosen = accounts.length ? accounts : withEmail;
  if (chosen.length === 0)
    throw invalid({ contacts: [`${clientName} has no contact with an e-mail address: add one to the client first.`] });
  return chosen.map((contact) => contact.email);
}

/** The client's link to the invoice, opened without a sign-in. */
export const invoiceLink = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/invoice/view/${token}`;

/** The bank details to pay into, with the reference to quote; nothing when the business has set none. */
function howToPay(config: InvoiceConfig, reference: string): string[] {
  if (!config.account_number && !config.bsb && !config.account_name) return [];
  return [
    '',
    'How to pay (bank transfer):',
    `  Account name: ${config.account_name ?? config.business_name}`,
    ...(config.bsb ? [`  BSB: ${formatBsb(config.bsb)}`] : []),
    ...(config.account_number ? [`  Account number: ${config.account_number}`] : []),
    `  Reference: ${reference}`,
  ];
}

const signOff = (config: InvoiceConfig) => ['', 'Kind regards,', config.business_name];

/**
 * Sending an invoice. A paid or cancelled invoice goes as a copy for the client's records that says so and
 * asks for nothing.
 */
export function invoiceMail(invoice: PrintedInvoice, link: string | null): { subject: string; text: string } {
  const { config } = invoice;
  const name = `${invoice.title.toLowerCase()} ${invoice.number}`;
  const state = invoice.state.state;
  const online = link ? ['', `View it online: ${link}`] : [];
  if (state === 'paid' || state === 'cancelled') {
    const why =
      state === 'paid'
        ? `It has been paid in full (${formatAud(invoice.paid)}), so nothing is owed. Thank you.`
        : 'It has been cancelled: nothing is owed on it.';
    return {
      subject: `Copy of ${name} (${state}) from ${config.business_name}`,
      text: ['Hello,', '', `Please find attached, for your records, a copy of ${name}. ${why}`, ...online, ...signOff(config)].join('\n'),
    };
  }
  const applied =
    invoice.paid !== 0 ? ` ${formatAud(invoice.paid)} has been applied to it, leaving ${formatAud(invoice.balance)} to pay.` : '';
  return {
    subject: `${invoice.title} ${invoice.number} from ${config.business_name}`,
    text: [
      'Hello,',
      '',
      `Please find attached ${name} for ${formatAud(invoice.total)}, due on ${printedDate(invoice.due_at)}.${applied}`,
      ...online,
      ...(invoice.balance > 0 ? howToPay(config, String(invoice.number)) : []),
      ...signOff(config),
    ].join('\n'),
  };
}

const stepWords: Record<EscalationStep, { subject: string; opening: (client: string) => string; closing: (client: string) => string }> = {
  'send-outstanding-reminder': {
    subject: 'Payment reminder',
    opening: () => 'This is a friendly reminder that the invoices below are overdue or part paid.',
    closing: () => 'If you have paid in the last few days, thank you, and please disregard this reminder.',
  },
  'send-notice-to-pay': {
    subject: 'Notice to pay',
    opening: () => 'Despite our reminders, the invoices below remain unpaid.',
    closing: () => 'Please pay the amount owing now, or contact our office to discuss it.',
  },
  'send-suspension-warning': {
    subject: 'Suspension warning',
    opening: () => 'The invoices below remain unpaid.',
    closing: (client) =>
      `Unless they are paid, we will suspend our cleaning service for ${client}. Please pay the amount owing or contact our office.`,
  },
  'suspend-service': {
    subject: 'Service suspended',
    opening: (client) => `Because the invoices below remain unpaid, our cleaning service for ${client} is suspended from today.`,
    closing: () => 'Please pay the amount owing and contact our office to arrange for service to resume.',
  },
};

/** A step of chasing: the invoices it is about (number, issued, due, balance), their total, how to pay, links. */
export function escalationMail(
  step: EscalationStep,
  client: string,
  invoices: readonly (PrintedInvoice & { link: string | null })[],
  config: InvoiceConfig,
) {
  const words = stepWords[step];
  const owing = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  const rows = [
    ['Invoice', 'Issued', 'Due', 'Balance'],
    ...invoices.map((i) => [String(i.number), printedDate(i.issued_at), printedDate(i.due_at), formatAud(i.balance)]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)) + 3);
  const lines = rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join(''));
  const links = invoices.flatMap((invoice) => (invoice.link ? [`  Invoice ${invoice.number}: ${invoice.link}`] : []));
  return {
    subject: `${words.subject}: ${invoices.length} invoice${invoices.length === 1 ? '' : 's'} for ${client}, ${formatAud(owing)} owing`,
    text: [
      'Hello,',
      '',
      words.opening(client),
      '',
      ...lines,
      '',
      `Total owing: ${formatAud(owing)}`,
      '',
      words.closing(client),
      ...howToPay(config, invoices.map((invoice) => invoice.number).join(', ')),
      ...(links.length ? ['', 'The invoices are attached, and online:', ...links] : ['', 'The invoices are attached.']),
      ...signOff(config),
    ].join('\n'),
  };
}
