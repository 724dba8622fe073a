import { afterAll, describe, expect, it } from 'vitest';
import { camt053, cbaCsv, fixtureLines, nabCsv, ofxSgml, qif, utf16le } from '../../../shared/bank-files/bank-fixtures';
import { createDemoApp } from '../../test/demo';
import { activityLog, expectDeleted } from '../../test/inspect';
import type { Client } from '../../test/test-app';
import { fakePdf, sendFile } from '../../test/uploads';

const { t, bookkeeper, office } = await createDemoApp('bookkeeper', 'office');
afterAll(() => t.close());

/** Begins an import, sends the file, and returns what the import says. */
async function importFile(client: Client, file: Buffer | string, fields: Record<string, unknown> = {}) {
  const data = typeof file === 'string' ? Buffer.from(file) : file;
  const begun = await client.post('/api/transaction-imports', { filename: 'statement.csv', size: data.length, ...fields });
  expect(begun.statusCode, begun.body).toBe(201);
  const id: string = begun.json().id;
  const sent = await sendFile(client, id, data);
  const result = await client.get(`/api/transaction-imports/${id}`);
  return { id, sent, result: result.json() };
}

const list = async (query = '') => (await bookkeeper.get(`/api/transactions?${query}`)).json();

describe('importing a bank file', () => {
  it('ends a file its reader refuses outright (a CAMT file with a DOCTYPE) failed, with the reason, never processing', async () => {
    const hostile = camt053().replace(/<\?xml[^>]*>/, '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>');
    const { result } = await importFile(bookkeeper, hostile, { filename: 'statement.xml' });
    expect(result).toMatchObject({ state: 'failed', created: 0 });
    expect(result.errors).toEqual([{ line: 1, message: 'The file could not be read: External entities are not supported' }]);
  });

  it('adds the lines of an OFX file, newest first in the list, and counts them for the badge', async () => {
    const { result } = await importFile(bookkeeper, ofxSgml(), { filename: 'statement.ofx' });
    expect(result).toMatchObject({ state: 'imported', format: 'ofx', created: 5, duplicates: 0, errors: [] });
    const page = await list();
    expect(page.meta).toMatchObject({ total: 5, per_page: 20 });
    expect(page.data[0]).toMatchObject({
      created_at: '2026-10-05',
      amount: -120450,
      remainder: -120450,
      source: 'ofx',
      state: { state: 'unmatched' },
      confirmed: false,
      invoices: [],
    });
    expect((await bookkeeper.get('/api/ping')).json()).toMatchObject({ transactionsToMatch: 5 });
    expect(await activityLog(bookkeeper)).toEqual(
      expect.arrayContaining([expect.objectContaining({ description: 'Imported statement.ofx: 5 new lines, 0 already there' })]),
    );
  });

  it('adds nothing for the same lines again in another format of the same bank, and only new lines of an overlap', async () => {
    expect((await importFile(bookkeeper, ofxSgml(), { filename: 'again.ofx' })).result).toMatchObject({
      state: 'imported',
      created: 0,
      duplicates: 5,
    });
    const later = [...fixtureLines.slice(2), { date: '2026-10-06', amount: -676, description: 'TRANSPORTNSW OPAL' }];
    expect((await importFile(bookkeeper, ofxSgml(later))).result).toMatchObject({ created: 1, duplicates: 3 });
    expect((await list()).meta.total).toBe(6);
  });

  it('reads the Australian CSV layouts and UTF-16', async () => {
    const lines = [{ date: '2026-09-01', amount: 5000, description: 'CSV ONLY LINE' }];
    expect((await importFile(bookkeeper, utf16le(cbaCsv(lines)))).result).toMatchObject({
      state: 'imported',
      format: 'csv_cba',
      created: 1,
    });
    expect((await importFile(bookkeeper, nabCsv(lines))).result).toMatchObject({ format: 'csv_nab', created: 0, duplicates: 1 });
    expect((await importFile(bookkeeper, qif(lines))).result).toMatchObject({ format: 'qif', duplicates: 1 });
  });

  it("checks the file's own balances: a CBA export missing a line says where its balance column breaks", async () => {
    const lines = [
      { date: '2026-08-03', amount: 25000, description: 'BALANCE CHECK A' },
      { date: '2026-08-04', amount: -1250, description: 'BALANCE CHECK B' },
      { date: '2026-08-05', amount: -3000, description: 'BALANCE CHECK C' },
      { date: '2026-08-06', amount: 700, description: 'BALANCE CHECK D' },
    ];
    expect((await importFile(bookkeeper, cbaCsv(lines))).result).toMatchObject({ state: 'imported', balance_breaks: [] });
    // The same export with its second line gone: the third line's balance no longer follows from the first's.
    const rows = cbaCsv(lines).split('\r\n');
    const missing = rows.filter((_, i) => i !== 1).join('\r\n');
    const { id, result } = await importFile(bookkeeper, missing);
    expect(result).toMatchObject({ state: 'imported', created: 0, duplicates: 3 });
    expect(result.balance_breaks).toEqual([{ date: '2026-08-05', expected: 100000 + 25000 - 3000, found: 100000 + 25000 - 1250 - 3000 }]);
    expect((await bookkeeper.get(`/api/transaction-imports/${id}`)).json().balance_breaks).toHaveLength(1);
  });

  it('imports nothing of a bad file and says which line is wrong', async () => {
    const before = (await list()).meta.total;
    const bad = cbaCsv([{ date: '2026-09-02', amount: 100, description: 'OK' }]) + '31/02/2026,"-1.00","BAD","+0.00"\n';
    const { result } = await importFile(bookkeeper, bad);
    expect(result).toMatchObject({
      state: 'failed',
      created: 0,
      errors: [{ line: 2, message: 'The date "31/02/2026" could not be read.' }],
    });
    expect((await list()).meta.total).toBe(before);
  });

  it('asks for a column mapping for a CSV it does not know, and reads it with one', async () => {
    const odd = 'Ref,Wann,Was,Betrag\n1,2026-09-03,Coffee,-4.50\n';
    expect((await importFile(bookkeeper, odd)).result.errors[0].message).toMatch(/choose which column/);
    const mapped = await importFile(bookkeeper, odd, { mapping: { date: 1, description: 2, amount: 3, skipRows: 1 } });
    expect(mapped.result).toMatchObject({ state: 'imported', format: 'csv', created: 1 });
  });

  it('refuses a PDF as a statement, and bad first requests, with 422', async () => {
    const pdf = fakePdf(2000);
    const begun = await bookkeeper.post('/api/transaction-imports', { filename: 'statement.pdf', size: pdf.length });
    const sent = await sendFile(bookkeeper, begun.json().id, pdf);
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors.file[0]).toMatch(/Bank statement files only/);
    for (const body of [
      { filename: 'a.csv', size: 0 },
      { filename: '', size: 10 },
      { filename: 'a.csv', size: 30 * 1024 * 1024 },
      { filename: 'a.csv', size: 5, mapping: { date: 0, description: 1 } },
    ]) {
      const response = await bookkeeper.post('/api/transaction-imports', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('is for those who manage transactions only', async () => {
    expect((await office.post('/api/transaction-imports', { filename: 'a.csv', size: 10 })).statusCode).toBe(403);
    expect((await office.get('/api/transactions')).statusCode).toBe(403);
    expect((await office.get('/api/ping')).json()).toMatchObject({ transactionsToMatch: 0 });
  });
});

describe('the transactions list', () => {
  it('filters by direction, date and search, and pages 20 at a time', async () => {
    const incoming = await list(`filters=${encodeURIComponent('{"transactionDirection":"incoming"}')}`);
    expect(incoming.data.every((l: { amount: number }) => l.amount > 0)).toBe(true);
    const outgoing = await list(`filters=${encodeURIComponent('{"transactionDirection":"outgoing"}')}`);
    expect(outgoing.data.every((l: { amount: number }) => l.amount < 0)).toBe(true);
    expect(incoming.meta.total + outgoing.meta.total).toBe((await list()).meta.total);
    expect((await list('search=opal')).meta.total).toBe(3);
    expect((await list('search=86.40')).data.map((l: { description: string }) => l.description)).toEqual(['BP FUEL EPPING']);
    expect((await list(`filters=${encodeURIComponent('{"from":"from_today"}')}`)).meta.total).toBe(0);
    const bad = await bookkeeper.get(`/api/transactions?filters=${encodeURIComponent('{"transactionDirection":"sideways"}')}`);
    expect(bad.statusCode).toBe(422);
  });

  it('takes a line entered by hand, with the fee GST one eleventh, and deletes it', async () => {
    const created = await bookkeeper.post('/api/transactions', {
      created_at: '2026-11-02',
      description: 'Cash banked',
      amount: 55_000,
      fee_total: 110,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ source: 'manual', amount: 55_000, remainder: 55_000, fee_total: 110, fee_tax: 10 });
    for (const body of [
      { created_at: '2026-13-01', description: 'x', amount: 1 },
      { created_at: '2026-11-02', description: 'x', amount: 0 },
      { created_at: '2026-11-02', description: 'x', amount: 1e12 },
    ]) {
      expect((await bookkeeper.post('/api/transactions', body)).statusCode).toBe(422);
    }
    await expectDeleted(bookkeeper, `/api/transactions/${created.json().id}`);
  });
});
