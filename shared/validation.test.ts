import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAbn, formatBsb, isIsoDate, isValidAbn, isValidBsb } from './validation';

/**
 * ABNs built the ATO's way, independently of isValidAbn: nine digits, then the two leading check
 * digits chosen so that the weighted sum is divisible by 89 (they always land in 10..98).
 */
const tailWeights = [3, 5, 7, 9, 11, 13, 15, 17, 19];
const validAbn = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((tail) => {
  const sum = tail.reduce((total, digit, i) => total + digit * tailWeights[i], 0);
  const prefix = 10 + ((89 - (sum % 89)) % 89);
  return `${prefix}${tail.join('')}`;
});

describe('ABN', () => {
  it.each([
    ['51 824 753 556', true],
    ['51824753556', true],
    ['53 004 085 616', true],
    ['33 051 775 556', true],
    ['49 004 028 077', true],
    ['88 000 014 675', true],
    [' 83914571673 ', true],
    ['51 824 753 557', false],
    ['15 824 753 556', false],
    ['53 004 085 661', false],
    ['12 345 678 901', false],
    ['11 000 000 000', false],
    ['00000000000', false],
    ['5182475355', false],
    ['518247535560', false],
    ['51-824-753-556', false],
    ['5182475355a', false],
    ['', false],
  ])('%j valid: %s', (abn, expected) => {
    expect(isValidAbn(abn)).toBe(expected);
  });

  it('accepts every ABN built with the ATO check digits', () => {
    fc.assert(fc.property(validAbn, (abn) => isValidAbn(abn)));
  });

  // The weights (10, 1, 3 … 19) and a digit change (±1 … ±9) are all below the prime 89, so their
  // product is never a multiple of 89: every single-digit change breaks the checksum.
  it('rejects a valid ABN with any single digit changed', () => {
    const change = fc.tuple(validAbn, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(change, ([abn, position, shift]) => {
        const digit = (Number(abn[position]) + shift) % 10;
        const changed = `${abn.slice(0, position)}${digit}${abn.slice(position + 1)}`;
        return !isValidAbn(changed);
      }),
    );
  });

  // Neighbouring weights differ by 9 or 2, so swapping two different neighbouring digits is caught too.
  it('rejects a valid ABN with two different neighbouring digits swapped', () => {
    const swap = fc.tuple(validAbn, fc.integer({ min: 0, max: 9 })).filter(([abn, i]) => abn[i] !== abn[i + 1]);
    fc.assert(fc.property(swap, ([abn, i]) => !isValidAbn(`${abn.slice(0, i)}${abn[i + 1]}${abn[i]}${abn.slice(i + 2)}`)));
  });

  it('is shown in groups of 2-3-3-3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824753556')).toBe('51 824 753 556');
    expect(formatAbn('123')).toBe('123');
  });
});

describe('BSB', () => {
  it.each([
    ['062000', true],
    ['062-000', true],
    ['062 000', true],
    ['06200', false],
    ['0620001', false],
    ['06a000', false],
    ['062_000', false],
    ['', false],
  ])('%j valid: %s', (bsb, expected) => {
    expect(isValidBsb(bsb)).toBe(expected);
  });

  it('is shown as 123-456', () => {
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('062 000')).toBe('062-000');
    expect(formatBsb('12345')).toBe('12345');
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2100-02-29', false],
    ['2024-12-31', true],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-05', false],
    ['24-01-05', false],
    ['2024-01-05T00:00:00Z', false],
    [' 2024-01-05', false],
    ['2024/01/05', false],
    ['', false],
  ])('%j is a date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('agrees with the Gregorian leap-year rule for every year', () => {
    const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    fc.assert(fc.property(fc.integer({ min: 1000, max: 9999 }), (year) => isIsoDate(`${year}-02-29`) === leap(year)));
  });
});
