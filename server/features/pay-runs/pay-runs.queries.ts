import { and, between, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PayRunPayee, PayRunSettings, PayRunView } from '../../../shared/api/pay-runs';
import { endOfMonth, type IsoDate } from '../../../shared/dates';
import { earningsWeekOf, type WeekPaid } from '../../../shared/earnings';
import { payeeName, type PayRunFigures, payRunFigures } from '../../../shared/pay-runs';
import { isValidBsb } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { contractorMonth } from '../earnings/earnings.queries';
import { findGeneralSettings } from '../settings/settings.queries';
import { findUser } from '../users/users.queries';
import { vendorInvoicesOfWeek } from '../vendor-invoices/vendor-invoices.queries';
import { vendorOfUser } from '../vendors/vendors.queries';
import { payRunPayments, payRunSettings } from './pay-runs.table';

const defaults: PayRunSettings = { apca_user_id: null, bank_abbreviation: null, description: 'CONTRACTORS' };

export async function findPayRunSettings(db: Db): Promise<PayRunSettings> {
  const [row] = await db.select().from(payRunSettings).where(eq(payRunSettings.id, 1));
  return row ? { apca_user_id: row.apcaUserId, bank_abbreviation: row.bankAbbreviation, description: row.description } : defaults;
}

/** Everyone assigned to a visit of the week that is not skipped: who may be owed for it. */
async function peopleOfWeek(db: Db, start: IsoDate, end: IsoDate): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct su.user_id from schedule_users su join schedules s on s.id = su.schedule_id
    where s.due_date between ${start} and ${end} and not s.skip order by su.user_id
  `);
  return z
    .object({ rows: z.array(z.object({ user_id: z.coerce.number() })) })
    .parse(result)
    .rows.map((r) => r.user_id);
}

const bankOk = (bsb: string | null, account: string | null) =>
  !!bsb && isValidBsb(bsb) && !!account && /^[A-Za-z0-9-]{1,9}$/.test(account.replace(/\s/g, ''));

type Recorded = typeof payRunPayments.$inferSelect;

/** A recorded payment's figures, as the BAS and the TPAR count them (gross = what was transferred + withheld). */
const recordedFigures = (r: Recorded): PayRunFigures => ({
  earned: r.earned,
  cash_collected: r.cashCollected,
  gross: r.net + r.withheld,
  gst: r.gst,
  withheld: r.withheld,
  net: r.net,
  no_abn: r.noAbn,
});

/** Today's figures less the recorded ones, or null when the week still reads as recorded. */
function changeSince(recorded: PayRunFigures, live: { earned: number; cash_collected: number }) {
  const earned = live.earned - recorded.earned;
  const gross = Math.max(0, live.earned - live.cash_collected) - recorded.gross;
  return earned === 0 && gross === 0 ? null : { earned, gross };
}

/**
 * The week's pay run: each contractor with something earned, or recorded. A recorded payee shows the figures as
 * they were recorded (the rows the BAS and the TPAR count) and by how much the week changed since; the others are
 * worked out live by shared/pay-runs.ts from their earnings (shared/earnings.ts) and the week's vendor invoices.
 * What would stop the ABA file is listed.
 */
export async function payRunOf(db: Db, week: IsoDate): Promise<PayRunView> {
  const found = earningsWeekOf(week);
  if (!found) throw new RangeError(`Not an earnings week: ${week}`);
  const [working, invoices, recordedRows] = await readTogether(db, [
    () => peopleOfWeek(db, week, found.end),
    () => vendorInvoicesOfWeek(db, week),
    () => db.select().from(payRunPayments).where(eq(payRunPayments.week, week)),
  ]);
  const recorded = new Map(recordedRows.map((r) => [r.userId, r]));
  const userIds = [...new Set([...working, ...recorded.keys()])];
  const payees: PayRunPayee[] = [];
  for (const userId of userIds) {
    const [user, month, vendor] = await readTogether(db, [
      () => findUser(db, userId),
      () => contractorMonth(db, userId, found.month),
      () => vendorOfUser(db, userId),
    ]);
    const live = month.weeks[found.week - 1] ?? { earned: 0, cash_collected: 0 };
    const row = recorded.get(userId);
    if (!user || (!row && live.earned === 0)) continue;
    const theirs = invoices.get(userId) ?? [];
    const figures = row ? recordedFigures(row) : payRunFigures({ ...live, abn: user.abn, gst: theirs.reduce((sum, i) => sum + i.tax, 0) });
    payees.push({
      user: { id: user.id, name: user.name },
      account_title: payeeName({ ...user, vendor_name: vendor?.name ?? null }),
      abn: user.abn,
      bsb: user.bank_bsb,
      account: user.bank_account,
      bank_ok: bankOk(user.bank_bsb, user.bank_account),
      ...figures,
      vendor_invoices: theirs.map((i) => ({ id: i.id, number: i.number, total: i.total, tax: i.tax })),
      invoice_differs: theirs.length > 0 && theirs.reduce((sum, i) => sum + i.total, 0) !== figures.earned,
      recorded_at: row?.recordedAt.toISOString() ?? null,
      paid_on: row?.paidOn ?? null,
      changed_since_recorded: row ? changeSince(figures, live) : null,
    });
  }
  payees.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id);
  const sum = (key: keyof PayRunView['totals']) => payees.reduce((s, p) => s + p[key], 0);
  const problems = await abaProblems(db, payees);
  const toRecord = payees.filter((p) => p.recorded_at === null);
  return {
    week,
    end: found.end,
    payees,
    totals: {
      earned: sum('earned'),
      cash_collected: sum('cash_collected'),
      gross: sum('gross'),
      gst: sum('gst'),
      withheld: sum('withheld'),
      net: sum('net'),
    },
    to_record: { payees: toRecord.length, net: toRecord.reduce((s, p) => s + p.net, 0) },
    problems,
  };
}

/** The day a recorded pay run paid this person's week, or null (vendor invoices arriving after it are paid by it). */
export async function payRunPaidOn(db: Db, userId: number, week: IsoDate): Promise<IsoDate | null> {
  const [row] = await db
    .select({ paidOn: payRunPayments.paidOn })
    .from(payRunPayments)
    .where(and(eq(payRunPayments.userId, userId), eq(payRunPayments.week, week)));
  return row?.paidOn ?? null;
}

/** What recorded pay runs paid one person for the weeks of a month (YYYY-MM-01): its day and gross, by week start. */
export async function payRunsOfMonth(db: Db, userId: number, month: IsoDate): Promise<Map<IsoDate, WeekPaid>> {
  const rows = await db
    .select({ week: payRunPayments.week, paidOn: payRunPayments.paidOn, net: payRunPayments.net, withheld: payRunPayments.withheld })
    .from(payRunPayments)
    .where(and(eq(payRunPayments.userId, userId), between(payRunPayments.week, month, endOfMonth(month.slice(0, 7)))));
  return new Map(rows.map((r) => [r.week, { paid_on: r.paidOn, paid: r.net + r.withheld }]));
}

async function abaProblems(db: Db, payees: PayRunPayee[]): Promise<string[]> {
  const [business, settings] = await readTogether(db, [() => findGeneralSettings(db), () => findPayRunSettings(db)]);
  const problems: string[] = [];
  if (!bankOk(business.bsb, business.account_number))
    problems.push('The business’s BSB and account number are not set (Settings → General, payment details).');
  if (!settings.apca_user_id || !settings.bank_abbreviation)
    problems.push('The APCA user id and bank abbreviation are not set (pay run settings).');
  for (const payee of payees)
    if (payee.net > 0 && !payee.bank_ok) problems.push(`${payee.user.name} has no bank details (BSB and account number).`);
  return problems;
}
