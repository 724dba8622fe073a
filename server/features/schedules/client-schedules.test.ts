import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientSchedule } from '../../../shared/api/client-schedules';
import { addDays, dayOfWeek, localDateOf, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { activityLog, ledgerOf, visitDates, visitsOf } from '../../test/inspect';
import { timeZone } from '../../test/test-app';
import { signInWith } from '../../test/user-factories';
import { buildTask, buildTaskGroup, buildVisit, type VisitAttrs } from '../../test/visit-factories';
import { clients } from '../clients/clients.table';

const { t, people, office, bookkeeper, contractor } = await createDemoApp('office', 'bookkeeper', 'contractor');
afterAll(() => t.close());
/** manage_schedules alone (with view_clients to find the client): may change bookings, not regenerate. */
const { client: scheduler } = await signInWith(t.app, ['view_clients', 'manage_schedules']);
const sam = people.contractor.id;
const today = todayIn(timeZone);
const tomorrowsDay = (dayOfWeek(today) + 1) % 7;
const filters = (value: Record<string, string>) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

/** A client with a weekly group (the day after today's weekday, so no visit today) and its horizon generated. */
async function bookedClient() {
  const client = await buildClient(t.app.db);
  const group = await buildTaskGroup(t.app.db, {
    clientId: client.id,
    dayOfWeek: tomorrowsDay,
    startAt: addDays(today, -70),
    userIds: [sam],
  });
  const regenerated = await office.get(`/api/clients/${client.id}/client-schedules/regenerate`);
  expect(regenerated.statusCode, regenerated.body).toBe(200);
  return { client, group, url: `/api/clients/${client.id}/client-schedules` };
}

/** A booking made by hand, `daysAgo` days before today, without lines or contractors. */
const pastVisit = (clientId: number, daysAgo: number, facts: Partial<VisitAttrs> = {}) =>
  buildVisit(t.app.db, { clientId, dueDate: addDays(today, -daysAgo), lines: [], ...facts });

describe('regenerate', () => {
  it('generates the client’s horizon now and says what it made; a second time makes nothing', async () => {
    const client = await buildClient(t.app.db);
    await buildTaskGroup(t.app.db, { clientId: client.id, dayOfWeek: tomorrowsDay, startAt: today });
    const url = `/api/clients/${client.id}/client-schedules/regenerate`;
    expect((await office.get(url)).json()).toEqual({ message: 'Generated 12 visits.', created: 12, merged: 0 });
    expect((await office.get(url)).json()).toMatchObject({ created: 0 });
    expect((await activityLog(office))[0].description).toContain('Regenerated the schedule');
  });

  it('needs the XSRF header and manage_clients; an unknown client is 404; an inactive one gets nothing', async () => {
    const client = await buildClient(t.app.db, { active: false });
    await buildTaskGroup(t.app.db, { clientId: client.id, startAt: today });
    const url = `/api/clients/${client.id}/client-schedules/regenerate`;
    expect((await office.request({ method: 'GET', url, xsrf: false })).statusCode).toBe(419);
    expect((await scheduler.get(url)).statusCode).toBe(403);
    expect((await office.get('/api/clients/999999/client-schedules/regenerate')).statusCode).toBe(404);
    expect((await office.get(url)).json()).toMatchObject({ created: 0, message: expect.stringContaining('not active') });
  });
});

describe('the nightly job', () => {
  it('schedules.generate makes every active group’s horizon, and only once', async () => {
    const client = await buildClient(t.app.db);
    const group = await buildTaskGroup(t.app.db, { clientId: client.id, dayOfWeek: tomorrowsDay, startAt: today });
    await t.app.jobs.send('schedules.generate');
    await t.app.jobs.send('schedules.generate');
    expect(await visitDates(t.app.db, group.id)).toHaveLength(12);
  });
});

describe('the bookings list', () => {
  it('starts today, due date ascending, with each booking’s fields', async () => {
    const { client, group, url } = await bookedClient();
    await pastVisit(client.id, 3);
    const page = (await bookkeeper.get(`${url}?count=20`)).json();
    expect(page.meta).toMatchObject({ total: 12, current_page: 1 });
    const dates = page.data.map((b: ClientSchedule) => b.due_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0] > today).toBe(true);
    expect(page.data[0]).toMatchObject({
      task_group: { id: group.id, name: group.name },
      task_group_id: group.id,
      users: [{ id: sam, name: 'Sam Taylor' }],
      locked: false,
      skip: false,
      complete: false,
      state: { state: 'pending', class: 'blue' },
      client_name: client.name,
      tasks: [{ name: expect.any(String), quantity: null, complete: false, paused: false, contractor_total: 8000 }],
      contractor_total: 8000,
    });
    expect(localDateOf(new Date(page.data[0].due_at), timeZone)).toBe(page.data[0].due_date);
  });

  it('filters by state and from, and pages', async () => {
    const { client, url } = await bookedClient();
    await pastVisit(client.id, 3);
    await pastVisit(client.id, 10, { complete: true });
    await pastVisit(client.id, 40, { skip: true });
    const states = async (query: string) =>
      ((await office.get(`${url}?count=50&${query}`)).json().data as ClientSchedule[]).map((b) => b.state.state);
    expect(await states(filters({ state: 'open' }))).toEqual(['open']);
    expect(await states(filters({ state: 'complete' }))).toEqual(['complete']);
    expect(await states(filters({ state: 'skipped' }))).toEqual(['skipped']);
    expect(await states(filters({ from: 'all' }))).toHaveLength(15);
    expect(await states(filters({ from: addDays(today, -12) }))).toEqual(['complete', 'open', ...Array(12).fill('pending')]);
    expect((await states(`direction=desc&${filters({ from: 'all' })}`)).at(-1)).toBe('skipped');
    const second = (await office.get(`${url}?count=10&page=2`)).json();
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, from: 11, to: 12 });
    expect((await office.get(`${url}?${filters({ state: 'done' })}`)).json().errors).toEqual({
      'filters.state': ['The selected state is invalid.'],
    });
    expect((await office.get(`${url}?${filters({ from: 'yesterday' })}`)).statusCode).toBe(422);
  });

  it('is for view_clients; an unknown client is 404; prices only with task_price', async () => {
    const { url } = await bookedClient();
    expect((await contractor.get(url)).statusCode).toBe(403);
    expect((await office.get('/api/clients/999999/client-schedules')).statusCode).toBe(404);
    const seen = (await scheduler.get(url)).json().data[0];
    expect(seen).toMatchObject({ contractor_total: null, tasks: [{ price: null, contractor_total: null }] });
  });
});

