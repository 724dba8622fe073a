/**
 * Decision 028: the bank debit of a recorded pay run (or one contractor's transfer) is suggested against the run,
 * linked and unlinked; the run then reads as reconciled, differences are shown, a line paying a run is no
 * expense (nor the reverse), the money rule counts the link, and the BAS does not move.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { quarterOfDate } from '../../../shared/bas';
import { createDemoApp } from '../../test/demo';
import { buildBankTransaction } from '../../test/transaction-factories';
import { payRunPayments } from '../pay-runs/pay-runs.table';
import { moneyInvariantViolations } from './money-invariants';

const { t, bookkeeper, people } = await createDemoApp('bookkeeper', 'contractor', 'otherContractor');
afterAll(() => t.close());
const db = t.app.db;

const line = async (id: number) => (await bookkeeper.get(`/api/transactions/${id}`)).json();
const put = (id: number, body: unknown) => bookkeeper.put(`/api/transactions/${id}`, body);
const suggest = (ids: number[]) => bookkeeper.post('/api/transactions/suggest', { ids });
const bank = async (week: string) => bookkeeper.get(`/api/pay-runs/${week}/bank`);

/** A recorded run: Sam's and Maria's nets, paid on `paidOn`. */
async function recordRun(week: string, paidOn: string, sam: number, maria: number) {
  const row = (userId: number, net: number) => ({
    week,
    userId,
    earned: net,
    cashCollected: 0,
    gst: 0,
    withheld: 0,
    net,
    noAbn: false,
    paidOn,
  });
  await db.insert(payRunPayments).values([row(people.contractor.id, sam), row(people.otherContractor.id, maria)]);
}

