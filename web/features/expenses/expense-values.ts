import type { Expense, ExpenseDocument, ExpenseInput } from '../../../shared/api/expenses';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../shared/dates';
import { type Cents, expenseGst } from '../../../shared/money';

/** The form's values: the amount as the money box holds it (cents, null while empty or unreadable), the pickers' ids as text. */
export type ExpenseValues = {
  description: string;
  created_at: string | null;
  amount: Cents | null;
  business_use: number | string;
  gst: boolean;
  category_id: string | null;
  vendor_id: string | null;
};

export function initialExpenseValues(expense: Expense | null, today = todayIn(DEFAULT_TIME_ZONE)): ExpenseValues {
  return {
    description: expense?.description ?? '',
    created_at: expense?.created_at ?? today,
    amount: expense?.amount ?? null,
    // Business use is 100 percent unless said (docs/domain.md "Expense business use").
    business_use: expense?.business_use ?? 100,
    gst: expense?.gst ?? false,
    category_id: expense?.category_id ? String(expense.category_id) : null,
    vendor_id: expense?.vendor_id ? String(expense.vendor_id) : null,
  };
}

/**
 * A new expense as a read receipt fills it in: its vendor, date, amount, and GST claimed unless it says GST free
 * (the claim still needs a GST-registered vendor); described as the upload was, else by the vendor's name.
 */
export function valuesFromDocument(document: ExpenseDocument, today = todayIn(DEFAULT_TIME_ZONE)): ExpenseValues {
  const { found } = document;
  return {
    ...initialExpenseValues(null, today),
    description: document.description ?? found.vendor_name ?? '',
    created_at: found.date ?? today,
    amount: found.amount,
    gst: found.gst !== 0,
    vendor_id: found.vendor_id === null ? null : String(found.vendor_id),
  };
}

/**
 * The call's body. GST is claimed only with a GST-registered vendor (docs/domain.md "Expense business use"): with
 * another vendor, or none, the switch is hidden and `gst` goes false, whatever it was left at. A missing amount
 * or unreadable number goes as NaN, so the shared schema refuses it under its own field.
 */
export function expenseBody(values: ExpenseValues, gstRegistered: boolean): ExpenseInput {
  return {
    description: values.description,
    created_at: values.created_at ?? '',
    amount: values.amount ?? Number.NaN,
    business_use: values.business_use === '' ? Number.NaN : Number(values.business_use),
    gst: gstRegistered && values.gst,
    category_id: values.category_id ? Number(values.category_id) : null,
    vendor_id: values.vendor_id ? Number(values.vendor_id) : null,
  };
}

/** The GST claimed as the form stands, by the same rule the server applies (shared `expenseGst`). */
export function gstClaimed(values: ExpenseValues, gstRegistered: boolean): Cents {
  const body = expenseBody(values, gstRegistered);
  if (!Number.isSafeInteger(body.amount) || !Number.isInteger(body.business_use)) return 0;
  return expenseGst(body.amount, Math.min(100, Math.max(0, body.business_use)), body.gst);
}
