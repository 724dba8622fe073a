import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { linesOf, visitDates, visitsOf } from '../../test/inspect';
import { signInWith } from '../../test/user-factories';
import { buildTask } from '../../test/visit-factories';
import { schedules } from './schedules.table';

const { t, office, bookkeeper } = await createDemoApp('office', 'bookkeeper');
afterAll(() => t.close());
const { client: clerk } = await signInWith(t.app, ['view_clients', 'manage_clients']);
const catalogue = {
  name: 'Carpet steam',
  invoiceDescription: 'Carpet steam clean',
  description: 'All carpeted rooms',
  price: 25000,
  paymentType: 'fixed',
  contractorAmount: 15000,
  consumable: true,
} as const;
const catalogueTask = (await buildTask(t.app.db, catalogue)).id;
const today = todayIn('Australia/Sydney');
const tomorrowsDay = (dayOfWeek(today) + 1) % 7;

/** A weekly group (the day after today's weekday) with no lines yet. */
async function emptyGroup() {
  const client = await buildClient(t.app.db);
  const response = await office.post(`/api/clients/${client.id}/task-groups`, {
    name: 'Weekly',
    rotation: 'weekly',
    frequency: 1,
    day_of_week: tomorrowsDay,
    start_at: today,
  });
  const group = response.json();
  const url = `/api/clients/${client.id}/task-groups/${group.id}/tasks`;
  return { client, group, url };
}

describe('task lines', () => {
  it('copies a catalogue task’s fields that were not sent, and keeps those that were', async () => {
    const { url } = await emptyGroup();
    const copied = await office.post(url, { task: catalogueTask });
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({
      task: catalogueTask,
      name: 'Carpet steam',
      invoice_description: 'Carpet steam clean',
      description: 'All carpeted rooms',
      price: 25000,
      payment_type: 'fixed',
      contractor_amount: 15000,
      contractor_total: 15000,
      consumable: true,
      paused: false,
    });
    const overridden = await office.post(url, {
      task: catalogueTask,
      name: 'Lobby carpet',
      price: 30000,
      payment_type: 'percentage',
      contractor_percentage: 50,
    });
    expect(overridden.json()).toMatchObject({
      name: 'Lobby carpet',
      price: 30000,
      contractor_total: 15000,
      description: 'All carpeted rooms',
    });
    expect((await office.get(url)).json().data).toHaveLength(2);
  });

  it('refuses a line without a name or with an unknown task', async () => {
    const { url } = await emptyGroup();
    expect((await office.post(url, {})).json().errors).toEqual({ name: ['The name field is required.'] });
    expect((await office.post(url, { task: 999999 })).json().errors).toEqual({ task: ['The selected task is invalid.'] });
    expect((await office.post(url, { name: 'x', price: -1 })).json().errors).toEqual({ price: ['The price may not be negative.'] });
    expect((await office.post(url, { name: 'x', contractor_percentage: 101 })).statusCode).toBe(422);
    const over = await office.post(url, { name: 'x', price: 1000, payment_type: 'fixed', contractor_amount: 1500 });
    expect(over.json().errors).toEqual({ contractor_amount: ['The contractor amount may not be more than the price.'] });
  });

  it('ignores price and pay sent without task_price', async () => {
    const { url } = await emptyGroup();
    const line = (await clerk.post(url, { name: 'Windows', price: 99999, payment_type: 'fixed', contractor_amount: 99999 })).json();
    expect(line).toMatchObject({ price: null, contractor_amount: null });
    const seen = (await office.get(url)).json().data[0];
    expect(seen).toMatchObject({ price: 0, payment_type: 'percentage', contractor_amount: 0 });
  });

  it('is for manage_clients to change and view_clients to read', async () => {
    const { url } = await emptyGroup();
    expect((await bookkeeper.post(url, { name: 'x' })).statusCode).toBe(403);
    expect((await bookkeeper.get(url)).statusCode).toBe(200);
    const line = (await office.post(url, { name: 'Bins' })).json();
    expect((await bookkeeper.put(`${url}/${line.id}`, { paused: true })).statusCode).toBe(403);
    expect((await office.put(`${url}/999999`, { paused: true })).statusCode).toBe(404);
  });

  it('the first line generates the visits; an edit reaches them; deleting the last line removes them', async () => {
    const { client, group, url } = await emptyGroup();
    const line = (await office.post(url, { name: 'Vacuum', price: 10000 })).json();
    expect(await visitDates(t.app.db, group.id)).toHaveLength(12);
    await office.put(`${url}/${line.id}`, { name: 'Vacuum and mop', price: 12000 });
    const [first] = await visitsOf(t.app.db, client.id);
    expect((await linesOf(t.app.db, first.id)).map((l) => [l.name, l.price, l.contractorTotal])).toEqual([['Vacuum and mop', 12000, 9600]]);
    expect((await office.delete(`${url}/${line.id}`)).statusCode).toBe(204);
    expect(await visitDates(t.app.db, group.id)).toEqual([]);
  });
});

