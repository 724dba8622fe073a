/**
 * A client's statement of account as a PDF, in the invoice's look (document-pdf.ts), printed from
 * `statementOf` (shared/ledger.ts) and nothing else: the opening balance, every invoice, payment and credit in
 * the range with the running balance, the closing balance with the period's charges and payments beside it (so
 * opening + charges − payments = closing can be checked by hand), and the closing balance aged by each invoice's due
 * date. How to pay sits under the balance owing.
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

const details: Record<StatementEntry['kind'], (entry: StatementEntry) => string> = {
  invoice: ({ number }) => `Invoice ${number}`,
  payment: ({ number }) => `Payment, invoice ${number}`,
  credit: ({ number }) => `Credit applied, invoice ${number}`,
  adjustment: ({ number, note }) => `Adjustment note ${note}, invoice ${number}`,
  adjustment_credit: ({ note }) => `Already paid, to credit: ${note}`,
};

const ageLabels: Record<AgeBucket, string> = {
  current: 'Not yet due',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

/**
 * The statement's own opening words: the invoice's header (Settings) speaks of "this invoice", so a statement
 * says what it is and whom to ask, from the business's own phone and e-mail.
 */
export function statementIntro(config: Pick<InvoiceConfig, 'phone' | 'email'>, statement: Pick<Statement, 'from' | 'to'>) {
  const contact = [config.phone ? `call ${config.phone}` : null, config.email ? `e-mail ${config.email}` : null].filter(Boolean);
  return {
    title: 'Your statement of account',
    content: [
      `Every invoice, payment and credit from ${printedDate(statement.from)} to ${printedDate(statement.to)}, with the balance after each.`,
      contact.length ? `Questions about this statement? Please ${contact.join(' or ')}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** Charges and payments as positive amounts in their own columns; the running balance beside them. */
function entryRows(statement: Statement): TableRow[] {
  const charges = statement.entries.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0);
  const payments = statement.entries.filter((e) => e.amount < 0).reduce((sum, e) => sum - e.amount, 0);
  return [
    { cells: [printedDate(statement.from), 'Opening balance', '', '', formatAud(statement.opening)], strong: true },
    ...statement.entries.map((entry) => ({
      cells: [
        printedDate(entry.date),
        details[entry.kind](entry),
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
  const intro = statementIntro(config, statement);
  textBlock(pdf, intro.title, intro.content);
  // How to pay sits with the balance owing, on the first page: at the end it could be left alone on a page of
  // its own, and the footer's words about "the account" read after it.
  const bank = bankTransfer(config, 'The invoice numbers you are paying', null);
  if (bank && owing.label === 'Balance owing' && owing.amount > 0) paymentDetails(pdf, bank);
  textBlock(pdf, config.footer_title, config.footer_content);

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

  textBlock(pdf, 'What is owed, by age', `Each invoice's balance at ${printedDate(statement.to)}, by the days since it fell due.`);
  const aged = ageBuckets.map((bucket) => statement.aged[bucket]);
  table(
    pdf,
    [
      ...ageBuckets.map((bucket) => ({ title: ageLabels[bucket], align: 'right' as const, width: 72 })),
      { title: 'Total owing', align: 'right' },
    ],
    [{ cells: [...aged.map(formatAud), formatAud(aged.reduce((sum, cents) => sum + cents, 0))], strong: true }],
  );
  return finishPdf(pdf, `${businessFooter(config)} · Statement for ${client.name}`);
}
