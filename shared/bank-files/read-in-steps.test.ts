import { describe, expect, it } from 'vitest';
import { anzCsv, bigCsv, camt053, cbaCsv, nabCsv, ofxSgml, qif, utf16le, westpacCsv } from './bank-fixtures';
import { decodeBankText, decodeBankTextInSteps } from './decode';
import { readBankFile } from './read';
import { readBankFileInSteps } from './read-in-steps';
import type { ColumnMapping } from './types';

const inSteps = (bytes: Buffer, mapping?: ColumnMapping) => readBankFileInSteps(bytes, { mapping, pause: async () => {} });

describe('readBankFileInSteps reads as readBankFile does', () => {
  it.each<[string, Buffer, ColumnMapping?]>([
    ['OFX', Buffer.from(ofxSgml())],
    ['QIF', Buffer.from(qif())],
    ['CAMT.053', Buffer.from(camt053())],
    ['CBA CSV', Buffer.from(cbaCsv())],
    ['ANZ CSV', Buffer.from(anzCsv())],
    ['Westpac CSV', Buffer.from(westpacCsv())],
    ['NAB CSV', Buffer.from(nabCsv())],
    ['UTF-16 CSV', utf16le(cbaCsv())],
    ['Windows-1252 CSV with CRLF', Buffer.from('01/09/2026,-4.50,"CAF\xc9 ONE",+0.00\r\n13/09/2026,+5.00,"TWO",+0.00\r\n', 'latin1')],
    ['a CSV with a bad date', Buffer.from(cbaCsv() + '31/02/2026,"-1.00","BAD","+0.00"\n')],
    ['a CSV with an unclosed quote', Buffer.from('01/09/2026,-4.50,"OPEN\n')],
    ['a CSV of unknown columns', Buffer.from('Ref,Wann,Was,Betrag\n1,2026-09-03,Coffee,-4.50\n')],
    [
      'the same with a mapping',
      Buffer.from('Ref,Wann,Was,Betrag\n1,2026-09-03,Coffee,-4.50\n'),
      { date: 1, description: 2, amount: 3, skipRows: 1 },
    ],
    ['month-first dates proved on a later line', Buffer.from('01/02/2026,-1.00,"A",+0\n02/13/2026,-2.00,"B",+0\n')],
    ['an empty file', Buffer.alloc(0)],
    [
      'a UTF-8 file with a damaged byte',
      Buffer.concat([Buffer.from('01/09/2026,-4.50,"CAFÉ",+0\n02/09/2026,-1.00,"'), Buffer.from([0xff]), Buffer.from('",+0\n')]),
    ],
  ])('%s', async (_name, bytes, mapping) => {
    expect(await inSteps(bytes, mapping)).toEqual(readBankFile(bytes, { mapping }));
  });

  it('pauses between slices of a big file, and a throw from the pause stops it', async () => {
    const bytes = Buffer.from(bigCsv(5000));
    let pauses = 0;
    const result = await readBankFileInSteps(bytes, { pause: async () => void pauses++ });
    expect(result).toEqual(readBankFile(bytes));
    expect(result.lines).toHaveLength(5000);
    expect(pauses).toBeGreaterThan(2 * Math.floor(bytes.length / (32 * 1024)));
    const stopped = readBankFileInSteps(bytes, {
      pause: async () => {
        if (--pauses < 10) throw new Error('stopping');
      },
    });
    await expect(stopped).rejects.toThrow('stopping');
  });
});

describe('decodeBankTextInSteps', () => {
  it.each<[string, Buffer]>([
    ['UTF-8 with CRLF across its steps', Buffer.from(bigCsv(30_000).replaceAll('SHOP', 'CAFÉ').replaceAll('\n', '\r\n'))],
    ['Windows-1252 with CRLF', Buffer.from(bigCsv(30_000).replaceAll('SHOP', 'CAFÉ').replaceAll('\n', '\r\n'), 'latin1')],
    ['UTF-16 with a mark', utf16le(bigCsv(15_000))],
  ])('%s gives the text decodeBankText gives', async (_name, bytes) => {
    expect(await decodeBankTextInSteps(bytes, async () => {})).toEqual(decodeBankText(bytes));
  });
});
