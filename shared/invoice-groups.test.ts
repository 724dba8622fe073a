import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAddingUp, maxGroupInvoices, searchSteps } from './invoice-groups';
import type { OpenInvoice } from './matching';

/** One client's invoices, oldest first, numbered from 1 in issue order. */
const invoicesOf = (balances: readonly number[]): OpenInvoice[] =>
  balances.map((balance, i) => ({
    id: i + 1,
    number: i + 1,
    clientId: 7,
    clientName: 'Bridgepoint Accountants',
    issuedAt: `2026-0${1 + (Math.floor(i / 28) % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
    balance,
  }));
const numbersOf = (group: readonly OpenInvoice[] | null) => group?.map((i) => i.number).sort((a, b) => a - b) ?? null;

describe('groupAddingUp', () => {
  it.each([
    ['three that add up', [100, 200, 300, 1000], 600, [], [1, 2, 3]],
    ['the oldest of the sets adding up', [100, 200, 300, 400], 500, [], [1, 4]],
    ['the quoted set over an older one', [100, 200, 300, 400], 500, [2, 3], [2, 3]],
    ['quoted invoices completed by the oldest', [100, 200, 300, 400, 50], 650, [4], [2, 4, 5]],
    ['quoted first, then the oldest', [100, 200, 300, 400, 50], 750, [4], [1, 2, 4, 5]],
    ['equal invoices: the oldest', [1650, 1650, 1650, 1650, 1650], 4950, [], [1, 2, 3]],
    ['eight at most', [1, 1, 1, 1, 1, 1, 1, 1, 1], 9, [], null],
    ['eight exactly', [1, 1, 1, 1, 1, 1, 1, 1, 1], 8, [], [1, 2, 3, 4, 5, 6, 7, 8]],
    ['one invoice is not a group', [500, 200], 500, [], null],
    ['nothing adds up', [100, 200, 400], 350, [], null],
  ])('%s', (_name, balances, amount, quoted, expected) => {
    expect(numbersOf(groupAddingUp(invoicesOf(balances), amount, new Set(quoted)))).toEqual(expected);
  });

  it('returns sets that add up exactly, of 2 to 8 of the invoices, preferring a quoted set that adds up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 12 }),
        fc.array(fc.nat({ max: 11 }), { maxLength: 8 }),
        fc.oneof(fc.array(fc.nat({ max: 11 }), { maxLength: 8 }), fc.constant(null)),
        fc.integer({ min: 1, max: 200 }),
        (balances, quotedAt, pickedAt, randomAmount) => {
          const invoices = invoicesOf(balances);
          const quoted = new Set(quotedAt.filter((k) => k < invoices.length).map((k) => invoices[k].number));
          const picked = [...new Set((pickedAt ?? []).filter((k) => k < invoices.length))];
          const amount = picked.length ? picked.reduce((s, k) => s + invoices[k].balance, 0) : randomAmount;
          const group = groupAddingUp(invoices, amount, quoted);
          const all = bruteForce(invoices, amount);
          if (group === null) {
            expect(all).toEqual([]);
            return;
          }
          expect(group.reduce((s, i) => s + i.balance, 0)).toBe(amount);
          expect(group.length).toBeGreaterThanOrEqual(2);
          expect(group.length).toBeLessThanOrEqual(maxGroupInvoices);
          expect(new Set(group.map((i) => i.id)).size).toBe(group.length);
          expect(group.every((i) => invoices.includes(i) && i.clientId === 7)).toBe(true);
          const quotedSet = invoices.filter((i) => quoted.has(i.number));
          const quotedSum = quotedSet.reduce((s, i) => s + i.balance, 0);
          if (quotedSet.length >= 2 && quotedSet.length <= maxGroupInvoices && quotedSum === amount)
            expect(numbersOf(group)).toEqual(numbersOf(quotedSet));
          // Of every set adding up, the one kept has the most quoted invoices it can, then the oldest.
          const rank = (set: readonly OpenInvoice[]) =>
            set.map((i) => (quoted.has(i.number) ? i.number : 100 + i.number)).sort((a, b) => a - b);
          const best = all.map(rank).sort(compareLists)[0];
          expect(rank(group)).toEqual(best);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stays within its budget on a client with 200 open invoices, and gives up past it', () => {
    // Even balances never make an odd amount: every set would be weighed, but the budget stops the search.
    const invoices = invoicesOf(Array.from({ length: 200 }, (_, i) => 10_000 + 2 * ((i * 7919) % 5000)));
    const budget = { steps: searchSteps };
    expect(groupAddingUp(invoices, 80_001, new Set(), budget)).toBeNull();
    expect(budget.steps).toBeLessThanOrEqual(0);
    expect(budget.steps).toBeGreaterThanOrEqual(-maxGroupInvoices); // each depth of the search notices it once
    // A search whose budget is spent finds nothing, even a pair.
    expect(groupAddingUp(invoices, invoices[0].balance + invoices[1].balance, new Set(), budget)).toBeNull();
    // The same client paying three of its invoices, quoted, is found at once.
    const three = [invoices[150], invoices[20], invoices[199]];
    const amount = three.reduce((s, i) => s + i.balance, 0);
    const fresh = { steps: searchSteps };
    expect(numbersOf(groupAddingUp(invoices, amount, new Set(three.map((i) => i.number)), fresh))).toEqual(numbersOf(three));
    expect(searchSteps - fresh.steps).toBeLessThan(100);
  });
});

const compareLists = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
};

/** Every set of 2 to 8 invoices adding up to the amount. */
function bruteForce(invoices: readonly OpenInvoice[], amount: number): OpenInvoice[][] {
  const sets: OpenInvoice[][] = [];
  for (let mask = 0; mask < 1 << invoices.length; mask++) {
    const set = invoices.filter((_, k) => mask & (1 << k));
    if (set.length >= 2 && set.length <= maxGroupInvoices && set.reduce((s, i) => s + i.balance, 0) === amount) sets.push(set);
  }
  return sets;
}
