import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceBreaks } from './balances';
import { anzCsv, bigCsv, camt053, cbaCsv, fixtureLines, nabCsv, ofxSgml, openingCents, qif, westpacCsv } from './bank-fixtures';
import { readBankFile } from './read';
import { readBankFileInSteps } from './read-in-steps';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const read = (text: string) => readBankFile(bytes(text));
const closing = fixtureLines.reduce((sum, l) => sum + l.amount, openingCents);
/** The running balance after each fixture line, oldest first. */
const running = fixtureLines.map((_, i) => fixtureLines.slice(0, i + 1).reduce((sum, l) => sum + l.amount, openingCents));
const withoutLine = <T>(lines: T[], i: number) => lines.filter((_, j) => j !== i);

describe('the parsers read the balances a file carries', () => {
  it.each([
    ['CBA', cbaCsv()],
    ['Westpac', westpacCsv()],
    ['NAB', nabCsv()],
  ])('%s: the running balance of each line', (_bank, text) => {
    expect(read(text).lines.map((l) => l.balance)).toEqual(running);
  });

  it('ANZ: a fourth column is the balance, and a file without one has none', () => {
    const rows = anzCsv().trim().split('\n');
    const withBalance = rows.map((row, i) => `${row},"${(running[i] / 100).toFixed(2)}"`).join('\n');
    expect(read(withBalance).lines.map((l) => l.balance)).toEqual(running);
    expect(read(anzCsv()).lines.map((l) => l.balance)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('OFX: the ledger balance (BALAMT as of DTASOF) is the closing balance', () => {
    expect(read(ofxSgml()).balances).toEqual({ closing: { date: '2026-10-05', amount: closing } });
  });

  it('OFX: a ledger balance without its date, or no ledger balance, is none', () => {
    expect(read(ofxSgml().replace(/<DTASOF>\d+\n/, '')).balances).toEqual({});
    expect(read(ofxSgml().replace(/<LEDGERBAL>[\s\S]*<\/LEDGERBAL>\n/, '')).balances).toEqual({});
  });

  it('CAMT.053: the opening (OPBD) and closing (CLBD) booked balances, a debit balance negative', () => {
    expect(read(camt053()).balances).toEqual({
      opening: { date: '2026-10-02', amount: openingCents },
      closing: { date: '2026-10-05', amount: closing },
    });
    const overdrawn = camt053().replace(/(<Cd>CLBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="AUD">[\d.]+<\/Amt><CdtDbtInd>)CRDT/, '$1DBIT');
    expect(read(overdrawn).balances?.closing?.amount).toBe(-closing);
  });

  it('QIF carries no balance', () => {
    expect(read(qif()).balances).toBeUndefined();
    expect(read(qif()).lines.every((l) => l.balance === undefined)).toBe(true);
  });

  it('the CSV read in steps gives the same balances as read whole', async () => {
    const text = bigCsv(3000);
    const stepped = await readBankFileInSteps(bytes(text), { pause: async () => {} });
    expect(stepped.lines.map((l) => l.balance)).toEqual(read(text).lines.map((l) => l.balance));
  });
});

describe('balanceBreaks', () => {
  const line = (date: string, amount: number, balance?: number) => ({ date, amount, balance });
  it.each([
    ['no balances at all', [line('2026-10-01', 500), line('2026-10-02', -200)], {}, []],
    ['a chain oldest first', [line('2026-10-01', 500, 1500), line('2026-10-02', -200, 1300)], {}, []],
    ['a chain newest first', [line('2026-10-02', -200, 1300), line('2026-10-01', 500, 1500)], {}, []],
    [
      'a line missing, oldest first',
      [line('2026-10-01', 500, 1500), line('2026-10-02', -200, 1300), line('2026-10-04', 100, 1350), line('2026-10-05', 50, 1400)],
      {},
      [{ date: '2026-10-04', expected: 1400, found: 1350 }],
    ],
    [
      'a line missing, newest first',
      [line('2026-10-05', 50, 1400), line('2026-10-04', 100, 1350), line('2026-10-02', -200, 1300), line('2026-10-01', 500, 1500)],
      {},
      [{ date: '2026-10-04', expected: 1400, found: 1350 }],
    ],
    [
      'opening and closing that agree',
      [line('2026-10-01', 500), line('2026-10-02', -200)],
      { opening: { date: '2026-10-01', amount: 1000 }, closing: { date: '2026-10-31', amount: 1300 } },
      [],
    ],
    [
      'opening and closing that do not',
      [line('2026-10-01', 500)],
      { opening: { date: '2026-10-01', amount: 1000 }, closing: { date: '2026-10-31', amount: 1300 } },
      [{ date: '2026-10-31', expected: 1500, found: 1300 }],
    ],
    ['a closing balance alone checks nothing', [line('2026-10-01', 500)], { closing: { date: '2026-10-31', amount: 1 } }, []],
  ])('%s', (_name, lines, balances, expected) => {
    expect(balanceBreaks(lines, balances)).toEqual(expected);
  });

  it('each fixture file with balances is consistent, and one without a middle line breaks there', () => {
    for (const write of [cbaCsv, westpacCsv, nabCsv]) {
      expect(balanceBreaks(read(write()).lines)).toEqual([]);
      const text = write().split(/\r?\n/);
      const header = write === cbaCsv ? 0 : 1;
      const missing = read(text.filter((_, i) => i !== header + 1).join('\n')).lines;
      expect(balanceBreaks(missing)).toEqual([{ date: '2026-10-03', expected: running[2] - fixtureLines[1].amount, found: running[2] }]);
    }
    const camt = read(
      camt053(withoutLine(fixtureLines, 1)).replace(
        /(<Cd>CLBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="AUD">)[\d.]+/,
        `$1${(closing / 100).toFixed(2)}`,
      ),
    );
    expect(balanceBreaks(camt.lines, camt.balances)).toEqual([
      { date: '2026-10-05', expected: closing - fixtureLines[1].amount, found: closing },
    ]);
    expect(balanceBreaks(read(camt053()).lines, read(camt053()).balances)).toEqual([]);
  });

  it('the 200,000-line bench file has no break (checked on its first 20,000)', () => {
    expect(balanceBreaks(read(bigCsv(20_000)).lines)).toEqual([]);
  });

  // No two or three neighbours sum to nothing: otherwise the other direction could explain as much of the chain.
  const amounts = fc
    .array(
      fc.integer({ min: 1, max: 10_000_000 }).chain((n) => fc.constantFrom(n, -n)),
      { minLength: 4, maxLength: 40 },
    )
    .filter((a) => a.every((x, i) => i === 0 || (x + a[i - 1] !== 0 && (i < 2 || x + a[i - 1] + a[i - 2] !== 0))));
  const chain = (values: number[], start: number) => {
    let balance = start;
    return values.map((amount, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, amount, balance: (balance += amount) }));
  };

  it('a consistent chain, in either order, has no break', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: -1e9, max: 1e9 }), fc.boolean(), (values, start, newestFirst) => {
        const lines = chain(values, start);
        expect(balanceBreaks(newestFirst ? lines.reverse() : lines)).toEqual([]);
      }),
    );
  });

  it('a chain missing one middle line has one break, on the line after it, in either order', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: -1e9, max: 1e9 }), fc.nat(), fc.boolean(), (values, start, at, newestFirst) => {
        const lines = chain(values, start);
        const gone = 1 + (at % (lines.length - 2));
        const kept = withoutLine(lines, gone);
        const after = lines[gone + 1];
        expect(balanceBreaks(newestFirst ? kept.reverse() : kept)).toEqual([
          { date: after.date, expected: after.balance - lines[gone].amount, found: after.balance },
        ]);
      }),
    );
  });
});
