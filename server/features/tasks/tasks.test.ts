import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/api/tasks';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, expectDeleted } from '../../test/inspect';
import { type Client, signIn } from '../../test/test-app';
import { signInWith } from '../../test/user-factories';
import { buildTaskGroup } from '../../test/visit-factories';
import { taskGroupTasks } from '../schedules/task-groups.table';

const { t, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());
/** manage_tasks without task_price: keeps the catalogue, never sees a price. */
const { client: keeper } = await signInWith(t.app, ['manage_tasks']);
/** manage_clients only: reads the catalogue to build task groups. */
const { client: builder } = await signInWith(t.app, ['view_clients', 'manage_clients']);

const priceKeys = ['price', 'price_dollars', 'price_cents', 'contractor_percentage', 'contractor_amount', 'contractor_total'];

async function create(client: Client, body: Record<string, unknown>): Promise<Task> {
  const response = await client.post('/api/tasks', body);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

beforeAll(async () => {
  // Names the demo will never use, so the list tests see only these.
  for (const [name, price, contractor_percentage] of [
    ['Zztest Carpet steam', 12000, 70],
    ['Zztest Bathroom', 4550, 80],
    ['Zztest Atrium windows', 30000, 65],
    ['Zztest Dusting', 4550, 90],
  ] as const) {
    await create(admin, { name, price, contractor_percentage });
  }
});

const names = async (client: Client, query: string) =>
  ((await client.get(`/api/tasks?search=zztest&${query}`)).json().data as Task[]).map((task) => task.name);

describe('the tasks list', () => {
  it('pages 20 at a time by default, by name', async () => {
    const body = (await admin.get('/api/tasks')).json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(await names(admin, '')).toEqual(['Zztest Atrium windows', 'Zztest Bathroom', 'Zztest Carpet steam', 'Zztest Dusting']);
  });

  it.each([
    ['sort=name&direction=desc', ['Dusting', 'Carpet steam', 'Bathroom', 'Atrium windows']],
    ['sort=price&direction=asc', ['Bathroom', 'Dusting', 'Carpet steam', 'Atrium windows']],
    ['sort=price&direction=desc', ['Atrium windows', 'Carpet steam', 'Bathroom', 'Dusting']],
    ['sort=contractor_percentage&direction=asc', ['Atrium windows', 'Carpet steam', 'Bathroom', 'Dusting']],
    ['sort=contractor_percentage&direction=desc', ['Dusting', 'Bathroom', 'Carpet steam', 'Atrium windows']],
  ])('sorts by name, price and contractor percentage, both ways; equal prices by name: %s', async (query, order) => {
    expect(await names(admin, query)).toEqual(order.map((name) => `Zztest ${name}`));
  });

  it('searches by name, wildcards taken literally, and refuses an unknown sort or count', async () => {
    expect(((await admin.get('/api/tasks?search=STEAM')).json().data as Task[]).map((task) => task.name)).toEqual(['Zztest Carpet steam']);
    expect((await admin.get('/api/tasks?search=zztest%25dust')).json().data).toEqual([]);
    expect((await admin.get('/api/tasks?sort=consumable')).statusCode).toBe(422);
    expect((await admin.get('/api/tasks?count=7')).statusCode).toBe(422);
  });
});

describe('prices and pay', () => {
  it('shows price parts and the contractor total of a percentage task', async () => {
    const task = await create(office, { name: 'Zzpay Percent', price: 12345, payment_type: 'percentage', contractor_percentage: 75 });
    // 12345 × 75 % = 9258.75 → 9259 cents.
    expect(task).toMatchObject({
      price: 12345,
      price_dollars: 123,
      price_cents: 45,
      payment_type: 'percentage',
      contractor_percentage: 75,
      contractor_amount: null,
      contractor_total: 9259,
    });
  });

  it('rounds a half cent up', async () => {
    const task = await create(office, { name: 'Zzpay Half', price: 1, contractor_percentage: 50 });
    expect(task.contractor_total).toBe(1);
  });

  it('pays a fixed amount whatever the price', async () => {
    const task = await create(office, { name: 'Zzpay Fixed', price: 9000, payment_type: 'fixed', contractor_amount: 5500 });
    expect(task).toMatchObject({ payment_type: 'fixed', contractor_percentage: null, contractor_amount: 5500, contractor_total: 5500 });
  });

  it('refuses a fixed amount above the price, sent or left as it was, instead of quietly changing it', async () => {
    const refused = await office.post('/api/tasks', { name: 'Zzpay Over', price: 5000, payment_type: 'fixed', contractor_amount: 5001 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ contractor_amount: ['The contractor amount may not be more than the price.'] });
    const task = await create(office, { name: 'Zzpay Lowered', price: 9000, payment_type: 'fixed', contractor_amount: 5500 });
    const lowered = await office.put(`/api/tasks/${task.id}`, { name: 'Zzpay Lowered', price: 5000 });
    expect(lowered.json().errors).toEqual({ contractor_amount: ['The contractor amount may not be more than the price.'] });
  });

  it('takes the defaults for what is left out', async () => {
    const task = await create(office, { name: 'Zzpay Defaults' });
    expect(task).toMatchObject({
      price: 0,
      price_dollars: 0,
      price_cents: 0,
      payment_type: 'percentage',
      contractor_percentage: 80,
      contractor_total: 0,
      consumable: false,
      invoice_description: null,
      description: null,
    });
  });

  it('are left out for a catalogue keeper without task_price, and cannot be set or sorted by them', async () => {
    const task = await create(office, { name: 'Zzhidden Deep clean', price: 25000, contractor_percentage: 60 });
    const seen: Task = (await keeper.get(`/api/tasks/${task.id}`)).json();
    expect(seen).toMatchObject({ id: task.id, name: 'Zzhidden Deep clean', payment_type: 'percentage' });
    for (const key of priceKeys) expect(seen).not.toHaveProperty(key);
    const listed: Task[] = (await keeper.get('/api/tasks?search=zzhidden')).json().data;
    expect(listed).toHaveLength(1);
    for (const key of priceKeys) expect(listed[0]).not.toHaveProperty(key);
    expect((await keeper.get('/api/tasks?sort=price')).json().errors).toEqual({ sort: ['The sort must be name.'] });
    expect((await keeper.get('/api/tasks?sort=contractor_percentage')).statusCode).toBe(422);

    // Their edits change the details and keep the pay as it was.
    const renamed = await keeper.put(`/api/tasks/${task.id}`, {
      name: 'Zzhidden Deep clean plus',
      description: 'Skirting too',
      consumable: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).not.toHaveProperty('price');
    expect((await office.get(`/api/tasks/${task.id}`)).json()).toMatchObject({
      name: 'Zzhidden Deep clean plus',
      consumable: true,
      price: 25000,
      contractor_percentage: 60,
    });
    for (const body of [{ price: 1 }, { contractor_percentage: 100 }, { payment_type: 'fixed', contractor_amount: 1 }]) {
      expect((await keeper.put(`/api/tasks/${task.id}`, { name: 'X', ...body })).statusCode).toBe(403);
      expect((await keeper.post('/api/tasks', { name: 'X', ...body })).statusCode).toBe(403);
    }
    const own = await create(keeper, { name: 'Zzhidden Keeper made' });
    for (const key of priceKeys) expect(own).not.toHaveProperty(key);
  });

  it('are left out for a task group builder, who reads the catalogue but does not change it', async () => {
    const listed: Task[] = (await builder.get('/api/tasks?search=zztest')).json().data;
    expect(listed).toHaveLength(4);
    for (const key of priceKeys) expect(listed[0]).not.toHaveProperty(key);
    expect((await builder.get(`/api/tasks/${listed[0].id}`)).statusCode).toBe(200);
    expect((await builder.post('/api/tasks', { name: 'Nope' })).statusCode).toBe(403);
    expect((await builder.put(`/api/tasks/${listed[0].id}`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await builder.delete(`/api/tasks/${listed[0].id}`)).statusCode).toBe(403);
  });

  it('are not the business of contractors or the bookkeeper', async () => {
    for (const email of [demo.contractor, demo.bookkeeper]) {
      const client = await signIn(t.app, email);
      expect((await client.get('/api/tasks')).statusCode).toBe(403);
      expect((await client.post('/api/tasks', { name: 'Nope' })).statusCode).toBe(403);
    }
  });
});

describe('saving tasks', () => {
  it('creates, reads, updates and deletes a task, auditing each', async () => {
    const created = await office.post('/api/tasks', {
      name: '  Window clean ',
      invoice_description: 'Window cleaning (inside)',
      description: 'All ground floor windows',
      price: 8000,
      payment_type: 'percentage',
      contractor_percentage: 80,
      consumable: 0,
    });
    expect(created.statusCode).toBe(201);
    const task: Task = created.json();
    expect(task).toMatchObject({
      name: 'Window clean',
      invoice_description: 'Window cleaning (inside)',
      description: 'All ground floor windows',
      consumable: false,
      contractor_total: 6400,
    });
    expect((await office.get(`/api/tasks/${task.id}`)).json()).toEqual(task);

    const updated = await office.put(`/api/tasks/${task.id}`, {
      name: 'Window clean',
      invoice_description: '',
      price: 9000,
      payment_type: 'fixed',
      contractor_amount: 7000,
      consumable: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      invoice_description: null,
      description: null,
      price: 9000,
      payment_type: 'fixed',
      contractor_amount: 7000,
      contractor_total: 7000,
      consumable: true,
    });
    expect(Date.parse(updated.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(task.updated_at));

    await expectDeleted(office, `/api/tasks/${task.id}`);
    const entries = await auditTrail(admin, 'tasks', task.id);
    expect(entries.map((a) => [a.action, a.user_name])).toEqual([
      ['delete', 'Priya Shah'],
      ['update', 'Priya Shah'],
      ['create', 'Priya Shah'],
    ]);
    expect(entries[1].changes).toMatchObject({
      price: { from: 8000, to: 9000 },
      paymentType: { from: 'percentage', to: 'fixed' },
      consumable: { from: false, to: true },
    });
  });

  it('leaves the task group lines that used a deleted task, unlinked', async () => {
    const task = await create(office, { name: 'Zzdelete Oven', price: 5000 });
    const {
      lines: [line],
    } = await buildTaskGroup(t.app.db, { name: 'Weekly', lines: [{ taskId: task.id, name: 'Oven', price: 5500 }] });
    expect((await office.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    const [after] = await t.app.db.select().from(taskGroupTasks).where(eq(taskGroupTasks.id, line.id));
    expect(after).toMatchObject({ taskId: null, name: 'Oven', price: 5500 });
  });

  it.each([
    [{}, { name: ['The name field is required.'] }],
    [{ name: '   ' }, { name: ['The name field is required.'] }],
    [{ name: 'X', price: -1 }, { price: ['The price may not be negative.'] }],
    [{ name: 'X', price: 10.5 }, { price: ['The price must be a whole number of cents.'] }],
    [{ name: 'X', price: '10' }, { price: ['The price must be a whole number of cents.'] }],
    [{ name: 'X', price: 100_000_001 }, { price: ['The price may not be greater than $1,000,000.00.'] }],
    [{ name: 'X', contractor_percentage: 101 }, { contractor_percentage: ['The contractor percentage must be between 0 and 100.'] }],
    [{ name: 'X', contractor_percentage: 62.5 }, { contractor_percentage: ['The contractor percentage must be a whole number.'] }],
    [{ name: 'X', payment_type: 'hourly' }, { payment_type: ['The payment type must be percentage or fixed.'] }],
    [{ name: 'X', payment_type: 'fixed' }, { contractor_amount: ['The contractor amount field is required when payment type is fixed.'] }],
    [{ name: 'X', consumable: 'yes' }, { consumable: ['The consumable field must be true or false.'] }],
    [{ name: 'X'.repeat(151) }, { name: ['The name may not be greater than 150 characters.'] }],
  ])('refuses %j', async (payload, errors) => {
    const response = await office.post('/api/tasks', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers 404 for a task that does not exist', async () => {
    expect((await office.get('/api/tasks/999999')).statusCode).toBe(404);
    expect((await office.put('/api/tasks/999999', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await office.delete('/api/tasks/999999')).statusCode).toBe(404);
    expect((await office.get('/api/tasks/abc')).statusCode).toBe(404);
  });
});
