import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expenseGst, gstInInclusive } from './money';

/** Expense amounts up to ±$100 million, business use as the form takes it: a whole percent. */
const amount = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
const businessUse = fc.integer({ min: 0, max: 100 });

describe('expenseGst: round(amount × business_use ÷ 1100), one rounding', () => {
  it.each([
    [11_000, 100, true, 1000],
    [11_000, 40, true, 400],
    [11_000, 100, false, 0],
    [1005, 40, true, 37], // 36.545…: one rounding; rounding the GST first (91) would give 36
    [1100, 33.3, true, 33], // 33.3
    [55, 50, true, 3], // 2.5 → 3, half away from zero
    [11_000, 0, true, 0],
    [-11_000, 100, true, -1000], // a refund
    [-55, 50, true, -3],
    [9_999_999_999, 100, true, 909_090_909], // $99,999,999.99: exact far past a float's cents
  ])('on %i cents at %d %% business use (gst %s) is %i', (cents, use, gst, expected) => {
    expect(expenseGst(cents, use, gst)).toBe(expected);
  });

  it('is the exact quotient rounded half away from zero', () => {
    fc.assert(
      fc.property(amount, businessUse, (cents, use) => {
        const claimed = expenseGst(cents, use, true);
        // |1100 × claimed − amount × use| ≤ 550: within half a cent of the exact figure, in whole numbers.
        const error = BigInt(claimed) * 1100n - BigInt(cents) * BigInt(use);
        expect(error <= 550n && error >= -550n).toBe(true);
        // A tie (error exactly ±550) goes away from zero.
        if (error === 550n || error === -550n) expect(Math.sign(claimed) === Math.sign(cents)).toBe(true);
      }),
    );
  });

  it('at 100 % is the GST inside the amount, and nothing without GST', () => {
    fc.assert(
      fc.property(amount, businessUse, (cents, use) => {
        expect(expenseGst(cents, 100, true)).toBe(gstInInclusive(cents));
        expect(expenseGst(cents, use, false)).toBe(0);
      }),
    );
  });

  it('never claims more as business use falls, nor more than the whole GST, and follows the sign of the amount', () => {
    fc.assert(
      fc.property(amount, businessUse, businessUse, (cents, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = Math.abs(expenseGst(cents, low, true));
        const higher = Math.abs(expenseGst(cents, high, true));
        expect(lower).toBeLessThanOrEqual(higher);
        expect(higher).toBeLessThanOrEqual(Math.abs(gstInInclusive(cents)));
        expect(expenseGst(-cents, high, true)).toBe(-expenseGst(cents, high, true) || 0);
      }),
    );
  });
});
