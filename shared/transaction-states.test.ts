import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isToMatch, remainderOf, transactionState } from './transaction-states';

describe('transactionState', () => {
  it.each([
    [{ amount: 100, linked: 0, credited: false, suggested: false }, 'unmatched'],
    [{ amount: 100, linked: 0, credited: false, suggested: true }, 'suggested'],
    [{ amount: 100, linked: 40, credited: false, suggested: true }, 'partial'],
    [{ amount: 100, linked: 100, credited: false, suggested: false }, 'matched'],
    [{ amount: 100, linked: 100, credited: true, suggested: false }, 'credited'],
    [{ amount: -8640, linked: 8640, credited: false, suggested: false }, 'matched'],
    [{ amount: -8640, linked: 1000, credited: false, suggested: false }, 'partial'],
  ] as const)('%o is %s', (facts, state) => expect(transactionState(facts)).toBe(state));

  it('remainder carries the sign of the amount and is to match only with no link', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.nat(1e9), (amount, linked) => {
        const rest = remainderOf(amount, linked);
        // Compared as numbers: a debit fully linked leaves 0, and its negation −0 is the same amount (toBe tells them apart).
        expect(Math.abs(amount) - linked === (amount < 0 ? -rest : rest)).toBe(true);
        expect(isToMatch({ amount, linked })).toBe(amount !== 0 && linked === 0);
      }),
    );
  });
});
