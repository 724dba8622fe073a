import { describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/api/tasks';
import { describeRule } from '../../entities/task-groups/rule-text';
import { lineBody, lineErrors, lineFromService, linePay, newLine } from './task-group-values';

const service = (fields: Partial<Task>): Task => ({
  id: 7,
  name: 'Window clean',
  invoice_description: null,
  description: 'Inside and out',
  payment_type: 'percentage',
  consumable: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...fields,
});

describe('task lines', () => {
  it('choosing a service prefills description, price and percentage pay', () => {
    const line = lineFromService(newLine(), service({ price: 12050, contractor_percentage: 75, contractor_amount: null }));
    expect(line).toMatchObject({
      task: '7',
      name: 'Window clean',
      description: 'Inside and out',
      price: 12050,
      payment_type: 'percentage',
      contractor_percentage: 75,
    });
    expect(linePay(line)).toBe(9038);
  });

  it('choosing a fixed-pay service prefills the contractor amount', () => {
    const line = lineFromService(
      newLine(),
      service({ price: 9000, payment_type: 'fixed', contractor_percentage: null, contractor_amount: 4550 }),
    );
    expect(line).toMatchObject({ payment_type: 'fixed', contractor_amount: 4550 });
    expect(lineBody(line, true)).toEqual({
      task: 7,
      name: 'Window clean',
      description: 'Inside and out',
      price: 9000,
      payment_type: 'fixed',
      contractor_amount: 4550,
    });
  });

  it('without task_price a service leaves the money alone and the body carries none', () => {
    const line = lineFromService(newLine(), service({}));
    expect(line.price).toBe(0);
    expect(lineBody(line, false)).toEqual({ task: 7, name: 'Window clean', description: 'Inside and out' });
  });

  it('a line needs a service or a name, and a whole percentage', () => {
    expect(lineErrors([{ ...newLine(), contractor_percentage: 120 }], true)).toEqual({
      'tasks.0.name': 'Choose a service or give the task a name.',
      'tasks.0.contractor_percentage': 'A whole percentage from 0 to 100.',
    });
  });
});

describe('task line money is refused, never changed', () => {
  const fixed = (price: number | null, contractor_amount: number | null) => ({
    ...newLine(),
    name: 'Windows',
    price,
    payment_type: 'fixed' as const,
    contractor_amount,
  });
  it.each([
    [fixed(9000, 9000), {}],
    [fixed(9000, 9001), { 'tasks.0.contractor_amount': 'The contractor amount may not be more than the price.' }],
    [fixed(0, 500), { 'tasks.0.contractor_amount': 'The contractor amount may not be more than the price.' }],
    [fixed(null, 0), { 'tasks.0.price': 'The price must be an amount in dollars, not below $0.00.' }],
    [fixed(1000, null), { 'tasks.0.contractor_amount': 'The contractor amount field is required when payment type is fixed.' }],
    [fixed(-500, 0), { 'tasks.0.price': 'The price must be an amount in dollars, not below $0.00.' }],
    [fixed(1000, -100), { 'tasks.0.contractor_amount': 'The contractor amount must be an amount in dollars, not below $0.00.' }],
    [
      { ...newLine(), name: 'Windows', price: 1000, contractor_percentage: 101 },
      { 'tasks.0.contractor_percentage': 'A whole percentage from 0 to 100.' },
    ],
    [
      { ...newLine(), name: 'Windows', price: 1000, contractor_percentage: -1 },
      { 'tasks.0.contractor_percentage': 'A whole percentage from 0 to 100.' },
    ],
  ])('line %#', (line, errors) => {
    expect(lineErrors([line], true)).toEqual(errors);
  });
});

describe('rule in words', () => {
  const rule = { frequency: null, week_of_month: null, day_of_week: null, days_of_week: [], start_at: null };
  it.each([
    [{ ...rule, rotation: 'non' as const }, 'Booked by hand'],
    [{ ...rule, rotation: 'weekly' as const, frequency: 1, day_of_week: 2, start_at: '2025-03-03' }, 'Every Tuesday, from 3 Mar 2025'],
    [{ ...rule, rotation: 'weekly' as const, frequency: 2, day_of_week: 0 }, 'Every 2 weeks on Sunday'],
    [{ ...rule, rotation: 'monthly' as const, frequency: 1, week_of_month: 4, day_of_week: 5 }, 'Last Friday of every month'],
    [{ ...rule, rotation: 'monthly' as const, frequency: 3, week_of_month: 2, day_of_week: 1 }, '2nd Monday every 3 months'],
    [{ ...rule, rotation: 'daily' as const, days_of_week: [0, 1, 3, 5] }, 'Every Mon, Wed, Fri and Sun'],
    [{ ...rule, rotation: 'daily' as const, days_of_week: [0, 1, 2, 3, 4, 5, 6] }, 'Every day'],
  ])('%o reads "%s"', (value, text) => {
    expect(describeRule(value)).toBe(text);
  });
});
