import { describe, expect, it } from 'vitest';
import { anzCsv, camt053, cbaCsv, fixtureLines, nabCsv, ofxSgml, ofxXml, qif, utf16le, westpacCsv } from './bank-fixtures';
import { decodeBankFile } from './decode';
import { readAmount, readSlashedDate } from './fields';
import { readBankFile } from './read';
import type { BankFormat, ColumnMapping } from './types';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const facts = (text: string | Buffer, mapping?: ColumnMapping) => {
  const result = readBankFile(typeof text === 'string' ? bytes(text) : text, { mapping });
  return { ...result, lines: result.lines.map(({ date, amount, description }) => ({ date, amount, description })) };
};

describe('readBankFile: the same five lines in every format and layout agree', () => {
  it.each<[string, string | Buffer, BankFormat]>([
    ['OFX 1.02 SGML', ofxSgml(), 'ofx'],
    ['OFX 2 XML', ofxXml(), 'ofx'],
    ['QIF', qif(), 'qif'],
    ['CAMT.053', camt053(), 'camt053'],
    ['CBA CSV', cbaCsv(), 'csv_cba'],
    ['ANZ CSV', anzCsv(), 'csv_anz'],
    ['Westpac CSV', westpacCsv(), 'csv_westpac'],
    ['NAB CSV', nabCsv(), 'csv_nab'],
    ['CBA CSV in UTF-16 with a mark', utf16le(cbaCsv()), 'csv_cba'],
    ['OFX in UTF-16 without a mark', utf16le(ofxSgml(), false), 'ofx'],
  ])('%s', (_name, file, format) => {
    const result = facts(file);
    expect(result.errors).toEqual([]);
    expect(result.format).toBe(format);
    expect(result.lines).toEqual(fixtureLines);
  });

  it('reads a QIF written month first when a date says so', () => {
    const lines = [
      { date: '2026-10-13', amount: -100, description: 'A' },
      { date: '2026-10-02', amount: 200, description: 'B' },
    ];
    expect(facts(qif(lines, { monthFirst: true })).lines).toEqual(lines);
  });

  it('keeps the file line of each transaction', () => {
    expect(readBankFile(bytes(westpacCsv())).lines.map((l) => l.line)).toEqual([2, 3, 4, 5, 6]);
    expect(readBankFile(bytes(qif())).lines.map((l) => l.line)).toEqual([2, 6, 10, 14, 18]);
  });

  it('keeps FITIDs as the bank id, and joins payee and memo', () => {
    const ofx = '<OFX><STMTTRN><DTPOSTED>20260101<TRNAMT>-5.00<FITID>abc<NAME>Cafe<MEMO>Latte &amp; cake</STMTTRN></OFX>';
    expect(readBankFile(bytes(ofx)).lines).toEqual([
      { line: 1, date: '2026-01-01', amount: -500, description: 'Cafe Latte & cake', bankId: 'abc' },
    ]);
  });

  it('reads Windows-1252 text (a curly apostrophe and an e acute)', () => {
    const file = Buffer.concat([
      bytes('02/10/2026,"-12.00","JO'),
      Buffer.from([0x92]),
      bytes('S CAF'),
      Buffer.from([0xc9]),
      bytes('","+1.00"\n'),
    ]);
    expect(facts(file).lines[0].description).toBe('JO\u2019S CAF\u00c9');
  });

  it('reads a CSV of another bank by its header names, or by a column mapping', () => {
    const named = 'Posted Date,Details,Money Out,Money In\n02/10/2026,Coffee,4.50,\n03/10/2026,Refund,,4.50\n';
    expect(facts(named).lines).toEqual([
      { date: '2026-10-02', amount: -450, description: 'Coffee' },
      { date: '2026-10-03', amount: 450, description: 'Refund' },
    ]);
    const odd = 'Ref;Wann;Was;Betrag\n1;2026-10-02;Coffee;-4.50\n'.replaceAll(';', ',');
    expect(facts(odd).errors[0].message).toMatch(/choose which column/);
    expect(facts(odd, { date: 1, description: 2, amount: 3, skipRows: 1 }).lines).toEqual([
      { date: '2026-10-02', amount: -450, description: 'Coffee' },
    ]);
  });
});