describe('the bank debit of a pay run', () => {
  it('suggests the run for a debit of its net total; linking reconciles it, unlinking undoes it', async () => {
    await recordRun('2026-10-01', '2026-10-12', 2_938_218, 568_660);
    const debit = await buildBankTransaction(db, {
      amount: -3_506_878,
      postedOn: '2026-10-12',
      description: 'DIRECT DEBIT CONTRACTORS 301500',
    });
    expect((await bank('2026-10-01')).json()).toMatchObject({ recorded: 3_506_878, banked: 0, reconciled: false, lines: [] });

    expect((await suggest([debit.id])).json()).toEqual({ suggested: 1 });
    expect(await line(debit.id)).toMatchObject({
      state: { state: 'suggested' },
      confidence: 95,
      reasons: ['Amount $35,068.78 is the net total of the pay run of 2026-10-01', 'CONTRACTORS in the description', expect.any(String)],
      pay_runs: [{ week: '2026-10-01', user_id: null, total: 3_506_878, amount: 3_506_878, confirmed: false }],
    });

    expect((await put(debit.id, { confirm: true })).statusCode).toBe(200);
    expect(await line(debit.id)).toMatchObject({
      confirmed: true,
      remainder: 0,
      state: { state: 'matched' },
      pay_runs: [{ week: '2026-10-01', user_id: null, total: 3_506_878, amount: 3_506_878, confirmed: true }],
    });
    expect((await bank('2026-10-01')).json()).toMatchObject({
      recorded: 3_506_878,
      banked: 3_506_878,
      difference: 0,
      reconciled: true,
      lines: [{ id: debit.id, amount: 3_506_878, via: 'batch', user_id: null }],
    });

    expect((await bookkeeper.delete(`/api/transactions/${debit.id}/pay-runs/2026-10-01`)).statusCode).toBe(204);
    expect(await line(debit.id)).toMatchObject({ confirmed: false, remainder: -3_506_878, pay_runs: [] });
    expect((await bank('2026-10-01')).json()).toMatchObject({ banked: 0, reconciled: false });
    expect((await bookkeeper.delete(`/api/transactions/${debit.id}/pay-runs/2026-10-01`)).statusCode).toBe(404);
    expect((await bank('2026-09-22')).statusCode).toBe(404);
  });

  it('suggests a transfer against its payee’s row, and shows what differs per payee and for the run', async () => {
    await recordRun('2026-10-08', '2026-10-19', 1_000_000, 568_660);
    const transfer = await buildBankTransaction(db, { amount: -568_660, postedOn: '2026-10-19', description: 'TRANSFER TO MARIA GARCIA' });
    await suggest([transfer.id]);
    expect(await line(transfer.id)).toMatchObject({
      confidence: 85,
      pay_runs: [{ week: '2026-10-08', user_id: people.otherContractor.id, payee: 'Maria Garcia', total: 568_660, confirmed: false }],
    });
    await put(transfer.id, { confirm: true });

    // Sam's transfer is what he earned, not his recorded net: linked by hand, the difference shows.
    const sams = await buildBankTransaction(db, { amount: -1_100_862, postedOn: '2026-10-19', description: 'TRANSFER TO SAM TAYLOR' });
    expect((await put(sams.id, { pay_run: '2026-10-08', payee_id: people.contractor.id })).statusCode).toBe(200);
    expect((await bank('2026-10-08')).json()).toMatchObject({
      recorded: 1_568_660,
      banked: 1_669_522,
      difference: 100_862,
      reconciled: false,
      payees: [
        { user: { name: 'Maria Garcia' }, net: 568_660, banked: 568_660, difference: 0 },
        { user: { name: 'Sam Taylor' }, net: 1_000_000, banked: 1_100_862, difference: 100_862 },
      ],
    });
    // The batch is no longer offered once a payee is paid on their own.
    const batch = await buildBankTransaction(db, { amount: -1_568_660, postedOn: '2026-10-19', description: 'CONTRACTORS' });
    await suggest([batch.id]);
    expect(await line(batch.id)).toMatchObject({ pay_runs: [], confidence: null });
  });

  it('refuses a pay-run link on an expense’s line and an expense on a pay run’s line (422), and an unrecorded week', async () => {
    await recordRun('2026-10-15', '2026-10-26', 50_000, 20_000);
    const paysRun = await buildBankTransaction(db, { amount: -70_000, postedOn: '2026-10-26', description: 'PAYROLL' });
    expect((await put(paysRun.id, { pay_run: '2026-10-15' })).statusCode).toBe(200);
    const expense = { description: 'Contractors', amount: 70_000, gst: false, business_use: 100 };
    const refused = await put(paysRun.id, { expense });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ expense: ['This transaction pays a pay run; disconnect it first.'] });

    const expensed = await buildBankTransaction(db, { amount: -70_000, postedOn: '2026-10-26', description: 'PAYROLL AGAIN' });
    expect((await put(expensed.id, { expense })).statusCode).toBe(200);
    const second = await put(expensed.id, { pay_run: '2026-10-15' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.pay_run).toEqual(['This transaction is booked as an expense or a vendor invoice; disconnect it first.']);

    const other = await buildBankTransaction(db, { amount: -5_000, postedOn: '2026-10-26', description: 'X' });
    expect((await put(other.id, { pay_run: '2026-09-22' })).json().errors).toEqual({ pay_run: ['No pay run is recorded for this week.'] });
    expect((await put(other.id, { pay_run: '2026-10-15', payee_id: people.bookkeeper.id })).statusCode).toBe(422);
    const incoming = await buildBankTransaction(db, { amount: 70_000, postedOn: '2026-10-26', description: 'IN' });
    expect((await put(incoming.id, { pay_run: '2026-10-15' })).statusCode).toBe(422);
  });

  it('counts the link in what a bank line pays out (the database refuses over-applying it), and leaves the BAS as it was', async () => {
    await recordRun('2026-10-22', '2026-11-02', 30_000, 10_000);
    const quarter = quarterOfDate('2026-11-02').id;
    const before = (await bookkeeper.get(`/api/account-activity/${quarter}`)).json();
    const debit = await buildBankTransaction(db, { amount: -40_000, postedOn: '2026-11-02', description: 'PAYROLL' });
    expect((await put(debit.id, { pay_run: '2026-10-22' })).statusCode).toBe(200);
    expect((await bookkeeper.get(`/api/account-activity/${quarter}`)).json()).toEqual(before);

    const refused = await db
      .transaction(async (tx) => {
        await tx.execute(sql`update transaction_pay_runs set amount = 40001 where transaction_id = ${debit.id}`.inlineParams());
      })
      .then(
        () => 'committed',
        (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
      );
    expect(refused).toBe('MONEY');
    expect(await moneyInvariantViolations(db)).toEqual([]);
  });
});
