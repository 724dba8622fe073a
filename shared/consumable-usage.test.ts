import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumableUsage } from './consumable-usage';

describe('consumableUsage', () => {
  it.each([
    [[], null, null],
    [[4], 4, 4],
    // 1 + 2 + 2 = 5; 5 / 3 = 1.666… → 1.67; 2 twice.
    [[1, 2, 2], 1.67, 2],
    // 3 + 3 + 1 + 1 + 5 = 13; 13 / 5 = 2.6; 3 and 1 twice each: the larger, 3.
    [[3, 3, 1, 1, 5], 2.6, 3],
    // 1 / 8 = 0.125 → 0.13 (half up); 0 seven times.
    [[0, 0, 0, 0, 0, 0, 0, 1], 0.13, 0],
    // 6 / 9 = 0.666… → 0.67; 0 six times, 2 three times.
    [[0, 2, 0, 0, 2, 0, 0, 2, 0], 0.67, 0],
    // 11 / 3 = 3.666… → 3.67; each once: the largest.
    [[6, 1, 4], 3.67, 6],
  ])('%j: average %s, mode %s', (quantities, average, mode) => {
    expect(consumableUsage(quantities)).toEqual({ average, mode });
  });

  it('finds the average within half a cent of the exact mean, and a mode no other quantity outnumbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 60 }), (quantities) => {
        const { average, mode } = consumableUsage(quantities);
        const mean = quantities.reduce((a, b) => a + b, 0) / quantities.length;
        expect(Math.abs((average ?? Number.NaN) - mean)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round((average ?? 0) * 100) / 100).toBe(average);
        const times = (q: number) => quantities.filter((x) => x === q).length;
        for (const q of quantities) expect(times(q) < times(mode!) || (times(q) === times(mode!) && q <= mode!)).toBe(true);
      }),
    );
  });
});
