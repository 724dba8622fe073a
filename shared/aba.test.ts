import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AbaFile, buildAba, descriptiveRecord, detailRecord, totalRecord } from './aba';

const remitter = { bsb: '062111', account: '98765432', name: 'Harbour Clean Co' };
const file: AbaFile = {
  header: {
    bankAbbreviation: 'CBA',
    userName: 'Harbour Clean Co',
    apcaUserId: '301500',
    description: 'CONTRACTORS',
    processOn: '2026-11-09',
  },
  remitter,
  credits: [
    { bsb: '062-000', account: '12345678', accountTitle: 'Sam Taylor', amount: 45000, reference: 'Week 1 Nov 2026' },
    { bsb: '033222', account: '555444333', accountTitle: 'Maria Garcia', amount: 10600, reference: 'Week 1 Nov 2026', withholding: 9400 },
  ],
};

describe('buildAba', () => {
  it('writes the hand-made file byte for byte (shared/fixtures/pay-run.aba)', () => {
    const { text, totals } = buildAba(file);
    expect(text).toBe(fs.readFileSync(new URL('./fixtures/pay-run.aba', import.meta.url), 'latin1'));
    expect(totals).toEqual({ credit: 55600, debit: 0, net: 55600, count: 2 });
  });

  it('puts each field where the bank reads it (1-based positions of the layout)', () => {
    const [header, detail, , total] = buildAba(file).text.split('\r\n');
    const at = (record: string | undefined, from: number, to: number) => record?.slice(from - 1, to);
    expect(at(header, 1, 1)).toBe('0');
    expect(at(header, 19, 20)).toBe('01');
    expect(at(header, 21, 23)).toBe('CBA');
    expect(at(header, 57, 62)).toBe('301500');
    expect(at(header, 75, 80)).toBe('091126');
    expect(at(detail, 2, 8)).toBe('062-000');
    expect(at(detail, 9, 17)).toBe(' 12345678');
    expect(at(detail, 19, 20)).toBe('50');
    expect(at(detail, 21, 30)).toBe('0000045000');
    expect(at(detail, 81, 87)).toBe('062-111');
    expect(at(total, 2, 8)).toBe('999-999');
    expect(at(total, 21, 30)).toBe('0000055600');
    expect(at(total, 75, 80)).toBe('000002');
  });

  it('adds the self-balancing debit from the business’s account when asked: net 0', () => {
    const { text, totals } = buildAba({ ...file, balance: true });
    const records = text.split('\r\n').filter(Boolean);
    expect(records).toHaveLength(5);
    expect(records[3]?.slice(0, 30)).toBe('1062-111 98765432 130000055600');
    expect(records[4]?.slice(20, 50)).toBe('000000000000000556000000055600');
    expect(totals).toEqual({ credit: 55600, debit: 55600, net: 0, count: 3 });
  });

  it('leaves out payments of nothing', () => {
    const { totals } = buildAba({
      ...file,
      credits: [...file.credits, { bsb: '062000', account: '1', accountTitle: 'Nobody', amount: 0, reference: 'x' }],
    });
    expect(totals.count).toBe(2);
  });

  it('keeps names to the BECS characters and their widths', () => {
    const line = detailRecord(
      { bsb: '062000', account: '1', accountTitle: 'José Ñúñez — Cleaning Services Pty Ltd', amount: 1, reference: 'Week 1\tNov' },
      remitter,
    );
    expect(line.slice(30, 62)).toBe('Jose Nunez   Cleaning Services P');
    expect(line.slice(62, 80)).toBe('Week 1 Nov        ');
  });

  it.each([
    ['a BSB of 5 digits', () => detailRecord({ ...file.credits[0]!, bsb: '06200' }, remitter)],
    ['an account of 10 digits', () => detailRecord({ ...file.credits[0]!, account: '1234567890' }, remitter)],
    ['a negative amount', () => detailRecord({ ...file.credits[0]!, amount: -1 }, remitter)],
    ['a fraction of a cent', () => detailRecord({ ...file.credits[0]!, amount: 1.5 }, remitter)],
    ['an APCA id of 5 digits', () => descriptiveRecord({ ...file.header, apcaUserId: '30150' })],
    ['a bank abbreviation of 4 letters', () => descriptiveRecord({ ...file.header, bankAbbreviation: 'CBAX' })],
  ])('refuses %s', (_, build) => {
    expect(build).toThrow(RangeError);
  });

  it('always writes 120-character records whose totals add up', () => {
    const credit = fc.record({
      bsb: fc.stringMatching(/^\d{6}$/),
      account: fc.stringMatching(/^\d{1,9}$/),
      accountTitle: fc.string({ maxLength: 40 }),
      amount: fc.integer({ min: 0, max: 100_000_000 }),
      reference: fc.string({ maxLength: 30 }),
      withholding: fc.integer({ min: 0, max: 99_999_999 }),
    });
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 30 }), fc.boolean(), (credits, balance) => {
        const { text, totals } = buildAba({ ...file, credits, balance });
        const records = text.split('\r\n');
        expect(records.pop()).toBe('');
        for (const record of records) expect(record).toHaveLength(120);
        const paid = credits.filter((c) => c.amount > 0);
        const sum = paid.reduce((s, c) => s + c.amount, 0);
        expect(totals.credit).toBe(sum);
        expect(totals.count).toBe(records.length - 2);
        expect(records.at(-1)).toBe(totalRecord(sum, balance && sum > 0 ? sum : 0, totals.count));
      }),
    );
  });
});
