import { eq, sql } from 'drizzle-orm';
import type { PayRunSettingsInput, payRunSettingsInput } from '../../../shared/api/pay-runs';
import { buildAba } from '../../../shared/aba';
import type { IsoDate } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { HttpError, invalid } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { audit } from '../audit/audit';
import { findGeneralSettings } from '../settings/settings.queries';
import { payWeekVendorInvoices } from '../vendor-invoices/save-vendor-invoice';
import { vendorInvoicesOfWeek } from '../vendor-invoices/vendor-invoices.queries';
import { findPayRunSettings, payRunOf } from './pay-runs.queries';
import { payees, payRunPayments, payRunSettings } from './pay-runs.table';

export async function savePayRunSettings(db: Db, input: z.output<typeof payRunSettingsInput>, actor: Actor) {
  const values = {
    apcaUserId: input.apca_user_id,
    bankAbbreviation: input.bank_abbreviation,
    description: input.description,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(payRunSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: payRunSettings.id, set: values });
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'pay_run_settings',
      subjectId: 1,
      description: 'Updated the pay run settings',
      changes: input as PayRunSettingsInput,
    });
  });
}

/**
 * The week's ABA file. Refused (422, nothing written) while the business's account, the APCA details or a
 * payee's bank details are missing: a file the bank rejects, or that leaves someone unpaid, helps nobody.
 */
export async function payRunAba(db: Db, week: IsoDate, processOn: IsoDate): Promise<{ filename: string; text: string }> {
  const run = await payRunOf(db, week);
  const errors: Record<string, string[]> = {};
  for (const payee of run.payees)
    if (payee.net > 0 && !payee.bank_ok)
      errors[`payees.${payee.user.id}`] = [`${payee.user.name} has no bank details (BSB and account number).`];
  if (run.problems.length > 0 && Object.keys(errors).length === 0) errors.settings = run.problems;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const [business, settings] = await readTogether(db, [() => findGeneralSettings(db), () => findPayRunSettings(db)]);
  const remitterName = business.account_name || business.legal_name || business.business_name;
  const reference = `Week ${week}`;
  const { text } = buildAba({
    header: {
      bankAbbreviation: settings.bank_abbreviation ?? '',
      userName: remitterName,
      apcaUserId: settings.apca_user_id ?? '',
      description: settings.description,
      processOn,
    },
    remitter: { bsb: business.bsb ?? '', account: business.account_number ?? '', name: remitterName },
    credits: run.payees.map((p) => ({
      bsb: p.bsb ?? '',
      account: p.account ?? '',
      accountTitle: p.account_title,
      amount: p.net,
      reference,
      withholding: p.withheld,
    })),
  });
  return { filename: `pay-run-${week}.aba`, text };
}

/**
 * Records the week as paid on `paidOn`: each payee's figures as they stand, for the TPAR and the BAS quarter of
 * that day (refused while that quarter's BAS is complete, or the quarter of a vendor invoice it takes the place
 * of), and their vendor invoices of the week paid that day, unless the bank already paid them. Once per week and
 * person; a week already recorded is refused rather than silently counted twice.
 */
export async function recordPayRun(db: Db, week: IsoDate, paidOn: IsoDate, actor: Actor): Promise<number> {
  const run = await payRunOf(db, week);
  const toRecord = run.payees.filter((p) => p.recorded_at === null);
  if (run.payees.length === 0) throw new HttpError(422, 'Nobody earned anything in this week.');
  if (toRecord.length === 0) throw new HttpError(422, 'This week’s pay run is already recorded.');
  // A run takes the place of its people's vendor invoices of the week already paid through the bank
  // (decision 016), so it changes their quarters too.
  const invoices = await vendorInvoicesOfWeek(db, week);
  const replaced = toRecord.flatMap((p) =>
    (invoices.get(p.user.id) ?? []).flatMap((invoice) => (invoice.paid_at ? [invoice.paid_at] : [])),
  );
  await db.transaction(async (tx) => {
    await assertQuarterOpen(tx, [paidOn, ...replaced], 'paid_on');
    const invoicesPaid: number[] = [];
    for (const p of toRecord) {
      await tx
        .insert(payRunPayments)
        .values({
          week,
          userId: p.user.id,
          earned: p.earned,
          cashCollected: p.cash_collected,
          gst: p.gst,
          withheld: p.withheld,
          net: p.net,
          noAbn: p.no_abn,
          paidOn,
          recordedBy: actor.userId,
        })
        .onConflictDoNothing();
      invoicesPaid.push(...(await payWeekVendorInvoices(tx, p.user.id, week, paidOn)));
    }
    const net = toRecord.reduce((s, p) => s + p.net, 0);
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'pay_runs',
      subjectId: week,
      description: `Recorded the pay run of the week of ${week} as paid on ${paidOn}: ${toRecord.length} contractors, ${formatAud(net)}`,
      changes: {
        week,
        paid_on: paidOn,
        payees: toRecord.map((p) => ({ user_id: p.user.id, net: p.net, withheld: p.withheld })),
        vendor_invoices_paid: invoicesPaid,
      },
    });
  });
  return toRecord.length;
}

export async function savePayeeAddress(db: Db, userId: number, address: string | null, actor: Actor) {
  await db.transaction(async (tx) => {
    if (address)
      await tx
        .insert(payees)
        .values({ userId, address })
        .onConflictDoUpdate({ target: payees.userId, set: { address, updatedAt: sql`now()` } });
    else await tx.delete(payees).where(eq(payees.userId, userId));
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'users',
      subjectId: userId,
      description: 'Updated the payee address for the TPAR',
      changes: { address },
    });
  });
}
