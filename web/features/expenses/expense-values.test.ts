import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Expense } from '../../../shared/api/expenses';
import { expenseInput } from '../../../shared/api/expenses';
import { expenseGst } from '../../../shared/money';
import { expenseBody, type ExpenseValues, gstClaimed, initialExpenseValues } from './expense-values';

const values = (over: Partial<ExpenseValues> = {}): ExpenseValues => ({
  description: 'Fuel',
  created_at: '2026-11-20',
  amount: 11_000,
  business_use: 100,
  gst: true,
  category_id: '2',
  vendor_id: '7',
  ...over,
});

describe('the expense form values', () => {
  it('start blank for a new expense: dated today, 100% business use, no GST', () => {
    expect(initialExpenseValues(null, '2026-11-24')).toEqual({
      description: '',
      created_at: '2026-11-24',
      amount: null,
      business_use: 100,
      gst: false,
      category_id: null,
      vendor_id: null,
    });
  });

  it('start from the expense being edited', () => {
    const expense = {
      description: 'Mop',
      created_at: '2026-10-01',
      amount: 4510,
      business_use: 80,
      gst: true,
      category_id: 3,
      vendor_id: 9,
    } as Expense;
    expect(initialExpenseValues(expense, '2026-11-24')).toEqual({
      description: 'Mop',
      created_at: '2026-10-01',
      amount: 4510,
      business_use: 80,
      gst: true,
      category_id: '3',
      vendor_id: '9',
    });
  });

  it.each([
    ['a GST-registered vendor, switch on', true, true, true],
    ['a GST-registered vendor, switch off', true, false, false],
    ['a vendor not registered: the hidden switch counts for nothing', false, true, false],
  ])('sends gst for %s', (_case, registered, switched, sent) => {
    expect(expenseBody(values({ gst: switched }), registered).gst).toBe(sent);
  });

  it('sends what the shared schema takes: ids as numbers, blanks as null', () => {
    const body = expenseBody(values({ category_id: null, vendor_id: null, gst: false }), false);
    expect(body).toEqual({
      description: 'Fuel',
      created_at: '2026-11-20',
      amount: 11000,
      business_use: 100,
      gst: false,
      category_id: null,
      vendor_id: null,
    });
    expect(expenseInput.safeParse(body).success).toBe(true);
  });

  it('leaves an unreadable amount for the shared schema to refuse under its field', () => {
    const result = expenseInput.safeParse(expenseBody(values({ amount: null }), true));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount']);
  });

  it.each([
    ['$110 all business, GST', values(), true, 1000],
    ['$110 at 90% business', values({ business_use: 90 }), true, 900],
    ['$104.56 at 90%', values({ amount: 10_456, business_use: 90 }), true, 855],
    ['vendor not registered', values(), false, 0],
    ['no amount read yet', values({ amount: null }), true, 0],
    ['business use blank', values({ business_use: '' }), true, 0],
  ])('shows the GST claimed: %s', (_case, form, registered, cents) => {
    expect(gstClaimed(form, registered)).toBe(cents);
  });

  it('shows the same GST the server will store, for any amount and share (the shared rule, one rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (cents, share, registered) => {
        const form = values({ amount: cents, business_use: share });
        expect(gstClaimed(form, registered)).toBe(expenseGst(cents, share, registered));
      }),
    );
  });
});
