import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  payAbovePrice,
  centsToNumber,
  dollarsAndCents,
  centsToDollars,
  contractorPay,
  divideRounded,
  dollarsToCents,
  formatAud,
  gstInInclusive,
  gstOnExclusive,
  invoiceTotals,
  lineAmount,
  multiplyRounded,
  parseDollars,
  roundHalfAwayFromZero,
  splitEvenly,
  splitInclusive,
} from './money';

/** Amounts up to ±$10 billion: far beyond any invoice, well inside exact float integers. */
const cents = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const price = fc.integer({ min: 0, max: 100_000_000 });

describe('dollarsToCents', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.05', 5],
    ['-0.05', -5],
    ['-12.34', -1234],
    [' 7.10 ', 710],
    ['0', 0],
    ['-0.00', 0],
    ['90071992547409.91', 9_007_199_254_740_991],
    [12.34, 1234],
    [0.1, 10],
    [1.1, 110],
    [-19.99, -1999],
    [1e3, 100_000],
  ])('%j → %i', (input, expected) => {
    expect(Object.is(dollarsToCents(input), expected)).toBe(true);
  });

  it.each([
    '12.345',
    '1.005',
    '1,234.00',
    '$5',
    '5 00',
    '+5',
    '',
    '-',
    '.',
    'abc',
    '1e3',
    '90071992547409.92',
    1.005,
    0.1 + 0.2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
  ])('refuses %j', (input) => {
    expect(() => dollarsToCents(input)).toThrow(RangeError);
  });

  it('reads back what centsToDollars writes, and the float of it', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(dollarsToCents(centsToDollars(c))).toBe(c);
        expect(dollarsToCents(c / 100)).toBe(c);
      }),
    );
  });
});

describe('parseDollars', () => {
  it.each([
    ['12.34', 1234],
    ['1,234.5', 123_450],
    ['$12', 1200],
    ['$ 1,234,567.89', 123_456_789],
    ['-$5.00', -500],
    ['- $5', -500],
    ['+0.50', 50],
    ['12.34-', -1234],
    ['.5', 50],
    ['12.', 1200],
    ['  45.10 ', 4510],
    ['12.340', 1234],
    ['-0.00', 0],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('%j → %i', (text, expected) => {
    expect(Object.is(parseDollars(text), expected)).toBe(true);
  });

  it.each([
    '',
    ' ',
    '-',
    '.',
    '$',
    'abc',
    '12.345',
    '1.005',
    '12,50',
    '1,23.00',
    ',123',
    '1 234',
    '1e3',
    '--5',
    '-5-',
    '$-5',
    '5$',
    '1.2.3',
    '90071992547409.92',
    '9999999999999999',
  ])('refuses %j', (text) => expect(parseDollars(text)).toBeNull());

  it.each([
    ['2.345', 235],
    ['2.3449', 234],
    ['-2.345', -235],
    ['-3.77000', -377],
    ['30.000', 3000],
  ])('rounds %j to %i when asked (bank files)', (text, expected) => expect(parseDollars(text, { extraDecimals: 'round' })).toBe(expected));

  it('reads back what centsToDollars and formatAud write', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseDollars(centsToDollars(c))).toBe(c);
        expect(parseDollars(formatAud(c))).toBe(c);
      }),
    );
  });
});

describe('centsToDollars and formatAud', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [-0, '0.00', '$0.00'],
    [5, '0.05', '$0.05'],
    [-5, '-0.05', '-$0.05'],
    [1234, '12.34', '$12.34'],
    [123_456, '1234.56', '$1,234.56'],
    [-500, '-5.00', '-$5.00'],
    [9_007_199_254_740_991, '90071992547409.91', '$90,071,992,547,409.91'],
  ])('%i cents → %s, %s', (c, plain, aud) => {
    expect(centsToDollars(c)).toBe(plain);
    expect(formatAud(c)).toBe(aud);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
    expect(() => formatAud(Number.NaN)).toThrow(RangeError);
  });
});

describe('centsToNumber and dollarsAndCents', () => {
  it.each([
    [0, 0, 0, 0],
    [1234, 12.34, 12, 34],
    [5, 0.05, 0, 5],
    [-5, -0.05, 0, -5],
    [100, 1, 1, 0],
    [-123456, -1234.56, -1234, -56],
  ])('%i cents → %d dollars, %i and %i', (cents, number, dollars, rest) => {
    expect(centsToNumber(cents)).toBe(number);
    expect(dollarsAndCents(cents)).toEqual({ dollars, cents: rest });
  });

  it('puts every amount back together exactly, and reads as the text it prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const parts = dollarsAndCents(cents);
        expect(parts.dollars * 100 + parts.cents).toBe(cents);
        expect(Math.abs(parts.cents)).toBeLessThan(100);
        expect(dollarsToCents(String(centsToNumber(cents)))).toBe(cents);
      }),
    );
  });
});

