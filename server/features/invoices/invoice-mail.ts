/**
 * Who a client's invoices are e-mailed to, and what the e-mails say: the placeholders' values for an invoice
 * (or a copy of a settled one) and the four steps of chasing what is owed, filled into their templates
 * (shared/mail-templates.ts). Plain text; every amount by `formatAud`, every date as printed.
 */
import type { InvoiceConfig } from '../../../shared/api/invoices';
import type { EscalationStep } from '../../../shared/escalation-steps';
import { defaultTemplates, type MailTemplate, type PlaceholderValues, renderTemplate, stepTemplate } from '../../../shared/mail-templates';
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

/** The bank details to pay into, with the reference to quote; empty when the business has set none. */
function howToPay(config: InvoiceConfig, reference: string): string {
  if (!config.account_number && !config.bsb && !config.account_name) return '';
  return [
    'How to pay (bank transfer):',
    `  Account name: ${config.account_name ?? config.business_name}`,
    ...(config.bsb ? [`  BSB: ${formatBsb(config.bsb)}`] : []),
    ...(config.account_number ? [`  Account number: ${config.account_number}`] : []),
    `  Reference: ${reference}`,
  ].join('\n');
}

/**
 * The placeholders' values for sending an invoice (shared/mail-templates.ts). A paid or cancelled invoice goes
 * as a copy for the client's records that says so and asks for nothing.
 */
export function invoiceValues(invoice: PrintedInvoice, link: string | null): PlaceholderValues {
  const { config } = invoice;
  const name = `${invoice.title.toLowerCase()} ${invoice.number}`;
  const state = invoice.state.state;
  const common = {
    client_name: invoice.client.name,
    business_name: config.business_name,
    invoice_number: String(invoice.number),
    invoice_count: '1 invoice',
    amount_due: formatAud(invoice.balance),
    due_date: printedDate(invoice.due_at),
    links: link ? `View it online: ${link}` : '',
  };
  if (state === 'paid' || state === 'cancelled') {
    const why =
      state === 'paid'
        ? `It has been paid in full (${formatAud(invoice.paid)}), so nothing is owed. Thank you.`
        : 'It has been cancelled: nothing is owed on it.';
    return {
      ...common,
      document: `Copy of ${name} (${state})`,
      details: `Please find attached, for your records, a copy of ${name}. ${why}`,
    };
  }
  const applied =
    invoice.paid !== 0 ? ` ${formatAud(invoice.paid)} has been applied to it, leaving ${formatAud(invoice.balance)} to pay.` : '';
  return {
    ...common,
    document: `${invoice.title} ${invoice.number}`,
    details: `Please find attached ${name} for ${formatAud(invoice.total)}, due on ${printedDate(invoice.due_at)}.${applied}`,
    how_to_pay: invoice.balance > 0 ? howToPay(config, String(invoice.number)) : '',
  };
}

/** Sending an invoice, with the template given (the default when none was edited). */
export function invoiceMail(invoice: PrintedInvoice, link: string | null, template: MailTemplate = defaultTemplates.invoice) {
  const { subject, message } = renderTemplate(template, invoiceValues(invoice, link));
  return { subject, text: message };
}

/**
 * The placeholders' values for a step of chasing: the invoices it is about (number, issued, due, balance) as a
 * table with their total, how to pay, and their links.
 */
export function escalationValues(
  client: string,
  invoices: readonly (PrintedInvoice & { link: string | null })[],
  config: InvoiceConfig,
): PlaceholderValues {
  const owing = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  const rows = [
    ['Invoice', 'Issued', 'Due', 'Balance'],
    ...invoices.map((i) => [String(i.number), printedDate(i.issued_at), printedDate(i.due_at), formatAud(i.balance)]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)) + 3);
  const lines = rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join(''));
  const links = invoices.flatMap((invoice) => (invoice.link ? [`  Invoice ${invoice.number}: ${invoice.link}`] : []));
  const numbers = invoices.map((invoice) => invoice.number).join(', ');
  const earliestDue = invoices.map((invoice) => invoice.due_at).sort()[0];
  return {
    client_name: client,
    business_name: config.business_name,
    invoice_number: numbers,
    invoice_count: `${invoices.length} invoice${invoices.length === 1 ? '' : 's'}`,
    amount_due: formatAud(owing),
    due_date: earliestDue ? printedDate(earliestDue) : '',
    details: [...lines, '', `Total owing: ${formatAud(owing)}`].join('\n'),
    how_to_pay: howToPay(config, numbers),
    links: links.length ? ['The invoices are attached, and online:', ...links].join('\n') : 'The invoices are attached.',
  };
}

/** A step of chasing, with the template given (the step's default when none was edited). */
export function escalationMail(
  step: EscalationStep,
  client: string,
  invoices: readonly (PrintedInvoice & { link: string | null })[],
  config: InvoiceConfig,
  template: MailTemplate = defaultTemplates[stepTemplate[step]],
) {
  const { subject, message } = renderTemplate(template, escalationValues(client, invoices, config));
  return { subject, text: message };
}
