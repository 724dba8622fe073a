import { describe, expect, it } from 'vitest';
import { taskDetailsForm, taskForm } from '../../../shared/api/tasks';
import type { TaskFormValues } from './task-form';

const values = (over: Partial<TaskFormValues> = {}): TaskFormValues => ({
  name: 'Office clean',
  invoice_description: '',
  description: '',
  consumable: false,
  price: '185.50',
  payment_type: 'percentage',
  contractor_percentage: 80,
  contractor_amount: '',
  ...over,
});

const errorsOf = (form: TaskFormValues) => {
  const result = taskForm.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the task form', () => {
  it('sends dollars as cents and only the pay field of the chosen type', () => {
    expect(taskForm.parse(values({ contractor_amount: '12.00' }))).toEqual({
      name: 'Office clean',
      invoice_description: null,
      description: null,
      consumable: false,
      price: 18550,
      payment_type: 'percentage',
      contractor_percentage: 80,
    });
    expect(taskForm.parse(values({ payment_type: 'fixed', contractor_amount: '99.9', contractor_percentage: '' }))).toMatchObject({
      price: 18550,
      payment_type: 'fixed',
      contractor_amount: 9990,
    });
  });

  it.each([
    ['', 0],
    ['0.05', 5],
    ['1.1', 110],
    ['1005', 100500],
    [' 45.50 ', 4550],
    ['$1,000', 100000],
  ])('reads the price %j as %i cents', (price, cents) => {
    expect(taskForm.parse(values({ price })).price).toBe(cents);
  });

  it.each([
    [{ price: '12.345' }, { price: 'The price must be an amount in dollars, like 45.50.' }],
    [{ price: '-5' }, { price: 'The price must be an amount in dollars, like 45.50.' }],
    [{ price: '1,00' }, { price: 'The price must be an amount in dollars, like 45.50.' }],
    [{ price: '1000000.01' }, { price: 'The price may not be greater than $1,000,000.00.' }],
    [{ contractor_percentage: 101 }, { contractor_percentage: 'The contractor percentage must be a whole number from 0 to 100.' }],
    [{ contractor_percentage: '' }, { contractor_percentage: 'The contractor percentage must be a whole number from 0 to 100.' }],
    [{ payment_type: 'fixed' as const }, { contractor_amount: 'The contractor amount field is required when payment type is fixed.' }],
    [
      { payment_type: 'fixed' as const, contractor_amount: 'lots' },
      { contractor_amount: 'The contractor amount must be an amount in dollars, like 45.50.' },
    ],
    [{ name: ' ' }, { name: 'The name field is required.' }],
    [
      { payment_type: 'fixed' as const, contractor_amount: '185.51' },
      { contractor_amount: 'The contractor amount may not be more than the price.' },
    ],
    [
      { payment_type: 'fixed' as const, contractor_amount: '10', price: '' },
      { contractor_amount: 'The contractor amount may not be more than the price.' },
    ],
  ])('refuses %j', (over, errors) => {
    expect(errorsOf(values(over))).toEqual(errors);
  });

  it('ignores a stale value in the hidden pay field', () => {
    expect(errorsOf(values({ contractor_amount: 'junk' }))).toEqual({});
    expect(errorsOf(values({ payment_type: 'fixed', contractor_amount: '10', contractor_percentage: 'junk' }))).toEqual({});
  });

  it('has only the details for someone who may not see prices', () => {
    expect(taskDetailsForm.parse(values({ consumable: true }))).toEqual({
      name: 'Office clean',
      invoice_description: null,
      description: null,
      consumable: true,
    });
  });
});