describe('rounding', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4, 2],
    [-2.4, -2],
    [0.5, 1],
    [-0.5, -1],
    [-0.4, 0],
    [3, 3],
  ])('roundHalfAwayFromZero(%d) = %i', (value, expected) => {
    expect(Object.is(roundHalfAwayFromZero(value), expected)).toBe(true);
  });

  it.each([
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [-5n, 10n, -1n],
    [15n, 10n, 2n],
    [-15n, 10n, -2n],
    [7n, -2n, -4n],
    [12_345n, 10n, 1235n],
  ])('divideRounded(%i, %i) = %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('multiplies by decimals exactly', () => {
    expect(multiplyRounded(333, 62.5, 100)).toBe(208); // 208.125
    expect(multiplyRounded(1005, 50, 100)).toBe(503); // 502.5, half away from zero
    expect(multiplyRounded(100, 1.005)).toBe(101); // 100.5 — a float product would say 100.49999…
    expect(multiplyRounded(1_000_000, 1e-7)).toBe(0);
    expect(multiplyRounded(7, 1e21, 1e21)).toBe(7);
    expect(() => multiplyRounded(1, Number.NaN)).toThrow(RangeError);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('divideRounded is within half of the true quotient, ties away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 15n), 10n ** 15n), fc.bigInt(1n, 10n ** 6n), (n, d) => {
        const q = divideRounded(n, d);
        const twiceError = 2n * (n - q * d); // 2 × (n/d − q) × d
        expect(twiceError <= d && twiceError >= -d).toBe(true);
        if (twiceError === d || twiceError === -d) expect(q * n >= 0n && q !== 0n).toBe(true);
      }),
    );
  });
});

describe('GST', () => {
  it.each([
    [10_000, 1000],
    [12_345, 1235], // 1234.5
    [12_344, 1234],
    [5, 1],
    [4, 0],
    [-5, -1],
    [0, 0],
  ])('on an exclusive subtotal of %i is %i', (subtotal, gst) => {
    expect(gstOnExclusive(subtotal)).toBe(gst);
  });

  it.each([
    [11_000, 1000],
    [110, 10],
    [165, 15],
    [5, 0], // 0.45
    [6, 1], // 0.55
    [-110, -10],
    [-6, -1],
    [0, 0],
  ])('inside an inclusive %i is %i', (amount, gst) => {
    expect(gstInInclusive(amount)).toBe(gst);
    expect(splitInclusive(amount)).toEqual({ exclusive: amount - gst, gst });
  });

  it('the GST and the ex-GST part of an inclusive amount add back up to it', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const { exclusive, gst } = splitInclusive(amount);
        expect(exclusive + gst).toBe(amount);
        expect(Math.abs(amount - 11 * gst)).toBeLessThanOrEqual(5.5);
      }),
    );
  });
});

describe('invoiceTotals without GST', () => {
  it('charges no GST for a business not registered for it', () => {
    expect(invoiceTotals([{ unit_price: 10_000, quantity: 1.5 }], { gst: false })).toEqual({ subtotal: 15_000, tax: 0, total: 15_000 });
  });

  it('differs from the GST invoice by its GST alone', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit_price: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 100_000 }).map((q) => q / 100),
          }),
        ),
        (lines) => {
          const withGst = invoiceTotals(lines);
          const without = invoiceTotals(lines, { gst: false });
          expect(without.subtotal).toBe(withGst.subtotal);
          expect(without.total).toBe(withGst.total - withGst.tax);
        },
      ),
    );
  });
});

