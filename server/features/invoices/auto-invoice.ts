/**
 * The auto-invoice run (docs/domain.md "Auto-invoice"), nightly and on demand (`POST /api/invoices/auto`):
 * - a client on terms with auto-invoice gets one invoice per period that ended before `until`
 *   (`planPeriodInvoices` in shared/invoice-periods.ts says which and with which visits), issued the day after
 *   the period with the client's terms;
 * - a cash client gets one `cash` invoice per billable visit due before `until`, issued on the visit's date with
 *   no terms, and the cash already collected on it as its payment.
 * Invoices are made as drafts by `insertInvoices` (lines, totals, numbers, visits invoiced). Idempotent: the
 * period key is unique and a visit is invoiced once; each batch of clients is one transaction holding their
 * rows' locks (clients/client-locks.ts), so a second run at the same time waits and then finds nothing to do.
 * Every invoice made is audited.
 */
import { addDays, type IsoDate } from '../../../shared/dates';
import { periodKeyOf, planPeriodInvoices } from '../../../shared/invoice-periods';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { lockedDates } from '../quarters/quarters.queries';
import { type AuditEntry, auditAll } from '../audit/audit';
import { type BilledClient, clientsToAutoInvoice } from '../clients/billing.queries';
import { lockClients } from '../clients/client-locks';
import { type BillableVisit, billableVisits } from '../schedules/invoicing.queries';
import { cashPayment, cashPaymentAudit } from './cash-payments';
import { type InvoiceToMake, insertInvoices } from './insert-invoices';
import { lastInvoicedPeriods } from './invoice-periods.queries';
import { payments } from './invoices.table';

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

type Planned = { invoice: InvoiceToMake; client: BilledClient; what: string; collected?: { visitId: number; on: IsoDate } };

async function invoiceBatch(db: Db, batch: readonly BilledClient[], options: AutoInvoiceOptions): Promise<AutoInvoiceCounts> {
  const ids = batch.map((client) => client.id);
  await lockClients(db, ids);
  // Read under the locks: a run that waited for another sees what that one made.
  const last = await lastInvoicedPeriods(db, ids);
  const visits = await billableVisits(db, { clientIds: ids, to: addDays(options.until, -1) });
  const planned = batch.flatMap((client) => {
    const own = visits.filter((visit) => visit.clientId === client.id);
    return client.paymentMethod === 'cash'
      ? cashInvoices(client, own)
      : periodInvoices(client, own, last.get(client.id) ?? null, options.until);
  });
  const made = await insertInvoices(
    db,
    planned.map((p) => p.invoice),
    options.actor,
  );
  const entries: AuditEntry[] = planned.map((p, i) => ({
    action: 'create',
    subjectType: 'invoices',
    subjectId: made[i].id,
    description: `Auto-invoiced ${p.client.name}: invoice #${made[i].number} ${p.what}`,
  }));
  const collected = await receivedOn(
    db,
    planned.flatMap((p, i) => (p.collected && made[i].total > 0 ? [{ invoice: made[i], ...p.collected }] : [])),
    options.until,
  );
  if (collected.length) await db.insert(payments).values(collected.map((c) => cashPayment(c.invoice, c.visitId, c.on, options.actor)));
  await auditAll(db, options.actor, [...entries, ...collected.map((c) => cashPaymentAudit(c.invoice, c.visitId, c.on))]);
  const cash = planned.filter((p) => p.invoice.cash).length;
  return { created: planned.length - cash, cash };
}

/**
 * The day each visit's cash is received: collected before the invoice existed, the money changed hands on the
 * visit's day. When that day's BAS quarter is already complete the receipt goes in the run's day instead (a late
 * entry belongs to the BAS not yet lodged, and the lock must not stop the nightly run); when even that quarter
 * is complete, the payment waits (the invoice stays unpaid, to be marked paid by hand once a quarter is open).
 */
async function receivedOn<T extends { on: IsoDate }>(db: Db, collected: T[], runDay: IsoDate): Promise<T[]> {
  if (collected.length === 0) return collected;
  const locked = await lockedDates(db, [...collected.map((c) => c.on), runDay]);
  return collected.flatMap((c) => (!locked.has(c.on) ? [c] : locked.has(runDay) ? [] : [{ ...c, on: runDay }]));
}

function periodInvoices(client: BilledClient, visits: BillableVisit[], lastStart: IsoDate | null, until: IsoDate): Planned[] {
  if (client.invoiceStart === null) return [];
  const byId = new Map(visits.map((visit) => [visit.id, visit]));
  return planPeriodInvoices({ schedule: client.invoiceSchedule, invoiceStart: client.invoiceStart }, lastStart, visits, until).map(
    (plan) => ({
      invoice: {
        clientId: client.id,
        issuedAt: plan.issuedAt,
        terms: client.paymentTerms,
        period: { key: periodKeyOf(client.id, plan.period), ...plan.period },
        visits: plan.visitIds.map((id) => byId.get(id)!),
      },
      client,
      what: `for ${plan.period.start} to ${plan.period.end} (${plan.visitIds.length} ${plan.visitIds.length === 1 ? 'visit' : 'visits'})`,
    }),
  );
}

function cashInvoices(client: BilledClient, visits: BillableVisit[]): Planned[] {
  return visits.map((visit) => ({
    invoice: { clientId: client.id, issuedAt: visit.dueDate, terms: 0, cash: true, visits: [visit] },
    client,
    what: `(cash) for the visit of ${visit.dueDate}`,
    ...(visit.paid && { collected: { visitId: visit.id, on: visit.dueDate } }),
  }));
}

export const autoInvoiceJob = 'invoices.auto';
/** 01:40 business time: the new day has begun, so yesterday's periods have ended; clear of the hour daylight saving skips or repeats. */
export const autoInvoiceCron = '40 1 * * *';

/** `POST /api/invoices/auto` and the nightly job: the run up to `until` (today unless given, never later). */
export async function runAutoInvoice(db: Db, until: IsoDate | undefined, context: { actor: Actor; today: IsoDate }) {
  if (until !== undefined && until > context.today) throw invalid({ until: ['The until date may not be after today.'] });
  const counts = await autoInvoice(db, { until: until ?? context.today, actor: context.actor });
  const made = [
    counts.created && `${counts.created} ${counts.created === 1 ? 'invoice' : 'invoices'}`,
    counts.cash && `${counts.cash} cash ${counts.cash === 1 ? 'invoice' : 'invoices'}`,
  ].filter(Boolean);
  return { message: made.length ? `Made ${made.join(' and ')}.` : 'Nothing to invoice.', ...counts };
}
