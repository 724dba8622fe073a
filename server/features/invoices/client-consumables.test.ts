import { afterAll, describe, expect, it } from 'vitest';
import type { clientConsumablePage } from '../../../shared/api/invoices';
import { addDays, addMonths, todayIn } from '../../../shared/dates';
import type { z } from 'zod';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { buildTask, buildVisit } from '../../test/visit-factories';

const { t, bookkeeper, office } = await createDemoApp('bookkeeper', 'office');
afterAll(() => t.close());
const db = t.app.db;
const today = todayIn(timeZone);

type Page = z.infer<typeof clientConsumablePage>;
const consumablesOf = async (invoiceId: number, query = '') => {
  const response = await bookkeeper.get(`/api/client-consumables/${invoiceId}${query}`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as Page;
};

describe('GET /api/client-consumables/{invoice}', () => {
  it('lists the consumables used on the invoice’s client’s visits with the catalogue price, and the average and mode of the last 6 months', async () => {
    const rolls = await buildTask(db, { name: 'Zz toilet rolls', price: 250, consumable: true });
    const soap = await buildTask(db, { name: 'Zz hand soap', price: 900, consumable: true });
    const towels = await buildTask(db, { name: 'Zz paper towels', price: 600, consumable: true });
    await buildTask(db, { name: 'Zz bin liners', price: 50, consumable: true });
    const clean = await buildTask(db, { name: 'Zz office clean', price: 12_000 });
    const client = await buildClient(db);
    const other = await buildClient(db);
    // A line as the visit holds it: its own price (300, not the catalogue's 250), ticked unless told.
    const line = (task: { id: number; name: string }, quantity: number | null, complete = true) => ({
      taskId: task.id,
      name: task.name,
      price: 300,
      consumable: true,
      quantity,
      complete,
    });
    const visit = (days: number, lines: object[], extra: object = {}) =>
      buildVisit(db, { clientId: client.id, dueDate: addDays(today, -days), complete: true, lines, ...extra });

    await visit(10, [line(rolls, 3), line(soap, 1), { taskId: clean.id, name: clean.name, price: 12_000 }]);
    await visit(40, [line(rolls, 2)]);
    await visit(70, [line(rolls, 3)]);
    await visit(100, [line(rolls, 2, false)]); // not ticked
    await visit(20, [line(rolls, 9)], { skip: true }); // skipped
    await buildVisit(db, {
      clientId: client.id,
      dueDate: addDays(addMonths(today, -6), -1),
      complete: true,
      lines: [line(rolls, 10), line(towels, 4)],
    }); // before the 6 months
    await buildVisit(db, { clientId: other.id, dueDate: addDays(today, -5), complete: true, lines: [line(rolls, 7)] }); // another client
    await buildVisit(db, { clientId: client.id, dueDate: addMonths(today, -6), complete: true, lines: [line(soap, 2)] }); // the first day of the 6 months

    const invoice = await buildInvoice(db, { clientId: client.id });
    const page = await consumablesOf(invoice.id);
    // Rolls: 3, 2, 3 → 8 / 3 = 2.666… → 2.67, mode 3. Soap: 1 and 2 → 1.5, once each → the larger, 2. Towels: only before the 6 months.
    expect(page.data).toEqual([
      { id: soap.id, name: 'Zz hand soap', default_price: 900, average: 1.5, mode: 2 },
      { id: towels.id, name: 'Zz paper towels', default_price: 600, average: null, mode: null },
      { id: rolls.id, name: 'Zz toilet rolls', default_price: 250, average: 2.67, mode: 3 },
    ]);
    expect(page.meta).toMatchObject({ total: 3, per_page: 5, current_page: 1, last_page: 1 });
  });

  it('pages 5 at a time by name', async () => {
    const client = await buildClient(db);
    const services = [];
    for (const name of ['Yy a', 'Yy b', 'Yy c', 'Yy d', 'Yy e', 'Yy f'])
      services.push(await buildTask(db, { name, price: 100, consumable: true }));
    await buildVisit(db, { clientId: client.id, lines: services.map((s) => ({ taskId: s.id, name: s.name, consumable: true })) });
    const invoice = await buildInvoice(db, { clientId: client.id });
    expect((await consumablesOf(invoice.id)).data.map((c) => c.name)).toEqual(['Yy a', 'Yy b', 'Yy c', 'Yy d', 'Yy e']);
    const second = await consumablesOf(invoice.id, '?page=2');
    expect(second.data.map((c) => [c.name, c.average, c.mode])).toEqual([['Yy f', null, null]]);
    expect(second.meta).toMatchObject({ total: 6, last_page: 2, from: 6, to: 6 });
    const refused = await bookkeeper.get(`/api/client-consumables/${invoice.id}?count=10`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ count: ['The count must be 5.'] });
  });

  it('is 404 for no invoice, and for manage_invoices only', async () => {
    expect((await bookkeeper.get('/api/client-consumables/999999')).statusCode).toBe(404);
    const invoice = await buildInvoice(db);
    expect((await consumablesOf(invoice.id)).data).toEqual([]);
    expect((await office.get(`/api/client-consumables/${invoice.id}`)).statusCode).toBe(403);
  });
});
