/**
 * A client's statement of account as a PDF, in the invoice's look (document-pdf.ts), printed from
 * `statementOf` (shared/ledger.ts) and nothing else: the opening balance, every invoice, payment and credit in
 * the range with the running balance, the closing balance with the period's charges and payments beside it (so
 * opening + charges − payments = closing can be checked by hand), and the closing balance aged by invoice.
 */
import type { BillTo, InvoiceConfig } from '../../../shared/api/invoices';
import { printedDate } from '../../../shared/date-text';
import type { IsoDate } from '../../../shared/dates';
import { addressLines, bankTransfer } from '../../../shared/invoice-document';
import { type AgeBucket, ageBuckets, owingLabel, owingOf, type Statement, type StatementEntry } from '../../../shared/ledger';
import { formatAud } from '../../../shared/money';
import {
  businessFooter,
  finishPdf,
  letterhead,
  type Logo,
  partyAndSummary,
  paymentDetails,
  slug,
  startPdf,
  table,
  type TableRow,
  textBlock,
} from './document-pdf';

export type StatementPdfInput = { statement: Statement; client: BillTo; config: InvoiceConfig; logo: Logo | null; issuedOn: IsoDate };

export const statementFilename = (client: Pick<BillTo, 'name'>, statement: Pick<Statement, 'from' | 'to'>) =>
  `statement-${slug(client.name)}-${statement.from}-${statement.to}.pdf`;

const details: Record<StatementEntry['kind'], (number: number) => string> = {
  invoice: (number) => `Invoice ${number}`,
  payment: (number) => `Payment, invoice ${number}`,
  credit: (number) => `Credit applied, invoice ${number}`,
};

const ageLabels: Record<AgeBucket, string> = { current: 'Current', '30': '30–59 days', '60': '60–89 days', '90+': '90 days and over' };

/** Charges and payments as positive amounts in their own columns; the running balance beside them. */
function entryRows(statement: Statement): TableRow[] {
  const charges = statement.entries.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0);
  const payments = statement.entries.filter((e) => e.amount < 0).reduce((sum, e) => sum - e.amount, 0);
  return [
    { cells: [printedDate(statement.from), 'Opening balance', '', '', formatAud(statement.opening)], strong: true },
    ...statement.entries.map((entry) => ({
      cells: [
        printedDate(entry.date),
        details[entry.kind](entry.number),
        entry.amount > 0 ? formatAud(entry.amount) : '',
        entry.amount < 0 ? formatAud(-entry.amount) : '',
        formatAud(entry.balance),
      ],
    })),
    {
      cells: [printedDate(statement.to), 'Closing balance', formatAud(charges), formatAud(payments), formatAud(statement.closing)],
      strong: true,
      tinted: true,
    },
    ...(statement.credit_held > 0
      ? [{ cells: ['', 'Less credit held', '', '', formatAud(-statement.credit_held)] }, owingRow(statement)]
      : []),
  ];
}

/** The last line when credit is held: the balance owing, or what the client is in credit by. */
function owingRow(statement: Statement) {
  const owing = owingLabel(owingOf([statement.closing], statement.credit_held));
  return { cells: [printedDate(statement.to), owing.label, '', '', formatAud(owing.amount)], strong: true };
}

export async function renderStatementPdf({ statement, client, config, logo, issuedOn }: StatementPdfInput): Promise<Buffer> {
  const pdf = startPdf({
    title: `Statement of account: ${client.name}, ${statement.from} to ${statement.to}`,
    author: config.business_name,
  });
  letterhead(pdf, config, logo, 'Statement', [
    ['Statement date', printedDate(issuedOn)],
    ['Period from', printedDate(statement.from)],
    ['Period to', printedDate(statement.to)],
  ]);
  const owing = owingLabel(owingOf([statement.closing], statement.credit_held));
  const note =
    statement.credit_held > 0
      ? `At ${printedDate(statement.to)}, less ${formatAud(statement.credit_held)} credit held`
      : `At ${printedDate(statement.to)}`;
  partyAndSummary(
    pdf,
    { heading: 'Account', name: client.name, lines: addressLines(client) },
    { label: owing.label, amount: formatAud(owing.amount), note },
  );
  textBlock(pdf, config.header_title, config.header_content);

  const money = (title: string) => ({ title, align: 'right' as const, width: 78 });
  table(
    pdf,
    [
      { title: 'Date', align: 'left', width: 72 },
      { title: 'Details', align: 'left' },
      money('Charges'),
      money('Payments'),
      money('Balance'),
    ],
    entryRows(statement),
  );

  textBlock(pdf, 'What is owed, by age', `Each invoice's balance at ${printedDate(statement.to)}, by the days since it was issued.`);
  const aged = ageBuckets.map((bucket) => statement.aged[bucket]);
  table(
    pdf,
    [
      ...ageBuckets.map((bucket) => ({ title: ageLabels[bucket], align: 'right' as const, width: 80 })),
      { title: 'Total owing', align: 'right' },
    ],
    [{ cells: [...aged.map(formatAud), formatAud(aged.reduce((sum, cents) => sum + cents, 0))], strong: true }],
  );
  const bank = bankTransfer(config, 'The invoice numbers you are paying', null);
  if (bank && owing.label === 'Balance owing' && owing.amount > 0) paymentDetails(pdf, bank);
  textBlock(pdf, config.footer_title, config.footer_content);
  return finishPdf(pdf, `${businessFooter(config)} · Statement for ${client.name}`);
}
