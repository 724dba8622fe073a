/**
 * The send dialog's drafts (docs/domain.md "E-mail templates"): for an invoice, a step of chasing a client, or
 * a statement, the template it would be sent with, the values of its placeholders now, the client's contacts
 * to choose from, and the PDFs to preview. Reads only: nothing is locked, made or sent.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { statementRange } from '../../../shared/api/invoices';
import type { EscalationStep } from '../../../shared/escalation-steps';
import type { MailDraft } from '../../../shared/api/send-mail';
import type { IsoDate } from '../../../shared/dates';
import { chasedBy, stepNames } from '../../../shared/escalation';
import { invoiceState } from '../../../shared/invoice-states';
import { stepTemplate } from '../../../shared/mail-templates';
import type { Db } from '../../db/client';
import { HttpError, orNotFound } from '../../platform/errors';
import { clientBillTo } from '../clients/clients.queries';
import { contactsWithEmail } from '../clients/contacts.queries';
import { findMailTemplate } from '../settings/mail-templates';
import type { DocumentDeps } from './invoice-documents';
import { escalationValues, invoiceLink, invoiceValues } from './invoice-mail';
import { invoiceFilename } from './invoice-pdf';
import { factsOf } from './invoice-rows.queries';
import { findInvoice } from './invoices.queries';
import { invoices } from './invoices.table';
import { selectChasableInvoices } from './escalation.queries';
import { statementPdf, statementValues } from './statements';

type Deps = Pick<DocumentDeps, 'db' | 'storage' | 'config'>;

/** The client's contacts with an e-mail, and who a send without the dialog goes to: its account contacts, else all. */
async function recipientsOf(db: Db, clientId: number) {
  const withEmail = await contactsWithEmail(db, clientId);
  const contacts = withEmail.map((c) => ({ name: c.name, email: c.email, account: c.type === 'account' }));
  const accounts = contacts.filter((c) => c.account);
  return { contacts, to: (accounts.length ? accounts : contacts).map((c) => c.email) };
}

/** Where the preview says the link will be, for an invoice whose link is made when it is first sent. */
const linkToCome = (appUrl: string) => invoiceLink(appUrl, '…');

const asValues = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? '']));

/** `GET /api/invoices/{id}/mail-draft`; 404 for no such invoice. */
export async function invoiceMailDraft({ db, config }: Deps, id: number, today: IsoDate): Promise<MailDraft> {
  const invoice = orNotFound(await findInvoice(db, id, today));
  const copy = invoice.state.state === 'paid' || invoice.state.state === 'cancelled';
  const [{ token }] = await db.select({ token: invoices.viewToken }).from(invoices).where(eq(invoices.id, id));
  const link = token ? invoiceLink(config.appUrl, token) : copy ? null : linkToCome(config.appUrl);
  const template = await findMailTemplate(db, 'invoice');
  return {
    ...(await recipientsOf(db, invoice.client_id)),
    cc: [],
    ...template,
    values: asValues(invoiceValues(invoice, link)),
    attachments: [{ filename: invoiceFilename(invoice), url: `/api/invoices/${id}/pdf` }],
  };
}

/** `GET /api/clients/{id}/{step}/mail-draft`: the invoices the step would take now; 422 when there are none. */
export async function escalationMailDraft({ db, config }: Deps, clientId: number, step: EscalationStep, today: IsoDate) {
  const client = orNotFound(await clientBillTo(db, clientId));
  const rows = (await selectChasableInvoices(db, clientId)).filter((row) =>
    chasedBy(step, invoiceState(factsOf(row), today), row.invoice.total - row.applied),
  );
  if (rows.length === 0) throw new HttpError(422, `${client.name} has no outstanding invoices for ${stepNames[step]}.`);
  const chased = [];
  for (const row of rows) {
    const invoice = orNotFound(await findInvoice(db, row.invoice.id, today));
    chased.push({ ...invoice, link: row.invoice.viewToken ? invoiceLink(config.appUrl, row.invoice.viewToken) : null });
  }
  const template = await findMailTemplate(db, stepTemplate[step]);
  return {
    ...(await recipientsOf(db, clientId)),
    cc: [],
    ...template,
    values: asValues(escalationValues(client.name, chased, chased[0].config)),
    attachments: chased.map((invoice) => ({ filename: invoiceFilename(invoice), url: `/api/invoices/${invoice.id}/pdf` })),
  } satisfies MailDraft;
}

/** `GET /api/clients/{id}/statement-mail-draft?from&to`; 404 for no such client. */
export async function statementMailDraft(deps: Deps, clientId: number, range: z.output<typeof statementRange>, today: IsoDate) {
  const { filename, client, statement, config } = await statementPdf(deps, clientId, range, today);
  const template = await findMailTemplate(deps.db, 'statement');
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return {
    ...(await recipientsOf(deps.db, clientId)),
    cc: [],
    ...template,
    values: asValues(statementValues(client.name, statement, config.business_name)),
    attachments: [{ filename, url: `/api/clients/${clientId}/download-statement?${query}` }],
  } satisfies MailDraft;
}