describe('readBankFile: a bad file gets its errors by line and no lines', () => {
  it.each([
    ['an empty file', '', 1, /empty/],
    ['only blank lines', '\n\n \n', 1, /empty/],
    ['a CBA line with a broken date', '02/10/2026,"-1.00","A","+1.00"\n31/02/2026,"-2.00","B","+1.00"\n', 2, /date "31\/02\/2026"/],
    ['an amount that overflows', '02/10/2026,"-1.00","A","+1.00"\n02/10/2026,"-99999999999999999.00","B","+1.00"\n', 2, /amount/],
    ['an unclosed quote', 'Date,Amount,Description\n02/10/2026,1.00,"open\n', 2, /could not be read/],
    ['OFX with a bad amount', ofxSgml().replace('<TRNAMT>-86.40', '<TRNAMT>abc'), 24, /TRNAMT/],
    ['QIF with a bad date', qif().replace('D05/10/2026', 'D45/13/2026'), 18, /date/],
    ['broken CAMT XML', camt053().replace('</Stmt>', ''), 9, /XML/],
    ['an OFX with no transactions', '<OFX><BANKTRANLIST></BANKTRANLIST></OFX>', 1, /no transactions/],
    ['a PDF', '%PDF-1.4\n\u0001\u0002binary', 1, /not a bank statement/],
  ])('%s', (_name, text, line, message) => {
    const result = readBankFile(bytes(text));
    expect(result.lines.length === 0 || result.errors.length > 0).toBe(true);
    expect(result.errors[0]).toEqual({ line, message: expect.stringMatching(message) });
  });
});

describe('fields', () => {
  it.each([
    ['12.34', 1234],
    ['-1,234.56', -123456],
    ['+0.50', 50],
    ['30.000', 3000],
    ['-3.77000', -377],
    ['2.345', 235],
    ['12.34-', -1234],
    ['$5', 500],
    ['', null],
    ['1.2.3', null],
    ['abc', null],
    ['99999999999999999', null],
    ['-10000000000.01', null],
    ['$ 1 234.50', 123_450],
    ['-5-', null],
    ['12,50', null],
  ])('readAmount(%j) is %j', (raw, cents) => expect(readAmount(raw)).toBe(cents));

  it.each([
    ['23/01/2019', 'dmy', '2019-01-23'],
    ['01/23/2019', 'mdy', '2019-01-23'],
    ['08-Dec-21', 'dmy', '2021-12-08'],
    ["1/23'19", 'mdy', '2019-01-23'],
    ['2019-01-23', 'dmy', '2019-01-23'],
    ['29/02/2023', 'dmy', null],
  ] as const)('readSlashedDate(%j, %s) is %j', (raw, order, date) => expect(readSlashedDate(raw, order)).toBe(date));

  it('drops NUL padding and a UTF-8 mark', () => {
    expect(decodeBankFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('a\r\nb'), Buffer.alloc(5)]))).toBe('a\nb');
  });
});

describe('a file its reader refuses outright is an error of the file, never a throw', () => {
  const camt = camt053();
  it.each([
    ['an external entity', camt.replace(/<\?xml[^>]*>/, '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>')],
    ['a parameter entity', camt.replace(/<\?xml[^>]*>/, '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY % p "x"> %p;]>')],
  ])('a CAMT file with %s', (_, text) => {
    const result = readBankFile(Buffer.from(text));
    expect(result.lines).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].line).toBe(1);
    expect(result.errors[0].message).toMatch(/^The file could not be read: /);
  });
});

describe('a UTF-8 file with one damaged byte', () => {
  const csv = cbaCsv([
    { date: '2026-09-01', amount: 5000, description: 'CAFÉ MÜNCHEN' },
    { date: '2026-09-02', amount: -1200, description: 'BÄCKEREI BAD' },
    { date: '2026-09-03', amount: -300, description: 'CRÈME ET CIE' },
  ]);
  const lines = csv.split('\n');
  const damagedAt = lines.findIndex((line) => line.includes('BAD'));
  // "BAD" with its A replaced by a byte no UTF-8 text holds.
  const [before, after] = csv.split('BAD');
  const file = Buffer.concat([Buffer.from(before + 'B'), Buffer.from([0xff]), Buffer.from('D' + after)]);

  it('is read as UTF-8, its other names whole, and reports the damaged line instead of importing garbled text', () => {
    expect(decodeBankFile(file)).toContain('CAFÉ MÜNCHEN');
    expect(readBankFile(file)).toEqual({
      format: null,
      lines: [],
      errors: [
        {
          line: damagedAt + 1,
          message: 'This line holds a byte that is not UTF-8 text: correct it (or export the file again) and import it.',
        },
      ],
    });
  });

  it('still reads a Windows-1252 file, whose accents are never valid UTF-8, as Windows-1252', () => {
    const latin = Buffer.from(cbaCsv([{ date: '2026-09-01', amount: 5000, description: 'CAFÉ CRÈME' }]), 'latin1');
    expect(readBankFile(latin).lines.map((line) => line.description)).toEqual(['CAFÉ CRÈME']);
  });
});
