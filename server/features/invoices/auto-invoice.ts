/**
 * The auto-invoice run (docs/domain.md "Auto-invoice"), nightly and on demand (`POST /api/invoices/auto`):
 * - a client on terms with auto-invoice gets one invoice per period that ended before `until`
 *   (`planPeriodInvoices` in shared/invoice-periods.ts says which and with which visits), issued the day after
 *   the period with the client's terms;
 * - a cash client gets one `cash` invoice per billable visit due before `until`, issued on the visit's date with
 *   no terms, and the cash already collected on it as its payment.
 * Invoices are made as drafts by `insertInvoice` (lines, totals, number, visits invoiced). Idempotent: the
 * period key is unique and a visit is invoiced once; each batch of clients is one transaction holding their
 * rows' locks (clients/client-locks.ts), so a second run at the same time waits and then finds nothing to do.
 * Every invoice made is audited.
 */
import { eq, inArray } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../shared/dates';
import { periodKeyOf, planPeriodInvoices } from '../../../shared/invoice-periods';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../activity/audit';
import { type BilledClient, clientsToAutoInvoice } from '../clients/billing.queries';
import { lockClients } from '../clients/client-locks';
import { type BillableVisit, billableVisits } from '../schedules/invoicing.queries';
import { recordCashPayment } from './cash-payments';
import { lastInvoicedPeriods } from './invoice-periods.queries';
import { invoices } from './invoices.table';
import { insertInvoice } from './save-invoice';

export type AutoInvoiceOptions = { until: IsoDate; actor: Actor; clientIds?: readonly number[] };
export type AutoInvoiceCounts = { created: number; cash: number };

/** Clients per transaction: the locks stay short, and a thousand clients take ten round trips of planning. */
const CLIENTS_PER_BATCH = 100;

export async function autoInvoice(db: Db, options: AutoInvoiceOptions): Promise<AutoInvoiceCounts> {
  const candidates = await clientsToAutoInvoice(db, options.clientIds);
  const counts: AutoInvoiceCounts = { created: 0, cash: 0 };
  for (let start = 0; start < candidates.length; start += CLIENTS_PER_BATCH) {
    const batch = candidates.slice(start, start + CLIENTS_PER_BATCH);
    const made = await db.transaction((tx) => invoiceBatch(tx, batch, options));
    counts.created += made.created;
    counts.cash += made.cash;
  }
  return counts;
}

type Made = { id: number; client: BilledClient; what: string };

async function invoiceBatch(db: Db, batch: readonly BilledClient[], options: AutoInvoiceOptions): Promise<AutoInvoiceCounts> {
  const ids = batch.map((client) => client.id);
  await lockClients(db, ids);
  // Read under the locks: a run that waited for another sees what that one made.
  const last = await lastInvoicedPeriods(db, ids);
  const visits = await billableVisits(db, { clientIds: ids, to: addDays(options.until, -1) });
  const made: Made[] = [];
  for (const client of batch) {
    const own = visits.filter((visit) => visit.clientId === client.id);
    if (client.paymentMethod === 'cash') made.push(...(await cashInvoices(db, client, own, options.actor)));
    else made.push(...(await periodInvoices(db, client, own, last.get(client.id) ?? null, options)));
  }
  if (made.length > 0) {
    const numbers = new Map((await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, made.map((m) => m.id)))).map((r) => [r.id, r.number]));
    for (const { id, client, what } of made) {
      await audit(db, options.actor, { action: 'create', subjectType: 'invoices', subjectId: id, description: `Auto-invoiced ${client.name}: invoice #${numbers.get(id)} ${what}` });
    }
  }
  const cash = made.filter((m) => m.client.paymentMethod === 'cash').length;
  return { created: made.length - cash, cash };
}

async function periodInvoices(db: Db, client: BilledClient, visits: BillableVisit[], lastStart: IsoDate | null, options: AutoInvoiceOptions): Promise<Made[]> {
  if (client.invoiceStart === null) return [];
  const plans = planPeriodInvoices({ schedule: client.invoiceSchedule, invoiceStart: client.invoiceStart }, lastStart, visits, options.until);
  const made: Made[] = [];
  for (const plan of plans) {
    const period = { key: periodKeyOf(client.id, plan.period), ...plan.period };
    const id = await insertInvoice(db, { clientId: client.id, issuedAt: plan.issuedAt, terms: client.paymentTerms, period, visitIds: plan.visitIds }, options.actor);
    made.push({ id, client, what: `for ${plan.period.start} to ${plan.period.end} (${plan.visitIds.length} visits)` });
  }
  return made;
}

async function cashInvoices(db: Db, client: BilledClient, visits: BillableVisit[], actor: Actor): Promise<Made[]> {
  const made: Made[] = [];
  for (const visit of visits) {
    const id = await insertInvoice(db, { clientId: client.id, issuedAt: visit.dueDate, terms: 0, cash: true, visitIds: [visit.id] }, actor);
    // Collected before the invoice existed: the money changed hands on the visit's day.
    if (visit.paid) await recordCashPayment(db, await cashInvoiceOf(db, id), visit.id, visit.dueDate, actor);
    made.push({ id, client, what: `(cash) for the visit of ${visit.dueDate}` });
  }
  return made;
}

async function cashInvoiceOf(db: Db, id: number) {
  const [row] = await db.select({ id: invoices.id, number: invoices.number, total: invoices.total }).from(invoices).where(eq(invoices.id, id));
  return row;
}

export const autoInvoiceJob = 'invoices.auto';
/** 01:40 business time: the new day has begun, so yesterday's periods have ended; clear of the hour daylight saving skips or repeats. */
export const autoInvoiceCron = '40 1 * * *';

/** `POST /api/invoices/auto` and the nightly job: the run up to `until` (today unless given, never later). */
export async function runAutoInvoice(db: Db, until: IsoDate | undefined, context: { actor: Actor; today: IsoDate }) {
  if (until !== undefined && until > context.today) throw invalid({ until: ['The until date may not be after today.'] });
  const counts = await autoInvoice(db, { until: until ?? context.today, actor: context.actor });
  const made = [counts.created && `${counts.created} ${counts.created === 1 ? 'invoice' : 'invoices'}`, counts.cash && `${counts.cash} cash ${counts.cash === 1 ? 'invoice' : 'invoices'}`].filter(Boolean);
  return { message: made.length ? `Made ${made.join(' and ')}.` : 'Nothing to invoice.', ...counts };
}
