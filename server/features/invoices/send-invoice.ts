/**
 * Sending an invoice and the client opening it (docs/domain.md "Invoicing"). Sending e-mails the PDF and the
 * client's link through the outbox; the invoice's delivery (sending → sent) is then read from that outbox row
 * (deliverySql), and `seen` from the link's first opening without a staff session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Invoice, PublicInvoice } from '../../../shared/api/invoices';
import type { ChosenMail } from '../../../shared/api/send-mail';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { randomToken } from '../../platform/crypto';
import { invalid, notFound, orNotFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { audit } from '../audit/audit';
import { queueMail } from '../mail/send-mail';
import { findMailTemplate } from '../settings/mail-templates';
import { adjustmentNoteDocument } from './adjustment-note-document';
import { type DocumentDeps, renderPresentedInvoice, withStoredFiles } from './invoice-documents';
import { invoiceLink, invoiceMail, invoiceRecipients } from './invoice-mail';
import { invoiceFilename } from './invoice-pdf';
import { findInvoice } from './invoices.queries';
import { invoices } from './invoices.table';
import { lockClientMoney } from './client-money-lock';
import { applyWaitingCredit } from './transaction-payments';
import { type InvoiceContext, loadForAction } from './save-invoice';

/** 43 characters: long enough that the outbox shows the link's token as [hidden] to all but administrators (decision 003). */
const linkTokenBytes = 32;

/**
 * `GET /api/invoices/{id}/send`: one e-mail to the client's invoice recipients with the PDF attached and the
 * link; the link's token is made at the first send and kept. The PDF is rendered on the locked invoice inside
 * the transaction, so what is attached is what was committed. A paid or cancelled invoice is sent as a copy
 * that says so and changes nothing on the invoice (its last sent, PDF and delivery stay those of the real send).
 * An invoice with no lines is refused: an empty invoice is a slip, never something to send a client.
 * Without `chosen` it goes to the client's invoice recipients with the invoice template; with it (the send
 * dialog, `POST`) to its To and CC, its subject and message filled as the template's would be.
 * Answers the toast's message.
 */
export async function sendInvoice(deps: DocumentDeps, id: number, context: InvoiceContext, chosen?: ChosenMail): Promise<string> {
  return withStoredFiles(deps, async (tx, jobs, store) => {
    // Sending applies the client's waiting credit: its money lock comes before the invoice's (client-money-lock.ts).
    await lockClientMoney(tx, { invoiceIds: [id] });
    const row = await loadForAction(tx, id, 'send', context);
    const invoice = orNotFound(await findInvoice(tx, id, context.today));
    const to = chosen ? chosen.to : await invoiceRecipients(tx, invoice.client_id, invoice.client.name);
    const cc = chosen?.cc ?? [];
    const copy = invoice.state.state === 'paid' || invoice.state.state === 'cancelled';
    if (!copy && invoice.lines.length === 0) throw invalid({ lines: ['Add a line to the invoice before sending it.'] });
    const token = row.invoice.viewToken ?? (copy ? null : randomToken(linkTokenBytes));
    const pdfPath = await store(await renderPresentedInvoice(tx, deps.storage, invoice));
    const template = chosen ?? (await findMailTemplate(tx, 'invoice'));
    const mail = invoiceMail(invoice, token ? invoiceLink(deps.config.appUrl, token) : null, template);
    const mailId = await queueMail(tx, jobs, deps.config, {
      to,
      cc,
      ...mail,
      attachments: [{ filename: invoiceFilename(invoice), storagePath: pdfPath, contentType: 'application/pdf' }],
    });
    if (!copy)
      await tx
        .update(invoices)
        .set({ mailId, lastSent: new Date(), viewToken: token, pdfPath, updatedAt: new Date() })
        .where(eq(invoices.id, id));
    // Credit the client has from the bank goes to their next invoices: this one, now that it is issued.
    if (!copy) await applyWaitingCredit(tx, { clientId: invoice.client_id, paidOn: context.today }, context.actor);
    const what = copy ? `a copy of ${invoice.state.state} invoice #${invoice.number}` : `invoice #${invoice.number}`;
    await audit(tx, context.actor, {
      action: 'send',
      subjectType: 'invoices',
      subjectId: id,
      description: `Sent ${what} to ${recipientsText(to, cc)}`,
      changes: { to, copy, ...(chosen ? { cc, subject: mail.subject } : {}) },
    });
    return `${copy ? 'A copy of invoice' : 'Invoice'} #${invoice.number} sent to ${recipientsText(to, cc)}.`;
  });
}