describe('invoiceTotals', () => {
  it.each([
    [[], { subtotal: 0, tax: 0, total: 0 }],
    [[{ unit_price: 10_000, quantity: 1 }], { subtotal: 10_000, tax: 1000, total: 11_000 }],
    [[{ unit_price: 4500, quantity: 3 }], { subtotal: 13_500, tax: 1350, total: 14_850 }],
    // One rounding per invoice: three lines of 5 c would be 3 c of GST rounded per line, 2 c on the sum.
    [[5, 5, 5].map((unit_price) => ({ unit_price, quantity: 1 })), { subtotal: 15, tax: 2, total: 17 }],
    [[{ unit_price: 333, quantity: 1.5 }], { subtotal: 500, tax: 50, total: 550 }], // 499.5 → 500 on the line
    [
      [
        { unit_price: 10_000, quantity: 1 },
        { unit_price: -2_500, quantity: 1 }, // a discount line
      ],
      { subtotal: 7500, tax: 750, total: 8250 },
    ],
  ])('%j → %j', (lines, totals) => {
    expect(invoiceTotals(lines)).toEqual(totals);
  });

  it('a line is unit price × quantity', () => {
    expect(lineAmount({ unit_price: 1999, quantity: 3 })).toBe(5997);
    expect(lineAmount({ unit_price: 1999, quantity: 0 })).toBe(0);
  });

  it('total = subtotal + tax exactly, and tax is 10 % of the subtotal to the nearest cent', () => {
    const line = fc.record({ unit_price: price, quantity: fc.integer({ min: 0, max: 500 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const { subtotal, tax, total } = invoiceTotals(lines);
        expect(subtotal).toBe(lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));
        expect(total).toBe(subtotal + tax);
        expect(Number.isSafeInteger(tax)).toBe(true);
        expect(Math.abs(subtotal - 10 * tax)).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('contractorPay', () => {
  const line = { contractor_percentage: null, contractor_amount: null };
  it.each([
    [{ ...line, price: 10_000, payment_type: 'percentage', contractor_percentage: 80 }, 8000],
    [{ ...line, price: 999, payment_type: 'percentage', contractor_percentage: 80 }, 799], // 799.2
    [{ ...line, price: 1005, payment_type: 'percentage', contractor_percentage: 50 }, 503], // 502.5
    [{ ...line, price: 333, payment_type: 'percentage', contractor_percentage: 62.5 }, 208], // 208.125
    [{ ...line, price: 5000, payment_type: 'percentage', contractor_percentage: 0 }, 0],
    [{ ...line, price: 5000, payment_type: 'fixed', contractor_amount: 1234 }, 1234],
    [{ ...line, price: 5000, payment_type: 'fixed', contractor_amount: 6000, contractor_percentage: 80 }, 6000],
  ] as const)('%j earns %i', (payLine, pay) => {
    expect(contractorPay(payLine)).toBe(pay);
  });

  it('refuses a line without the field its payment type needs', () => {
    expect(() => contractorPay({ ...line, price: 100, payment_type: 'fixed' })).toThrow(RangeError);
    expect(() => contractorPay({ ...line, price: 100, payment_type: 'percentage' })).toThrow(RangeError);
  });

  it('percentage pay is whole cents, at most the price, and within half a cent of the exact share', () => {
    // Percentages with up to two decimals, as a form would accept them.
    const percentage = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(price, percentage, (p, pct) => {
        const pay = contractorPay({ ...line, price: p, payment_type: 'percentage', contractor_percentage: pct });
        expect(Number.isSafeInteger(pay)).toBe(true);
        expect(pay).toBeGreaterThanOrEqual(0);
        expect(pay).toBeLessThanOrEqual(p);
        expect(Math.abs(pay - (p * pct) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('payAbovePrice', () => {
  it.each([
    [{ price: 10_000, payment_type: 'fixed', contractor_amount: 10_001 }, 'The contractor amount may not be more than the price.'],
    [{ price: 10_000, payment_type: 'fixed', contractor_amount: 10_000 }, null],
    [{ price: 0, payment_type: 'fixed', contractor_amount: 0 }, null],
    [{ price: 100, payment_type: 'percentage', contractor_amount: 5000 }, null],
  ] as const)('%j → %s', (line, message) => {
    expect(payAbovePrice(line)).toBe(message);
  });
});

describe('splitEvenly', () => {
  it.each([
    [100, 3, [34, 33, 33]],
    [-100, 3, [-34, -33, -33]],
    [101, 2, [51, 50]],
    [0, 2, [0, 0]],
    [2, 3, [1, 1, 0]],
    [5, 1, [5]],
  ])('%i among %i is %j', (amount, parts, shares) => {
    expect(splitEvenly(amount, parts)).toEqual(shares);
  });

  it('refuses nobody and fractions', () => {
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
    expect(() => splitEvenly(100, 1.5)).toThrow(RangeError);
    expect(() => splitEvenly(0.5, 2)).toThrow(RangeError);
  });

  it('never creates or loses a cent, and shares differ by at most one', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 50 }), (amount, parts) => {
        const shares = splitEvenly(amount, parts);
        expect(shares).toHaveLength(parts);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(shares.every(Number.isSafeInteger)).toBe(true);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
