import { describe, expect, it } from 'vitest';
import { checkAllocation, fillOldestFirst } from './match-math';

const invoices = [
  { id: 1, number: 1001, balance: 10_000 },
  { id: 2, number: 1002, balance: 25_000 },
];

describe('fillOldestFirst', () => {
  it.each([
    [35_000, { 1: 10_000, 2: 25_000 }],
    [12_000, { 1: 10_000, 2: 2_000 }],
    [5_000, { 1: 5_000 }],
    [50_000, { 1: 10_000, 2: 25_000 }],
  ])('spreads %i', (remainder, expected) => expect(fillOldestFirst(remainder, invoices)).toEqual(expected));
});

describe('checkAllocation', () => {
  it.each([
    ['exact', 35_000, { 1: 10_000, 2: 25_000 }, { taken: 35_000, differs: false, canCreditRest: false, valid: true }],
    ['less: warn and offer the credit toggle', 40_000, { 1: 10_000, 2: 25_000 }, { left: 5_000, differs: true, canCreditRest: true, valid: true }],
    ['more than a balance', 40_000, { 1: 12_000 }, { overBalance: [1], valid: false }],
    ['more than the remainder', 20_000, { 1: 10_000, 2: 25_000 }, { overRemainder: true, valid: false, canCreditRest: false }],
    ['nothing chosen', 20_000, {}, { valid: false, differs: false, canCreditRest: false }],
  ])('%s', (_name, remainder, allocation, expected) => expect(checkAllocation(remainder, invoices, allocation)).toMatchObject(expected));
});