/** "a@x.com, b@y.com (CC c@z.com)". */
export const recipientsText = (to: readonly string[], cc: readonly string[]) =>
  `${to.join(', ')}${cc.length ? ` (CC ${cc.join(', ')})` : ''}`;

async function invoiceOfToken(db: Db, token: string) {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.viewToken, token));
  if (!row) throw notFound();
  return row.id;
}

/**
 * The client opened the link: the first opening without a staff session records `seen_at`, audited as the
 * client's doing. A signed-in user's look (the office previewing what the client sees) records nothing.
 */
async function recordOpening(db: Db, id: number, signedIn: boolean, today: IsoDate) {
  if (signedIn) return;
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .update(invoices)
      .set({ seenAt: new Date() })
      .where(and(eq(invoices.id, id), isNull(invoices.seenAt)))
      .returning({ number: invoices.number });
    if (!opened) return;
    const invoice = orNotFound(await findInvoice(tx, id, today));
    await audit(
      tx,
      { userId: null, originalUserId: null, userName: invoice.client.name },
      {
        action: 'seen',
        subjectType: 'invoices',
        subjectId: id,
        description: `${invoice.client.name} opened invoice #${opened.number} from the e-mailed link`,
      },
    );
  });
}

/** `GET /api/invoice-view/{token}`: the invoice as its client reads it, with its PDF's address; 404 for an unknown token. */
export async function viewInvoice(db: Db, token: string, signedIn: boolean, today: IsoDate): Promise<PublicInvoice> {
  const id = await invoiceOfToken(db, token);
  await recordOpening(db, id, signedIn, today);
  const { actions, visits, time_to_pay, ...invoice } = orNotFound(await findInvoice(db, id, today));
  const link = `/api/invoice-view/${encodeURIComponent(token)}`;
  return {
    ...asTheClientReadsIt(invoice),
    pdf: `${link}/pdf`,
    adjustment_notes: invoice.adjustment_notes.map((note) => ({ ...note, pdf: `${link}/adjustment-notes/${note.id}/pdf` })),
  };
}

/** `GET /api/invoice-view/{token}/adjustment-notes/{id}/pdf`: a note of the link's invoice, as the client was sent it. */
export async function viewAdjustmentNotePdf(db: Db, storage: Storage, token: string, noteId: number) {
  return adjustmentNoteDocument(db, storage, noteId, { invoiceId: await invoiceOfToken(db, token) });
}

/**
 * A cancelled invoice is owed by nobody: its link says so, as its PDF does ("Nothing owed"), and gives no bank
 * details to pay into. The office's own views keep the ledger's figures.
 */
function asTheClientReadsIt<T extends Pick<Invoice, 'state' | 'balance' | 'config'>>(invoice: T): T {
  if (invoice.state.state !== 'cancelled') return invoice;
  return { ...invoice, balance: 0, config: { ...invoice.config, account_name: null, bsb: null, account_number: null } };
}

/**
 * `GET /api/invoice-view/{token}/pdf`: rendered afresh, so it says what the page beside it says (paid once it
 * is paid); the PDF as sent stays attached to its e-mail in the outbox and at `pdf_path`.
 */
export async function viewInvoicePdf(db: Db, storage: Storage, token: string, signedIn: boolean, today: IsoDate) {
  const id = await invoiceOfToken(db, token);
  await recordOpening(db, id, signedIn, today);
  const invoice = orNotFound(await findInvoice(db, id, today));
  return { pdf: await renderPresentedInvoice(db, storage, invoice), filename: invoiceFilename(invoice) };
}