describe('adding and editing bookings by hand', () => {
  it('adds a locked booking at a date and time, with catalogue tasks', async () => {
    const client = await buildClient(t.app.db);
    const task = await buildTask(t.app.db, { name: 'Oven clean', price: 9000, contractorPercentage: 50 });
    const date = addDays(today, 5);
    const response = await scheduler.post(`/api/clients/${client.id}/client-schedules`, {
      due_date: date,
      time: '14:30',
      users: [sam],
      tasks: [{ task: task.id }, { name: 'Fridge' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking: ClientSchedule = response.json();
    expect(booking).toMatchObject({ due_date: date, locked: true, task_group: null, users: [{ id: sam }] });
    expect(booking.tasks.map((l) => l.name)).toEqual(['Oven clean', 'Fridge']);
    const seen = (await office.get(`/api/clients/${client.id}/client-schedules/${booking.id}`)).json();
    expect(seen.tasks.map((l: { contractor_total: number }) => l.contractor_total)).toEqual([4500, 0]);
    expect(new Date(booking.due_at).toLocaleTimeString('en-AU', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false })).toBe(
      '14:30',
    );
  });

  it('refuses a booking without a date, or with another client’s task group', async () => {
    const client = await buildClient(t.app.db);
    const other = await buildClient(t.app.db);
    const group = await buildTaskGroup(t.app.db, { clientId: other.id });
    const url = `/api/clients/${client.id}/client-schedules`;
    expect((await office.post(url, {})).json().errors).toEqual({ due_date: ['The due date field is required.'] });
    expect((await office.post(url, { due_date: today, task_group_id: group.id })).json().errors).toEqual({
      task_group_id: ['The selected task group is invalid.'],
    });
    expect((await office.post(url, { due_date: today, time: '25:00' })).statusCode).toBe(422);
    expect((await bookkeeper.post(url, { due_date: today })).statusCode).toBe(403);
  });

  it('editing locks the booking; lock and unlock; skip and unskip', async () => {
    const { client, url } = await bookedClient();
    const [visit] = await visitsOf(t.app.db, client.id);
    const moved = await office.put(`${url}/${visit.id}`, { due_date: addDays(visit.dueDate, 1), locked: false });
    expect(moved.json()).toMatchObject({ due_date: addDays(visit.dueDate, 1), locked: true });
    expect((await office.put(`${url}/${visit.id}`, { locked: false })).json()).toMatchObject({ locked: false });
    expect((await office.put(`${url}/${visit.id}`, { skip: true })).json()).toMatchObject({ skip: true, state: { state: 'skipped' } });
    expect((await office.put(`${url}/${visit.id}`, { skip: false })).json()).toMatchObject({ skip: false, state: { state: 'pending' } });
    expect((await office.put(`${url}/${visit.id}`, { users: [] })).json()).toMatchObject({ users: [], locked: true });
  });

  it('refuses lock, skip and reschedule on a complete booking, and any edit on an invoiced one, with a reason', async () => {
    const client = await buildClient(t.app.db);
    const url = `/api/clients/${client.id}/client-schedules`;
    const done = await pastVisit(client.id, 2, { complete: true });
    const invoiced = await pastVisit(client.id, 9, { complete: true, invoiceId: 1 });
    const skip = await office.put(`${url}/${done.id}`, { skip: true });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().message).toBe('A complete booking cannot be skipped.');
    expect((await office.put(`${url}/${done.id}`, { locked: true })).json().message).toBe('A complete booking cannot be locked.');
    expect((await office.put(`${url}/${done.id}`, { due_date: today })).json().message).toBe('A complete booking cannot be rescheduled.');
    expect((await office.put(`${url}/${done.id}`, { users: [sam] })).statusCode).toBe(200);
    expect((await office.put(`${url}/${invoiced.id}`, { users: [sam] })).json().message).toBe('An invoiced booking cannot be edited.');
    expect((await office.delete(`${url}/${invoiced.id}`)).statusCode).toBe(422);
  });

  it('answers 404 for a booking under another client', async () => {
    const { client } = await bookedClient();
    const other = await buildClient(t.app.db);
    const [visit] = await visitsOf(t.app.db, client.id);
    expect((await office.put(`/api/clients/${other.id}/client-schedules/${visit.id}`, { skip: true })).statusCode).toBe(404);
    expect((await office.delete(`/api/clients/${other.id}/client-schedules/${visit.id}`)).statusCode).toBe(404);
  });
});

describe('deleting bookings', () => {
  it('a deleted generated visit is recorded as removed and never regenerated', async () => {
    const { client, group, url } = await bookedClient();
    const [visit] = await visitsOf(t.app.db, client.id);
    expect((await scheduler.delete(`${url}/${visit.id}`)).statusCode).toBe(204);
    expect((await ledgerOf(t.app.db, group.id)).find((e) => e.date === visit.dueDate)).toEqual({
      date: visit.dueDate,
      outcome: 'removed',
      scheduleId: null,
    });
    await office.get(`/api/clients/${client.id}/client-schedules/regenerate`);
    expect(await visitDates(t.app.db, group.id)).not.toContain(visit.dueDate);
    expect((await bookkeeper.delete(`${url}/${visit.id}`)).statusCode).toBe(403);
  });

  it('a booking of a suspended client is still listed, with the suspended label', async () => {
    const { client, url } = await bookedClient();
    expect((await office.get(url)).json().data[0]).toMatchObject({ client_active: true, client_suspended: false });
    await t.app.db.update(clients).set({ suspended: true, active: false }).where(eq(clients.id, client.id));
    const page = (await office.get(url)).json();
    expect(page.meta.total).toBe(12);
    expect(page.data[0]).toMatchObject({ client_active: false, client_suspended: true });
  });
});
