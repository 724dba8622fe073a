import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countKeys, lineKey, newLines } from './counting';

const fare = { date: '2026-10-03', amount: -676, description: 'TRANSPORTNSW OPAL' };
const fuel = { date: '2026-10-03', amount: -8640, description: 'BP FUEL' };
const rent = { date: '2026-10-04', amount: -50000, description: 'RENT' };

describe('newLines: idempotent import by counting', () => {
  it.each([
    ['a first import adds every line', [fare, fare, fuel], [], 3, 0],
    ['the same file again adds nothing', [fare, fare, fuel], [fare, fare, fuel], 0, 3],
    ['an overlapping export adds only the new lines', [fuel, rent], [fare, fare, fuel], 1, 1],
    ['two identical lines in one file stay two', [fare, fare], [fare], 1, 1],
    ['a third fare in a later export is new', [fare, fare, fare], [fare, fare], 1, 2],
  ])('%s', (_name, file, stored, added, duplicates) => {
    const result = newLines(file, countKeys(stored));
    expect(result.added).toHaveLength(added);
    expect(result.duplicates).toBe(duplicates);
  });

  it('treats case, spacing and punctuation as the same description', () => {
    expect(lineKey({ ...fuel, description: ' bp  fuel. ' })).toBe(lineKey(fuel));
  });
});

const line = fc.record({
  date: fc.constantFrom('2026-10-01', '2026-10-02', '2026-10-03'),
  amount: fc.constantFrom(-676, -8640, 165000),
  description: fc.constantFrom('OPAL', 'BP FUEL', 'Dental'),
});
const file = fc.array(line, { maxLength: 30 });

/** Importing lines into the store as the import does. */
const importInto = (store: (typeof fare)[], lines: (typeof fare)[]) => [...store, ...newLines(lines, countKeys(store)).added];

describe('newLines: properties', () => {
  it('importing the same file twice adds nothing the second time', () => {
    fc.assert(
      fc.property(file, file, (earlier, f) => {
        const once = importInto(earlier, f);
        expect(importInto(once, f)).toEqual(once);
      }),
    );
  });

  it('a file into an empty store adds every line, duplicates and all', () => {
    fc.assert(
      fc.property(file, (f) => {
        expect(newLines(f, new Map()).added).toEqual(f);
      }),
    );
  });

  it('after importing, the store holds each key as often as the most any imported file had it', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 4 }), (files) => {
        const store = files.reduce(importInto, []);
        const counts = countKeys(store);
        for (const [key, n] of counts) expect(n).toBe(Math.max(...files.map((f) => countKeys(f).get(key) ?? 0)));
      }),
    );
  });

  it('overlapping exports of one account add up to the account', () => {
    fc.assert(
      fc.property(file, fc.nat(), fc.nat(), (account, a, b) => {
        const cut1 = a % (account.length + 1);
        const cut2 = cut1 + (b % (account.length - cut1 + 1));
        // Two exports that overlap from cut1 to cut2, cut on whole days as banks export.
        const sorted = [...account].sort((x, y) => x.date.localeCompare(y.date));
        const dayCut = (i: number) => (i >= sorted.length ? '9999' : sorted[i].date);
        const first = sorted.filter((l) => l.date < dayCut(cut2));
        const second = sorted.filter((l) => l.date >= dayCut(cut1));
        expect(countKeys(importInto(importInto([], first), second))).toEqual(countKeys(sorted));
      }),
    );
  });
});