describe('pause and resume', () => {
  it('pausing until a date leaves the line off visits up to that date; resuming puts it back', async () => {
    const { client, url } = await emptyGroup();
    await office.post(url, { name: 'Always' });
    const line = (await office.post(url, { name: 'Windows' })).json();
    const until = addDays(today, 15);
    const paused = await office.put(`${url}/${line.id}`, { paused: true, pause_to: until, pause_reason: 'Scaffolding' });
    expect(paused.json()).toMatchObject({ paused: true, pause_to: until, pause_reason: 'Scaffolding' });
    const names = async () => {
      const visits = await visitsOf(t.app.db, client.id);
      return Promise.all(visits.map(async (v) => [v.dueDate <= until, (await linesOf(t.app.db, v.id)).map((l) => l.name)] as const));
    };
    for (const [before, lines] of await names()) expect(lines).toEqual(before ? ['Always'] : ['Always', 'Windows']);
    const resumed = await office.put(`${url}/${line.id}`, { paused: false });
    expect(resumed.json()).toMatchObject({ paused: false, pause_to: null, pause_reason: null });
    for (const [, lines] of await names()) expect(lines).toEqual(['Always', 'Windows']);
  });

  it('pausing every line removes the visits, and resuming brings them back', async () => {
    const { group, url } = await emptyGroup();
    const line = (await office.post(url, { name: 'Only' })).json();
    await office.put(`${url}/${line.id}`, { paused: true });
    expect(await visitDates(t.app.db, group.id)).toEqual([]);
    expect((await office.get(url)).json().data[0]).toMatchObject({ paused: true, pause_to: null });
    await office.put(`${url}/${line.id}`, { paused: false });
    expect(await visitDates(t.app.db, group.id)).toHaveLength(12);
  });

  it('leaves locked visits as they are', async () => {
    const { client, url } = await emptyGroup();
    const line = (await office.post(url, { name: 'Only' })).json();
    const [locked] = await visitsOf(t.app.db, client.id);
    await t.app.db.update(schedules).set({ locked: true }).where(eq(schedules.id, locked.id));
    await office.put(`${url}/${line.id}`, { paused: true });
    expect((await visitsOf(t.app.db, client.id)).map((v) => v.id)).toEqual([locked.id]);
    expect(await linesOf(t.app.db, locked.id)).toHaveLength(1);
  });

  it('refuses a pause that would end before today', async () => {
    const { url } = await emptyGroup();
    const line = (await office.post(url, { name: 'Only' })).json();
    const response = await office.put(`${url}/${line.id}`, { paused: true, pause_to: addDays(today, -1) });
    expect(response.json().errors).toEqual({ pause_to: ['The pause to date must be today or later.'] });
    expect((await office.put(`${url}/${line.id}`, { paused: true, pause_to: '2025-13-01' })).statusCode).toBe(422);
  });
});
