import { describe, expect, it } from 'vitest';
import { suggestFrom } from './matching';
import { payeeMatch, payRunKey, payRunMatch, type RecordedRunFacts, suggestForPayRuns } from './pay-run-matching';

const run: RecordedRunFacts = {
  week: '2026-03-22',
  end: '2026-03-28',
  paidOn: '2026-04-01',
  payees: [
    { userId: 1, name: 'Aisha Rahman', net: 568_660 },
    { userId: 2, name: 'Sam Taylor', net: 2_938_218 },
  ],
};
const total = 568_660 + 2_938_218;
const none = new Set<string>();

describe('a bank line against a recorded pay run', () => {
  it.each([
    {
      case: 'batch debit, file description, on the day',
      line: { amount: -total, date: '2026-04-01', description: 'DIRECT ENTRY CONTRACTORS' },
      at: 95,
    },
    { case: 'batch debit, amount and date only', line: { amount: -total, date: '2026-04-02', description: 'DEBIT 301500' }, at: 70 },
    { case: 'batch debit a month later', line: { amount: -total, date: '2026-05-10', description: 'DEBIT 301500' }, at: 60 },
    { case: 'batch debit before the week ended', line: { amount: -total, date: '2026-03-25', description: 'PAYROLL' }, at: 55 },
    { case: 'a cent off the total', line: { amount: -total + 1, date: '2026-04-01', description: 'PAYROLL' }, at: 0 },
    { case: 'money received', line: { amount: total, date: '2026-04-01', description: 'PAYROLL' }, at: 0 },
  ])('$case: $at', ({ line, at }) => {
    expect(payRunMatch(line, run).confidence).toBe(at);
  });

  it.each([
    {
      case: 'their net, their name, in time',
      line: { amount: -568_660, date: '2026-04-01', description: 'TRANSFER TO AISHA RAHMAN' },
      at: 85,
    },
    { case: 'their net and name, late', line: { amount: -568_660, date: '2026-06-01', description: 'TRANSFER TO AISHA RAHMAN' }, at: 75 },
    { case: 'their net, no name', line: { amount: -568_660, date: '2026-04-01', description: 'TRANSFER 0042' }, at: 55 },
    {
      case: 'their name, what they earned',
      line: { amount: -669_522, date: '2026-04-01', description: 'TRANSFER TO AISHA RAHMAN' },
      at: 0,
    },
  ])('payee: $case: $at', ({ line, at }) => {
    expect(payeeMatch(line, run, 1).confidence).toBe(at);
  });

  it('suggests the run for its total and the payee for their net, with reasons; never below 60 nor what was dismissed', () => {
    const batch = suggestForPayRuns({ amount: -total, date: '2026-04-01', description: 'CBA CONTRACTORS' }, [run], none);
    expect(batch).toMatchObject({ kind: 'pay_run', week: '2026-03-22', user_id: null, confidence: 95 });
    expect(batch?.reasons[0]).toBe('Amount $35,068.78 is the net total of the pay run of 2026-03-22');
    const transfer = { amount: -568_660, date: '2026-04-01', description: 'TRANSFER TO AISHA RAHMAN' };
    expect(suggestForPayRuns(transfer, [run], none)).toMatchObject({ kind: 'pay_run', user_id: 1, confidence: 85 });
    expect(suggestForPayRuns({ ...transfer, description: 'TRANSFER 0042' }, [run], none)).toBeNull();
    expect(suggestForPayRuns(transfer, [run], new Set([payRunKey(run.week, 1)]))).toBeNull();
    expect(
      suggestForPayRuns({ amount: -total, date: '2026-04-01', description: 'X' }, [run], new Set([payRunKey(run.week, null)])),
    ).toBeNull();
    expect(suggestFrom).toBe(60);
  });
});
