/**
 * A client's statement of account for a date range (docs/domain.md "Invoicing"): `statementOf`
 * (shared/ledger.ts) over the invoices the client was issued, as a PDF to download or e-mailed through the
 * outbox with that PDF attached.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Sent } from '../../../shared/api/recipients';
import type { ChosenMail } from '../../../shared/api/send-mail';
import { type PlaceholderValues, renderTemplate } from '../../../shared/mail-templates';
import { adjustmentNoteNumber, type statementRange, type StatementSendInput } from '../../../shared/api/invoices';
import type { IsoDate } from '../../../shared/dates';
import { owingLabel, owingOf, type Statement, type StatementInvoice, statementOf } from '../../../shared/ledger';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { orNotFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { clientBillTo } from '../clients/clients.queries';
import { recipientAddresses } from '../clients/recipients';
import { queueMail } from '../mail/send-mail';
import { findMailTemplate } from '../settings/mail-templates';
import { recipientsText } from './send-invoice';
import { type DocumentDeps, printedBusiness, withStoredFiles } from './invoice-documents';
import { notesOfInvoices } from './adjustment-notes.queries';
import { issuedInvoiceSql } from './invoice-money.sql';
import { paymentsOf } from './invoice-rows.queries';
import { statementCredits } from './client-credit.queries';
import { invoices } from './invoices.table';
import { renderStatementPdf, statementFilename } from './statement-pdf';
import { fullDayText, printedDate } from '../../../shared/date-text';

type Range = z.output<typeof statementRange>;

/**
 * The invoices a statement is made of: each one the client was issued (sent, or a cash visit's), never a
 * draft and never a cancelled one, with all its payments and adjustment notes; `statementOf` sorts them into the range.
 */
async function statementInvoices(db: Db, clientId: number): Promise<StatementInvoice[]> {
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, issued_at: invoices.issuedAt, due_at: invoices.dueDate, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), issuedInvoiceSql))
    .orderBy(asc(invoices.number));
  const paid = await paymentsOf(
    db,
    rows.map((row) => row.id),
  );
  const notes = await notesOfInvoices(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    payments: paid.filter((p) => p.invoiceId === row.id).map((p) => ({ amount: p.amount, paid_at: p.paidAt, source: p.source })),
    adjustments: notes
      .filter((n) => n.invoiceId === row.id)
      .map((n) => ({ number: adjustmentNoteNumber(n.number), issued_at: n.issuedAt, total: n.total, applied: n.applied })),
  }));
}

/** The e-mail's line on what is owed: the balance owing, or the credit the client is in. */
function owingSentence(owing: number, day: string): string {
  const { label, amount } = owingLabel(owing);
  return label === 'In credit'
    ? `At ${day} the account was ${formatAud(amount)} in credit.`
    : `The balance owing at ${day} was ${formatAud(amount)}.`;
}

/** The placeholders' values for a statement (shared/mail-templates.ts). */
export function statementValues(client: string, statement: Statement, businessName: string): PlaceholderValues {
  const owing = owingOf([statement.closing], statement.credit_held);
  return {
    client_name: client,
    business_name: businessName,
    period: `${printedDate(statement.from)} to ${printedDate(statement.to)}`,
    amount_due: formatAud(owingLabel(owing).amount),
    details: owingSentence(owing, printedDate(statement.to)),
  };
}

/** The statement's PDF; 404 for no such client. */
export async function statementPdf(deps: Pick<DocumentDeps, 'db' | 'storage'>, clientId: number, range: Range, today: IsoDate) {
  const client = orNotFound(await clientBillTo(deps.db, clientId));
  const statement = statementOf(
    await statementInvoices(deps.db, clientId),
    range.from,
    range.to,
    await statementCredits(deps.db, clientId),
  );
  const { config, logo } = await printedBusiness(deps.db, deps.storage);
  const pdf = await renderStatementPdf({ statement, client, config, logo, issuedOn: today });
  return { pdf, filename: statementFilename(client, statement), client, statement, config };
}

/**
 * `POST /api/clients/{id}/send-statement`: the client first (404), then the recipients (422 on `users` or
 * `custom`); the PDF is stored, and the outbox row that attaches it commits with the audit entry.
 */
export async function sendStatement(
  deps: DocumentDeps,
  clientId: number,
  input: StatementSendInput & Range & { mail?: ChosenMail },
  actor: Actor,
  today: IsoDate,
): Promise<Sent> {
  const { pdf, filename, client, statement, config } = await statementPdf(deps, clientId, input, today);
  const chosen = input.mail;
  const to = chosen ? chosen.to : await recipientAddresses(deps.db, clientId, input);
  const cc = chosen?.cc ?? [];
  await withStoredFiles(deps, async (tx, jobs, store) => {
    const storagePath = await store(pdf);
    const template = chosen ?? (await findMailTemplate(tx, 'statement'));
    const { subject, message } = renderTemplate(template, statementValues(client.name, statement, config.business_name));
    await queueMail(tx, jobs, deps.config, {
      to,
      cc,
      subject,
      text: message,
      attachments: [{ filename, storagePath, contentType: 'application/pdf' }],
    });
    await audit(tx, actor, {
      action: 'email',
      subjectType: 'clients',
      subjectId: clientId,
      description: `E-mailed the statement of ${client.name} for ${fullDayText(statement.from)} – ${fullDayText(statement.to)} to ${recipientsText(to, cc)}`,
      changes: { from: statement.from, to: statement.to, recipients: to, ...(chosen ? { cc, subject } : {}) },
    });
  });
  const count = to.length + cc.length;
  return { message: `Statement sent to ${count} recipient${count === 1 ? '' : 's'}.`, to };
}
