import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, demo } from '../../test/demo';
import { signIn } from '../../test/test-app';

const { t, office } = await createDemoApp('office');
afterAll(() => t.close());
const ids: number[] = [];
const alphaStart = '2026-12-07';

beforeAll(async () => {
  for (const name of ['Export Beta', 'Export Alpha', 'Export Gamma'])
    ids.push((await office.post('/api/clients', { name, active: true })).json().id);
  await office.put(`/api/clients/${ids[0]}`, {
    payment_method: 'cash',
    payment_type: 'prepaid',
    billing_city: 'Sydney',
    require_photos: true,
  });
  await office.put(`/api/clients/${ids[1]}`, {
    payment_method: 'terms',
    payment_terms: 30,
    invoice_schedule: 'week',
    invoice_start: alphaStart,
  });
});

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Clients');
  if (!sheet) throw new Error('No Clients sheet');
  return sheet;
}

async function readBack(body: Buffer) {
  const sheet = await sheetOf(body);
  const rows: (string | number | Date | null)[][] = [];
  sheet.eachRow((row) => rows.push((row.values as (string | number | Date | null)[]).slice(1)));
  return rows;
}

describe('exporting clients', () => {
  it('answers an .xlsx attachment holding the chosen clients, by name', async () => {
    const response = await office.post('/api/clients/export', { clients: [ids[0], ids[1], 999999] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    // An .xlsx is a zip archive: it starts with the local file header signature.
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const [header, alpha, beta, ...rest] = await readBack(response.rawPayload);
    expect(rest).toEqual([]);
    expect(header.slice(0, 4)).toEqual(['ID', 'Name', 'Active', 'Suspended']);
    expect(header).not.toContain('Owing ($)');
    const cell = (row: (string | number | Date | null)[], name: string) => row[header.indexOf(name)];
    expect([
      cell(alpha, 'Name'),
      cell(alpha, 'Payment method'),
      cell(alpha, 'Payment terms (days)'),
      cell(alpha, 'Invoice schedule'),
    ]).toEqual(['Export Alpha', 'terms', 30, 'week']);
    expect([
      cell(beta, 'ID'),
      cell(beta, 'Name'),
      cell(beta, 'Payment method'),
      cell(beta, 'Payment type'),
      cell(beta, 'Billing city'),
      cell(beta, 'Require photos'),
    ]).toEqual([ids[0], 'Export Beta', 'cash', 'prepaid', 'Sydney', 'Yes']);
    // Dates are date cells (Excel filters and groups them), shown as a day.
    expect(cell(alpha, 'Invoice start')).toEqual(new Date(`${alphaStart}T00:00:00Z`));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.getColumn(header.indexOf('Invoice start') + 1).numFmt).toBe('dd/mm/yyyy');
    // Terms mean nothing to a cash client: left blank.
    expect(cell(beta, 'Payment terms (days)') ?? null).toBeNull();
  });

  it('adds the owing column for holders of manage_accounts', async () => {
    const admin = await signIn(t.app, demo.admin);
    const [header] = await readBack((await admin.post('/api/clients/export', { clients: [ids[2]] })).rawPayload);
    expect(header.at(-1)).toBe('Owing ($)');
  });

  it('refuses an empty choice, clients that do not exist, and anyone without manage_clients', async () => {
    const empty = await office.post('/api/clients/export', { clients: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ clients: ['Choose at least one client to export.'] });
    expect((await office.post('/api/clients/export', {})).json().errors).toEqual({ clients: ['The clients field is required.'] });
    const gone = await office.post('/api/clients/export', { clients: [999999] });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('None of the chosen clients exist.');
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.post('/api/clients/export', { clients: ids })).statusCode).toBe(403);
    const contractor = await signIn(t.app, demo.contractor);
    expect((await contractor.post('/api/clients/export', { clients: ids })).statusCode).toBe(403);
  });
});
