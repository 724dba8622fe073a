import { describe, expect, it } from 'vitest';
import {
  documentMatch,
  expenseDocumentState,
  expenseDocumentStates,
  receiptGstWarning,
  strongMatch,
  suggestFrom,
} from './expense-documents';

describe('expenseDocumentState', () => {
  it.each([
    [{ reading: 'processing', expense: 'none', reconciled: false }, 'processing'],
    [{ reading: 'processed', expense: 'none', reconciled: false }, 'processed'],
    [{ reading: 'attempted', expense: 'none', reconciled: false }, 'attempted'],
    [{ reading: 'failed', expense: 'none', reconciled: false }, 'failed'],
    [{ reading: 'processed', expense: 'suggested', reconciled: false }, 'pending'],
    [{ reading: 'processing', expense: 'confirmed', reconciled: false }, 'documented'], // dropped on an expense: placed while still read
    [{ reading: 'processed', expense: 'none', reconciled: true }, 'reconciled'],
    [{ reading: 'processed', expense: 'suggested', reconciled: true }, 'reconciled'],
    [{ reading: 'failed', expense: 'confirmed', reconciled: true }, 'complete'],
  ] as const)('%j is %s', (facts, state) => {
    expect(expenseDocumentState(facts)).toBe(state);
  });

  it('reaches each of the eight document states', () => {
    const reached = new Set<string>();
    for (const reading of ['processing', 'processed', 'attempted', 'failed'] as const)
      for (const expense of ['none', 'suggested', 'confirmed'] as const)
        for (const reconciled of [false, true]) reached.add(expenseDocumentState({ reading, expense, reconciled }));
    expect([...reached].sort()).toEqual([...expenseDocumentStates].sort());
  });
});

describe('documentMatch', () => {
  const expense = { amount: 4510, date: '2026-11-03', vendorId: 7 };
  it.each([
    [{ amount: 4510, date: '2026-11-03', vendorId: 7 }, 100, ['Amount $45.10 agrees', 'Same date', 'Same vendor']],
    [{ amount: 4510, date: '2026-11-03', vendorId: null }, 85, ['Amount $45.10 agrees', 'Same date']],
    [{ amount: 4510, date: '2026-11-05', vendorId: 7 }, 95, ['Amount $45.10 agrees', 'Dates 2 days apart', 'Same vendor']],
    [{ amount: 4510, date: '2026-11-04', vendorId: null }, 80, ['Amount $45.10 agrees', 'Dates 1 day apart']],
    [{ amount: 4510, date: '2026-10-28', vendorId: null }, 72, ['Amount $45.10 agrees', 'Dates 6 days apart']],
    [{ amount: 4510, date: '2026-10-10', vendorId: null }, 65, ['Amount $45.10 agrees', 'Dates 24 days apart']],
    [{ amount: 4510, date: '2026-08-01', vendorId: 8 }, 60, ['Amount $45.10 agrees']],
    [{ amount: 4510, date: null, vendorId: null }, 60, ['Amount $45.10 agrees']],
    [{ amount: 4511, date: '2026-11-03', vendorId: 7 }, 0, []], // another sum is another purchase
    [{ amount: null, date: '2026-11-03', vendorId: 7 }, 0, []],
  ])('%j → %i', (found, confidence, reasons) => {
    expect(documentMatch(found, expense)).toEqual({ confidence, reasons });
  });

  it('suggests from 60 and calls 90 strong', () => {
    expect(suggestFrom).toBe(60);
    expect(strongMatch).toBe(90);
  });
});

describe('receiptGstWarning (the GST printed against the GST claimed)', () => {
  const claiming = { amount: 4510, gst: true }; // claims $4.10
  it.each([
    ['agrees with its expense', { amount: 4510, gst: 410 }, claiming, null],
    ['a few cents out (rounding per line)', { amount: 4510, gst: 405 }, claiming, null],
    ['prints none', { amount: 4510, gst: null }, claiming, 'No GST is printed on it; the expense claims $4.10.'],
    ['says GST free', { amount: 4510, gst: 0 }, claiming, 'It says GST free; the expense claims $4.10.'],
    ['a GST-free item inside', { amount: 4510, gst: 250 }, claiming, 'It prints GST of $2.50; the expense claims $4.10.'],
    [
      'GST printed, none claimed',
      { amount: 4510, gst: 410 },
      { amount: 4510, gst: false },
      'It prints GST of $4.10; the expense claims $0.00.',
    ],
    ['none printed, none claimed', { amount: 4510, gst: null }, { amount: 4510, gst: false }, null],
    [
      'on no expense: against its amount ÷ 11',
      { amount: 4510, gst: 0 },
      null,
      'It says GST free; an expense of its amount would claim $4.10.',
    ],
    ['on no expense, agrees', { amount: 4510, gst: 410 }, null, null],
    ['no amount read', { amount: null, gst: null }, null, null],
  ] as const)('%s', (_, found, expense, warning) => {
    expect(receiptGstWarning({ ...found, gstRead: true }, expense)).toBe(warning);
  });

  it('says nothing of a document read before its GST was looked for', () => {
    expect(receiptGstWarning({ amount: 4510, gst: null, gstRead: false }, claiming)).toBeNull();
  });
});
