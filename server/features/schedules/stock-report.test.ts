import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockReportRow } from '../../../shared/api/tasks';
import { buildClient } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { type Client, signIn } from '../../test/test-app';
import { buildTask, buildVisit } from '../../test/visit-factories';
import { tasks } from '../tasks/tasks.table';

const { t, office } = await createDemoApp('office');
afterAll(() => t.close());

type Line = { taskId: number | null; name: string; quantity: number | null; consumable?: boolean; complete?: boolean };

/** A visit done on that date with its lines: consumable and ticked unless told. */
async function visit(clientId: number, dueDate: string, lines: Line[]) {
  await buildVisit(t.app.db, { clientId, dueDate, complete: true, lines: lines.map((line) => ({ consumable: true, ...line })) });
}

let ids: { paper: number; soap: number; mop: number; bins: number; acme: number; bright: number };

beforeAll(async () => {
  const paper = await buildTask(t.app.db, { name: 'Toilet paper restock', consumable: true });
  const soap = await buildTask(t.app.db, { name: 'Hand soap refill', consumable: true });
  const mop = await buildTask(t.app.db, { name: 'Mop floors' });
  const bins = await buildTask(t.app.db, { name: 'Bin liners', consumable: true });
  const acme = await buildClient(t.app.db, { name: 'Acme Offices', address: null });
  const bright = await buildClient(t.app.db, { name: 'Bright Dental', address: null });
  ids = { paper: paper.id, soap: soap.id, mop: mop.id, bins: bins.id, acme: acme.id, bright: bright.id };

  await visit(acme.id, '2025-03-01', [
    { taskId: paper.id, name: 'Toilet paper restock', quantity: 12 },
    { taskId: soap.id, name: 'Hand soap refill', quantity: 2 },
    { taskId: mop.id, name: 'Mop floors', quantity: 5, consumable: false },
  ]);
  await visit(acme.id, '2025-03-31', [
    // The line kept the name the task group gave it; the report names the service.
    { taskId: paper.id, name: 'TP (level 2)', quantity: 6 },
    { taskId: soap.id, name: 'Hand soap refill', quantity: 3, complete: false },
    { taskId: bins.id, name: 'Bin liners', quantity: null },
  ]);
  await visit(bright.id, '2025-03-15', [
    { taskId: soap.id, name: 'Hand soap refill', quantity: 4 },
    { taskId: null, name: 'Sanitary bins', quantity: 1 },
    { taskId: bins.id, name: 'Bin liners', quantity: 0 },
  ]);
  // Either side of March.
  await visit(acme.id, '2025-02-28', [{ taskId: paper.id, name: 'Toilet paper restock', quantity: 100 }]);
  await visit(acme.id, '2025-04-01', [{ taskId: paper.id, name: 'Toilet paper restock', quantity: 100 }]);
});

async function report(client: Client, month: string) {
  const response = await client.post('/api/stock-report', { month });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { month: string; data: StockReportRow[] };
}

describe('the stock report', () => {
  it('sums the consumables used per client and service in the month, by client then service', async () => {
    const march = await report(office, '2025-03');
    expect(march.month).toBe('2025-03-01');
    expect(march.data).toEqual([
      { client_id: ids.acme, client_name: 'Acme Offices', task_id: ids.soap, task_name: 'Hand soap refill', quantity: 2 },
      { client_id: ids.acme, client_name: 'Acme Offices', task_id: ids.paper, task_name: 'Toilet paper restock', quantity: 18 },
      { client_id: ids.bright, client_name: 'Bright Dental', task_id: ids.soap, task_name: 'Hand soap refill', quantity: 4 },
      { client_id: ids.bright, client_name: 'Bright Dental', task_id: null, task_name: 'Sanitary bins', quantity: 1 },
    ]);
  });

  it('reads the month as YYYY-MM or any date of it', async () => {
    const march = await report(office, '2025-03');
    expect(await report(office, '2025-03-01')).toEqual(march);
    expect(await report(office, '2025-03-20')).toEqual(march);
    expect((await report(office, '2025-02')).data).toEqual([expect.objectContaining({ client_name: 'Acme Offices', quantity: 100 })]);
    expect((await report(office, '2025-04')).data).toEqual([expect.objectContaining({ client_name: 'Acme Offices', quantity: 100 })]);
    expect(await report(office, '2024-12')).toEqual({ month: '2024-12-01', data: [] });
  });

  it('names a service gone from the catalogue by its line and keeps counting it', async () => {
    const gone = await buildTask(t.app.db, { name: 'Air freshener', consumable: true });
    await visit(ids.bright, '2025-05-10', [{ taskId: gone.id, name: 'Air freshener (lemon)', quantity: 3 }]);
    // The office can no longer delete a service with history; one removed before that rule leaves its lines.
    expect((await office.delete(`/api/tasks/${gone.id}`)).statusCode).toBe(422);
    await t.app.db.delete(tasks).where(eq(tasks.id, gone.id));
    expect((await report(office, '2025-05')).data).toEqual([
      { client_id: ids.bright, client_name: 'Bright Dental', task_id: null, task_name: 'Air freshener (lemon)', quantity: 3 },
    ]);
  });

  it.each([[{}], [{ month: '' }], [{ month: '2025-13' }], [{ month: '2025-02-30' }], [{ month: 'March 2025' }], [{ month: 202503 }]])(
    'refuses %j',
    async (body) => {
      const response = await office.post('/api/stock-report', body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['month']);
    },
  );

  it('is for those who manage tasks', async () => {
    for (const email of [demo.contractor, demo.bookkeeper]) {
      const client = await signIn(t.app, email);
      expect((await client.post('/api/stock-report', { month: '2025-03' })).statusCode).toBe(403);
      expect((await client.post('/api/stock-report/download', { month: '2025-03' })).statusCode).toBe(403);
    }
  });
});

describe('the stock report spreadsheet', () => {
  it('downloads the same rows as an .xlsx attachment, with a total', async () => {
    const response = await office.post('/api/stock-report/download', { month: '2025-03-01' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="stock-report-2025-03.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Stock Mar 2025');
    // The month is a date cell, shown as the month, so Excel can filter and group by it.
    expect(sheet.getCell('B2').numFmt).toBe('mmm yyyy');
    const values = Array.from(sheet.getSheetValues())
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toEqual([
      ['Stock report — Mar 2025'],
      ['Month', new Date('2025-03-01T00:00:00Z')],
      ['Client', 'Service', 'Quantity'],
      ['Acme Offices', 'Hand soap refill', 2],
      ['Acme Offices', 'Toilet paper restock', 18],
      ['Bright Dental', 'Hand soap refill', 4],
      ['Bright Dental', 'Sanitary bins', 1],
      ['Total', '', 25],
    ]);
  });

  it('refuses a bad month as the report does', async () => {
    expect((await office.post('/api/stock-report/download', { month: 'soon' })).statusCode).toBe(422);
  });
});
