import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PayRunPayee, PayRunSettings, PayRunView } from '../../../shared/api/pay-runs';
import { type IsoDate } from '../../../shared/dates';
import { earningsWeekOf } from '../../../shared/earnings';
import { payeeName, payRunFigures } from '../../../shared/pay-runs';
import { isValidBsb } from '../../../shared/validation';
import type { Db } from '../../db/client';
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

/**
 * The week's pay run: each contractor with something earned, with the figures of shared/pay-runs.ts from their
 * earnings (shared/earnings.ts) and their week's vendor invoices; what would stop the ABA file is listed.
 */
export async function payRunOf(db: Db, week: IsoDate): Promise<PayRunView> {
  const found = earningsWeekOf(week);
  if (!found) throw new RangeError(`Not an earnings week: ${week}`);
  const [userIds, invoices, recorded] = await Promise.all([
    peopleOfWeek(db, week, found.end),
    vendorInvoicesOfWeek(db, week),
    db
      .select({ userId: payRunPayments.userId, recordedAt: payRunPayments.recordedAt })
      .from(payRunPayments)
      .where(eq(payRunPayments.week, week)),
  ]);
  const recordedAt = new Map(recorded.map((r) => [r.userId, r.recordedAt.toISOString()]));
  const payees: PayRunPayee[] = [];
  for (const userId of userIds) {
    const [user, month, vendor] = await Promise.all([
      findUser(db, userId),
      contractorMonth(db, userId, found.month),
      vendorOfUser(db, userId),
    ]);
    const totals = month.weeks[found.week - 1];
    if (!user || !totals || totals.earned === 0) continue;
    const theirs = invoices.get(userId) ?? [];
    const gst = theirs.reduce((sum, i) => sum + i.tax, 0);
    const figures = payRunFigures({ earned: totals.earned, cash_collected: totals.cash_collected, abn: user.abn, gst });
    payees.push({
      user: { id: user.id, name: user.name },
      account_title: payeeName({ ...user, vendor_name: vendor?.name ?? null }),
      abn: user.abn,
      bsb: user.bank_bsb,
      account: user.bank_account,
      bank_ok: bankOk(user.bank_bsb, user.bank_account),
      ...figures,
      vendor_invoices: theirs.map((i) => ({ id: i.id, number: i.number, total: i.total, tax: i.tax })),
      invoice_differs: theirs.length > 0 && theirs.reduce((sum, i) => sum + i.total, 0) !== totals.earned,
      recorded_at: recordedAt.get(userId) ?? null,
    });
  }
  payees.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id);
  const sum = (key: 'earned' | 'cash_collected' | 'gross' | 'withheld' | 'net') => payees.reduce((s, p) => s + p[key], 0);
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
      withheld: sum('withheld'),
      net: sum('net'),
    },
    to_record: { payees: toRecord.length, net: toRecord.reduce((s, p) => s + p.net, 0) },
    problems,
  };
}

async function abaProblems(db: Db, payees: PayRunPayee[]): Promise<string[]> {
  const [business, settings] = await Promise.all([findGeneralSettings(db), findPayRunSettings(db)]);
  const problems: string[] = [];
  if (!bankOk(business.bsb, business.account_number))
    problems.push('The business’s BSB and account number are not set (Settings → General, payment details).');
  if (!settings.apca_user_id || !settings.bank_abbreviation)
    problems.push('The APCA user id and bank abbreviation are not set (pay run settings).');
  for (const payee of payees)
    if (payee.net > 0 && !payee.bank_ok) problems.push(`${payee.user.name} has no bank details (BSB and account number).`);
  return problems;
}
