/**
 * Auto-invoice periods (docs/domain.md "Auto-invoice"). A client on terms with auto-invoice is billed per
 * period of a week, a fortnight or a month, counted from its invoice start; the periods tile the calendar from
 * that day on, with no gap and no overlap. Both ends of a period are inclusive. A period has ended once its last
 * day is over: its invoice is issued the day after it.
 *
 * Each period is counted from the invoice start itself, never from the period before: a month that starts on
 * the 31st runs to the 27th or 28th of February, then from the last day of February to the 30th of March, and
 * is back on the 31st in March — it does not drift to the 28th for good.
 */
import type { invoiceSchedules } from './api/clients';
import { addDays, addMonths, daysBetween, type IsoDate, parseDate } from './dates';

export type InvoiceSchedule = (typeof invoiceSchedules)[number];
export type InvoicePeriod = { start: IsoDate; end: IsoDate };

const periodDays = { week: 7, fortnight: 14 } as const;

/** The first day of the `index`-th period (0 is the one that begins on the invoice start). */
export function periodStart(schedule: InvoiceSchedule, invoiceStart: IsoDate, index: number): IsoDate {
  // addMonths keeps the day of the month, or the month's last day when the month is shorter.
  return schedule === 'month' ? addMonths(invoiceStart, index) : addDays(invoiceStart, periodDays[schedule] * index);
}

/** The `index`-th period: from its first day to the day before the next one begins. */
export function periodAt(schedule: InvoiceSchedule, invoiceStart: IsoDate, index: number): InvoicePeriod {
  return { start: periodStart(schedule, invoiceStart, index), end: addDays(periodStart(schedule, invoiceStart, index + 1), -1) };
}

/** Which period holds `date`; −1 before the invoice start. */
export function periodIndexOf(schedule: InvoiceSchedule, invoiceStart: IsoDate, date: IsoDate): number {
  if (date < invoiceStart) return -1;
  if (schedule !== 'month') return Math.floor(daysBetween(invoiceStart, date) / periodDays[schedule]);
  const from = parseDate(invoiceStart);
  const to = parseDate(date);
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  // The period of that many months may begin later in the month than `date` (the 31st against the 5th).
  return periodStart(schedule, invoiceStart, months) > date ? months - 1 : months;
}

/** The period that holds `date`, or null before the invoice start. */
export function periodContaining(schedule: InvoiceSchedule, invoiceStart: IsoDate, date: IsoDate): InvoicePeriod | null {
  const index = periodIndexOf(schedule, invoiceStart, date);
  return index < 0 ? null : periodAt(schedule, invoiceStart, index);
}

/** The day an auto-invoice of the period is issued: the day after its last. */
export const issueDateOf = (period: InvoicePeriod): IsoDate => addDays(period.end, 1);

/** The invoice's idempotence key: one invoice per client and period, ever (a unique index holds it). */
export const periodKeyOf = (clientId: number, period: InvoicePeriod): string => `${clientId}:${period.start}`;

/**
 * The periods that ended before `until` (their last day is before it) and begin after `after` (the start of
 * the client's last invoiced period, or null when it has none), oldest first.
 */
export function endedPeriods(
  schedule: InvoiceSchedule,
  invoiceStart: IsoDate,
  until: IsoDate,
  after: IsoDate | null = null,
): InvoicePeriod[] {
  const periods: InvoicePeriod[] = [];
  let index = after === null ? 0 : periodIndexOf(schedule, invoiceStart, after) + 1;
  for (let period = periodAt(schedule, invoiceStart, index); period.end < until; period = periodAt(schedule, invoiceStart, ++index)) {
    periods.push(period);
  }
  return periods;
}

export type BillableDate = { id: number; dueDate: IsoDate };
export type PlannedPeriodInvoice = { period: InvoicePeriod; issuedAt: IsoDate; visitIds: number[] };

/**
 * What one auto-invoice run makes for one client: an invoice for each period that ended before `until` after
 * the client's last invoiced period, holding every billable visit due from the invoice start to the period's
 * end that an earlier invoice of the run did not take. So a period is invoiced once, and a visit finished
 * after its period was invoiced goes on the next period's invoice. A period with nothing to bill makes nothing
 * and is not remembered: a visit of it finished later is billed by the next run, on that period's invoice.
 * Visits due before the invoice start are left to the office.
 */
export function planPeriodInvoices(
  client: { schedule: InvoiceSchedule; invoiceStart: IsoDate },
  lastInvoicedStart: IsoDate | null,
  visits: readonly BillableDate[],
  until: IsoDate,
): PlannedPeriodInvoice[] {
  const waiting = visits
    .filter((visit) => visit.dueDate >= client.invoiceStart)
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id - b.id));
  const planned: PlannedPeriodInvoice[] = [];
  let next = 0;
  for (const period of endedPeriods(client.schedule, client.invoiceStart, until, lastInvoicedStart)) {
    const taken: number[] = [];
    while (next < waiting.length && waiting[next].dueDate <= period.end) taken.push(waiting[next++].id);
    if (taken.length > 0) planned.push({ period, issuedAt: issueDateOf(period), visitIds: taken });
  }
  return planned;
}
