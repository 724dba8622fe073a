/**
 * A change the database's money triggers refuse (migration 0019) is answered 409 in the error shape, naming what
 * would not add up, and writes nothing. Lowering a chased invoice's total below what it was already paid is one
 * such change (the chasing states may still be edited).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildInvoice } from '../../test/invoice-factories';

const { t, bookkeeper } = await createDemoApp('bookkeeper');
afterAll(() => t.close());
const db = t.app.db;

describe('a refusal of the money triggers', () => {
  it('is 409 with the rule’s sentence, and the invoice is as it was', async () => {
    const invoice = await buildInvoice(db, {
      sentAt: new Date('2026-10-01T00:00:00Z'),
      escalation: 'reminded',
      lines: [{ unit_price: 10_000 }],
      payments: [{ amount: 8_000 }],
    });
    const lowered = await bookkeeper.put(`/api/invoices/${invoice.id}/lines/${invoice.lines[0].id}`, { unit_price: 5_000 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toEqual({
      message: 'This would apply more money than there is. Reload and try again.',
      errors: { money: [`Invoice #${invoice.number} would have $80.00 applied, more than its total of $55.00.`] },
    });
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json()).toMatchObject({ total: 11_000, balance: 3_000 });
  });
});
