import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { autoRemindStep, chasedBy, escalationAfter } from './escalation';
import { escalationSteps } from './escalation-steps';
import { invoiceStates } from './invoice-states';

const [reminder, notice, warning, suspend] = escalationSteps;

describe('which invoices a step acts on', () => {
  // Each state, and the steps that take an invoice in it with money owed.
  const table: [string, string[]][] = [
    ['open', []],
    ['sending', []],
    ['sent', []],
    ['seen', []],
    ['overdue', [reminder, notice, warning, suspend]],
    ['partial', [reminder, notice, warning, suspend]],
    ['reminded', [reminder, notice, warning, suspend]],
    ['notice', [reminder, warning, suspend]],
    ['warning', [suspend]],
    ['suspended', []],
    ['paid', []],
    ['cash', []],
    ['cancelled', []],
  ];

  it('covers every state', () => {
    expect(table.map(([state]) => state)).toEqual([...invoiceStates]);
  });

  it.each(table)('%s → %j', (state, steps) => {
    const taken = escalationSteps.filter((step) => chasedBy(step, state as (typeof invoiceStates)[number], 100));
    expect(taken).toEqual(steps);
  });

  it('never chases an invoice with nothing owed on it', () => {
    for (const step of escalationSteps) expect(chasedBy(step, 'overdue', 0)).toBe(false);
  });
});

describe('the step an invoice reaches', () => {
  it.each([
    [null, reminder, 'reminded'],
    [null, suspend, 'suspended'],
    ['reminded', reminder, 'reminded'],
    ['notice', reminder, 'notice'],
    ['reminded', warning, 'warning'],
    ['warning', notice, 'warning'],
  ] as const)('from %s, %s gives %s (never back)', (current, step, expected) => {
    expect(escalationAfter(current, step)).toBe(expected);
  });
});

describe('auto-remind, day by day', () => {
  const days = { reminder: 7, notice: 14, warning: 7 };
  const due = '2026-03-15';
  const base = { balance: 11_000, due_date: due, reminded_on: null, notice_on: null };

  // Due 15 Mar: the reminder from 22 Mar; reminded on 22 Mar, the notice from 5 Apr; noticed 5 Apr, the warning from 12 Apr.
  it.each([
    ['overdue', '2026-03-16', {}, null],
    ['overdue', '2026-03-21', {}, null],
    ['overdue', '2026-03-22', {}, reminder],
    ['overdue', '2026-06-01', {}, reminder],
    ['partial', '2026-03-22', {}, reminder],
    ['partial', '2026-03-10', {}, null],
    ['reminded', '2026-04-04', { reminded_on: '2026-03-22' }, null],
    ['reminded', '2026-04-05', { reminded_on: '2026-03-22' }, notice],
    ['reminded', '2026-04-05', { reminded_on: null }, null],
    ['reminded', '2026-03-14', { reminded_on: '2026-02-20' }, null],
    ['notice', '2026-04-11', { reminded_on: '2026-03-22', notice_on: '2026-04-05' }, null],
    ['notice', '2026-04-12', { reminded_on: '2026-03-22', notice_on: '2026-04-05' }, warning],
    ['warning', '2027-01-01', { notice_on: '2026-04-05' }, null],
    ['suspended', '2027-01-01', {}, null],
    ['sent', '2027-01-01', {}, null],
    ['paid', '2027-01-01', {}, null],
    ['cancelled', '2027-01-01', {}, null],
  ] as const)('%s on %s (%j) → %s', (state, today, facts, expected) => {
    expect(autoRemindStep({ ...base, ...facts, state }, days, today)).toBe(expected);
  });

  it('takes nothing for an invoice with nothing owed, however late', () => {
    expect(autoRemindStep({ ...base, state: 'overdue', balance: 0 }, days, addDays(due, 400))).toBeNull();
  });

  it('follows the settings’ days', () => {
    const slow = { reminder: 30, notice: 30, warning: 30 };
    expect(autoRemindStep({ ...base, state: 'overdue' }, slow, addDays(due, 29))).toBeNull();
    expect(autoRemindStep({ ...base, state: 'overdue' }, slow, addDays(due, 30))).toBe(reminder);
  });
});
