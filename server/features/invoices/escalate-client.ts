/**
 * Chasing a client's unpaid invoices, one step at a time (docs/domain.md "Invoicing"): a reminder, a notice
 * to pay, a suspension warning, and suspending service. Which invoices a step takes is `chasedBy`
 * (shared/escalation.ts); each step is one e-mail to the client listing them with their PDFs, and moves them
 * forward to the step, never back.
 */
import { eq } from 'drizzle-orm';
import type { EscalationStep } from '../../../shared/escalation-steps';
import type { ChosenMail } from '../../../shared/api/send-mail';
import { stepTemplate } from '../../../shared/mail-templates';
import { chasedBy, escalationAfter, stepEscalation, stepNames } from '../../../shared/escalation';
import { type Escalation, type InvoiceState, invoiceState } from '../../../shared/invoice-states';
import { HttpError, orNotFound } from '../../platform/errors';
import { audit } from '../audit/audit';
import { lockClient } from '../clients/client-locks';
import { suspendClient } from '../clients/suspend-client';
import { queueMail } from '../mail/send-mail';
import { type DocumentDeps, printableLogo, withStoredFiles } from './invoice-documents';
import { escalationMail, invoiceLink, invoiceRecipients } from './invoice-mail';
import { invoiceFilename, renderInvoicePdf } from './invoice-pdf';
import { factsOf, type InvoiceRow } from './invoice-rows.queries';
import { findInvoice } from './invoices.queries';
import { invoices } from './invoices.table';
import { lockChasableInvoices } from './escalation.queries';
import { findInvoiceConfig } from '../settings/settings.queries';
import { findMailTemplate } from '../settings/mail-templates';
import { recipientsText } from './send-invoice';
import type { InvoiceContext } from './save-invoice';

/** The column that records when an invoice reached each step. */
const reachedAt = { reminded: 'remindedAt', notice: 'noticeAt', warning: 'warningAt', suspended: 'suspendedAt' } as const satisfies Record<
  Escalation,
  keyof typeof invoices.$inferSelect
>;

const pastTense: Record<EscalationStep, string> = {
  'send-outstanding-reminder': 'Sent a payment reminder',
  'send-notice-to-pay': 'Sent a notice to pay',
  'send-suspension-warning': 'Sent a suspension warning',
  'suspend-service': 'Suspended service',
};

/** Also which of the chased invoices to take (auto-remind takes only those due the step today). */
export type ChooseInvoices = (row: InvoiceRow, state: InvoiceState) => boolean;

/** "invoices 1042, 1043 and 3 more": the suspension's reason stays short whatever is owed. */
function numbersOf(rows: readonly InvoiceRow[]) {
  const numbers = rows.map((row) => row.invoice.number);
  const shown = numbers.slice(0, 20).join(', ');
  return numbers.length > 20 ? `${shown} and ${numbers.length - 20} more` : shown;
}

/**
 * `GET /api/clients/{id}/{step}`: 404 for no such client; 422 when none of its invoices is outstanding for the
 * step, or it has no contact to write to; otherwise one e-mail (through the outbox, with each invoice's PDF),
 * each invoice at the step (its timestamp set when it first gets there; an invoice reminded again keeps its
 * step and time), an audit entry per invoice, and for `suspend-service` the client suspended as by hand
 * (suspendClient: its notices to the client's contacts and the contractors), the reason naming the invoices.
 * Without `chosen` the e-mail goes to the client's invoice recipients with the step's template; with it (the
 * send dialog) to its To and CC with its subject and message.
 */
export async function escalateClient(
  deps: DocumentDeps,
  clientId: number,
  step: EscalationStep,
  context: InvoiceContext,
  choose: ChooseInvoices = () => true,
  chosen?: ChosenMail,
) {
  return withStoredFiles(deps, async (tx, jobs, store) => {
    const client = await lockClient(tx, clientId);
    const rows = (await lockChasableInvoices(tx, clientId)).filter((row) => {
      const state = invoiceState(factsOf(row), context.today);
      return chasedBy(step, state, row.invoice.total - row.applied) && choose(row, state);
    });
    if (rows.length === 0) throw new HttpError(422, `${client.name} has no outstanding invoices for ${stepNames[step]}.`);
    const to = chosen ? chosen.to : await invoiceRecipients(tx, clientId, client.name);
    const cc = chosen?.cc ?? [];

    const { logoFile } = await findInvoiceConfig(tx);
    const logo = await printableLogo(deps.storage, logoFile);
    const chased = [];
    const attachments = [];
    for (const row of rows) {
      const invoice = orNotFound(await findInvoice(tx, row.invoice.id, context.today));
      const storagePath = await store(await renderInvoicePdf(invoice, logo));
      attachments.push({ filename: invoiceFilename(invoice), storagePath, contentType: 'application/pdf' });
      chased.push({ ...invoice, link: row.invoice.viewToken ? invoiceLink(deps.config.appUrl, row.invoice.viewToken) : null });
    }
    const template = chosen ?? (await findMailTemplate(tx, stepTemplate[step]));
    const mail = escalationMail(step, client.name, chased, chased[0].config, template);
    await queueMail(tx, jobs, deps.config, { to, cc, ...mail, attachments });

    const now = new Date();
    for (const row of rows) {
      const before = row.invoice.escalation;
      const after = escalationAfter(before, step);
      if (after !== before)
        await tx
          .update(invoices)
          .set({ escalation: after, [reachedAt[after]]: now, updatedAt: now })
          .where(eq(invoices.id, row.invoice.id));
      await audit(tx, context.actor, {
        action: stepEscalation[step],
        subjectType: 'invoices',
        subjectId: row.invoice.id,
        description: `${pastTense[step]} for invoice #${row.invoice.number} of ${client.name} to ${recipientsText(to, cc)}`,
        changes: {
          ...(after === before ? {} : { escalation: { from: before, to: after } }),
          to,
          ...(chosen ? { cc, subject: mail.subject } : {}),
        },
      });
    }
    if (step === 'suspend-service') {
      await suspendClient(
        { db: tx, jobs, config: deps.config },
        clientId,
        { suspend_reason: `Unpaid invoices ${numbersOf(rows)}`, suspend_to: null },
        context.actor,
      );
    }
    const message = `${pastTense[step]} to ${recipientsText(to, cc)} for invoice${rows.length === 1 ? '' : 's'} ${numbersOf(rows)}.`;
    return { message, invoices: rows.map((row) => row.invoice.id) };
  });
}
