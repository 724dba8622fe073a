/**
 * A year of the demo business's invoices, made from its finished visits by the rules the product bills by: the
 * periods of shared/invoice-periods.ts (`planPeriodInvoices`, as the nightly auto-invoice run plans them) and
 * `insertInvoices` (lines, totals, numbers, visits invoiced). Clients with auto-invoice got every ended period,
 * with its key, so the nightly run finds nothing left to do; the office bills the others by hand on the same
 * periods, and has not yet got to the past week's; a cash client has an invoice per visit, paid at the door
 * when the contractor recorded the cash. Invoices are made in the order of their dates, so numbers follow
 * dates across clients. One invoice was cancelled and replaced. What became of each afterwards (sent, seen,
 * paid, chased) is invoice-fates.ts.
 */
import { eq } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../shared/dates';
import { periodKeyOf, planPeriodInvoices } from '../../../shared/invoice-periods';
import type { Db } from '../../db/client';
import { systemActor } from '../../features/audit/audit';
import { clients } from '../../features/clients/clients.table';
import { insertInvoices } from '../../features/invoices/insert-invoices';
import { payments } from '../../features/invoices/invoices.table';
import { billableVisits } from '../../features/schedules/invoicing.queries';
import { releaseInvoicedVisits } from '../../features/schedules/visit-invoicing';
import { users } from '../../features/users/users.table';
import type { Actor } from '../../platform/types';
import { applyInvoiceFates, chasedClients, type MadeInvoice } from './invoice-fates';
import type { Random } from './random';

/** The office bills a period by hand within a week of its end; the past week's are still to do. */
export const BY_HAND_AFTER_DAYS = 7;
/** The invoice the office cancelled and replaced: one billed by hand about this many days ago. */
const CANCELLED_AROUND_DAYS = 90;

type Plan = {
  clientId: number;
  issuedAt: IsoDate;
  terms: number;
  visitIds: number[];
  auto: boolean;
  cash: boolean;
  period?: { key: string; start: IsoDate; end: IsoDate };
  /** Cash collected on the visit (cash clients). */
  collected?: boolean;
  /** Made again a few days later, with the same visits, after the first was cancelled. */
  replaces?: Plan;
};

type ClientRow = typeof clients.$inferSelect;

function plansOf(client: ClientRow, visits: Awaited<ReturnType<typeof billableVisits>>, today: IsoDate): Plan[] {
  const own = visits.filter((visit) => visit.clientId === client.id);
  if (client.paymentMethod === 'cash') {
    return own.map((visit) => ({
      clientId: client.id,
      issuedAt: visit.dueDate,
      terms: 0,
      visitIds: [visit.id],
      auto: true,
      cash: true,
      collected: visit.paid,
    }));
  }
  if (client.invoiceStart === null) return [];
  const planned = planPeriodInvoices({ schedule: client.invoiceSchedule, invoiceStart: client.invoiceStart }, null, own, today);
  return planned
    .filter((plan) => client.autoInvoice || plan.issuedAt <= addDays(today, -BY_HAND_AFTER_DAYS))
    .map((plan) => ({
      clientId: client.id,
      issuedAt: plan.issuedAt,
      terms: client.paymentTerms,
      visitIds: plan.visitIds,
      auto: client.autoInvoice,
      cash: false,
      ...(client.autoInvoice && { period: { key: periodKeyOf(client.id, plan.period), ...plan.period } }),
    }));
}

/** One invoice billed by hand about three months ago is cancelled, and its visits billed again four days later. */
function withReplacement(plans: Plan[], today: IsoDate, avoid: ReadonlySet<number>): Plan[] {
  const target = addDays(today, -CANCELLED_AROUND_DAYS);
  const original = plans.find((plan) => !plan.auto && !avoid.has(plan.clientId) && plan.issuedAt >= target);
  if (!original) return plans;
  return [...plans, { ...original, issuedAt: addDays(original.issuedAt, 4), replaces: original }];
}

export type DemoInvoiceSummary = { invoices: number; cash: number; payments: number };

export async function seedInvoices(
  db: Db,
  random: Random,
  { today, timeZone }: { today: IsoDate; timeZone: string },
): Promise<DemoInvoiceSummary> {
  const clientRows = await db.select().from(clients).orderBy(clients.id);
  const chased = chasedClients(clientRows);
  // The clients with auto-remind are the ones that needed it: they pay late.
  const slowPayers = new Set(clientRows.filter((c) => c.autoRemind && !chased.has(c.id)).map((c) => c.id));
  const visits = await billableVisits(db, { clientIds: clientRows.map((c) => c.id), to: addDays(today, -1) });
  const plans = withReplacement(
    clientRows.flatMap((client) => plansOf(client, visits, today)),
    today,
    new Set(chased.keys()),
  );
  plans.sort((a, b) =>
    a.issuedAt < b.issuedAt ? -1 : a.issuedAt > b.issuedAt ? 1 : a.clientId - b.clientId || a.visitIds[0] - b.visitIds[0],
  );

  const [bookkeeper] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'bookkeeper@example.com'));
  const office: Actor = bookkeeper ? { userId: bookkeeper.id, originalUserId: null, userName: bookkeeper.name } : systemActor;
  const visitOf = new Map(visits.map((visit) => [visit.id, visit]));
  const made: MadeInvoice[] = [];
  const idOf = new Map<Plan, number>();
  const totalOf = new Map<Plan, number>();
  // In runs between the replacement, whose visits must first be freed from the cancelled invoice.
  let pending: Plan[] = [];
  const flush = async () => {
    // One call, so the numbers follow the dates; who made each (the run or the office) is set with its fate.
    const invoiced = await insertInvoices(
      db,
      pending.map((plan) => ({ ...plan, visits: plan.visitIds.map((id) => visitOf.get(id)!) })),
      systemActor,
    );
    pending.forEach((plan, i) => {
      idOf.set(plan, invoiced[i].id);
      totalOf.set(plan, invoiced[i].total);
    });
    pending = [];
  };
  for (const plan of plans) {
    if (plan.replaces) {
      await flush();
      await releaseInvoicedVisits(db, idOf.get(plan.replaces) ?? 0);
    }
    pending.push(plan);
  }
  await flush();
  for (const plan of plans) {
    const draft = plan.auto && !plan.cash && plan.issuedAt > addDays(today, -BY_HAND_AFTER_DAYS);
    made.push({
      id: idOf.get(plan) ?? 0,
      clientId: plan.clientId,
      issuedAt: plan.issuedAt,
      draft,
      byHand: !plan.auto,
      cash: plan.cash,
      replaces: plan.replaces ? idOf.get(plan.replaces) : undefined,
    });
  }

  // The cash the contractors recorded at the door, as the run records it: the total, on the visit's day.
  const cashPayments = plans.flatMap((plan) =>
    plan.cash && plan.collected && (totalOf.get(plan) ?? 0) > 0
      ? [
          {
            invoiceId: idOf.get(plan) ?? 0,
            amount: totalOf.get(plan) ?? 0,
            paidAt: plan.issuedAt,
            source: 'cash' as const,
            scheduleId: plan.visitIds[0],
          },
        ]
      : [],
  );
  if (cashPayments.length) await db.insert(payments).values(cashPayments);

  const paidByHand = await applyInvoiceFates(db, random, made, { today, timeZone, chased, slowPayers, recordedBy: office.userId });
  return { invoices: made.length, cash: made.filter((m) => m.cash).length, payments: cashPayments.length + paidByHand };
}
