import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TaskGroup } from '../../../shared/api/task-groups';
import { addDays, dayOfWeek, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { activityLog, visitDates, visitsOf } from '../../test/inspect';
import { signInWith } from '../../test/user-factories';
import { scheduleUsers, schedules } from './schedules.table';

const { t, people, office, bookkeeper, contractor } = await createDemoApp('office', 'bookkeeper', 'contractor');
afterAll(() => t.close());
/** manage_clients without reschedule_all or task_price: edits groups, may not adjust their rule, sees no prices. */
const { client: clerk } = await signInWith(t.app, ['view_clients', 'manage_clients']);
const [sam, maria] = [people.contractor.id, people.otherContractor.id];
const today = todayIn('Australia/Sydney');
/** The next date after today falling on `day` (0 = Sunday). */
const next = (day: number) => addDays(today, (day - dayOfWeek(today) + 7) % 7 || 7);
// Weekdays other than today's: today's visits are left alone by edits, so a rule on today's weekday would blur the tests.
const [D1, D2, D3] = [1, 2, 3].map((n) => (dayOfWeek(today) + n) % 7);

const weekly = (day: number, extra: Record<string, unknown> = {}) => ({
  name: 'Office clean',
  rotation: 'weekly',
  frequency: 1,
  day_of_week: day,
  start_at: today,
  users: [sam],
  ...extra,
});

async function groupWithLine(clientId: number, body: Record<string, unknown>): Promise<TaskGroup> {
  const created = await office.post(`/api/clients/${clientId}/task-groups`, body);
  expect(created.statusCode, created.body).toBe(201);
  const line = await office.post(`/api/clients/${clientId}/task-groups/${created.json().id}/tasks`, { name: 'Vacuum', price: 10000 });
  expect(line.statusCode, line.body).toBe(201);
  return (await office.get(`/api/clients/${clientId}/task-groups/${created.json().id}`)).json();
}

describe('creating and reading task groups', () => {
  it('defaults to rotation non, conflict overwrite and the client’s main address; makes no visits', async () => {
    const client = await buildClient(t.app.db);
    const response = await office.post(`/api/clients/${client.id}/task-groups`, { name: 'One-off jobs' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'One-off jobs',
      rotation: 'non',
      conflict: 'overwrite',
      auto_schedule: true,
      start_at: null,
      address_id: client.addressId,
      address: { id: client.addressId, readable: expect.stringContaining('King St') },
      tasks: [],
      total: 0,
      next_visit: null,
    });
    expect(await visitsOf(t.app.db, client.id)).toEqual([]);
    expect((await activityLog(office))[0].description).toContain('Created task group One-off jobs');
  });

  it('generates the horizon once the group has a line, and shows totals, contractors and the next visit', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D2, { users: [sam, maria, sam] }));
    expect(group.users.map((u) => u.id).sort()).toEqual([sam, maria].sort());
    expect(group).toMatchObject({ total: 10000, contractor_total: 8000, next_visit: next(D2) });
    expect(await visitDates(t.app.db, group.id)).toHaveLength(12);
    const list = (await bookkeeper.get(`/api/clients/${client.id}/task-groups`)).json();
    expect(list.data.map((g: TaskGroup) => g.id)).toEqual([group.id]);
  });

  it('keeps only the fields the rotation shows', async () => {
    const client = await buildClient(t.app.db);
    const response = await office.post(`/api/clients/${client.id}/task-groups`, weekly(D1, { week_of_month: 2, days_of_week: [1, 2] }));
    expect(response.json()).toMatchObject({ rotation: 'weekly', week_of_month: null, days_of_week: [] });
  });

  it('refuses bad input with field errors', async () => {
    const client = await buildClient(t.app.db);
    const other = await buildClient(t.app.db);
    const post = (body: Record<string, unknown>) => office.post(`/api/clients/${client.id}/task-groups`, body);
    expect((await post({})).json().errors).toMatchObject({ name: ['The name field is required.'] });
    expect((await post({ name: 'x', rotation: 'weekly', day_of_week: 1, start_at: today })).json().errors).toEqual({
      frequency: ['The frequency field is required.'],
    });
    expect((await post(weekly(D1, { frequency: 3 }))).json().errors).toEqual({ frequency: ['The selected frequency is invalid.'] });
    expect((await post(weekly(D1, { rotation: 'monthly', week_of_month: 5 }))).json().errors).toMatchObject({
      week_of_month: ['The selected week of month is invalid.'],
    });
    expect((await post(weekly(D1, { start_at: '12/03/2025' }))).statusCode).toBe(422);
    expect((await post(weekly(D1, { conflict: 'replace' }))).json().errors).toEqual({ conflict: ['The selected conflict is invalid.'] });
    expect((await post(weekly(D1, { address_id: other.addressId }))).json().errors).toEqual({
      address_id: ['The selected address is invalid.'],
    });
    expect((await post(weekly(D1, { users: [999999] }))).json().errors).toEqual({ users: ['The selected users are invalid.'] });
    expect((await office.post('/api/clients/999999/task-groups', weekly(D1))).statusCode).toBe(404);
  });

  it('answers 404 for a group asked for under another client', async () => {
    const client = await buildClient(t.app.db);
    const other = await buildClient(t.app.db);
    const group = (await office.post(`/api/clients/${client.id}/task-groups`, { name: 'Mine' })).json();
    expect((await office.get(`/api/clients/${other.id}/task-groups/${group.id}`)).statusCode).toBe(404);
    expect((await office.put(`/api/clients/${other.id}/task-groups/${group.id}`, { rotation: 'non', name: 'Stolen' })).statusCode).toBe(
      404,
    );
    expect((await office.delete(`/api/clients/${other.id}/task-groups/${group.id}`)).statusCode).toBe(404);
  });

  it('lets view_clients read, manage_clients write, and nobody else in; prices only with task_price', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    expect((await contractor.get(`/api/clients/${client.id}/task-groups`)).statusCode).toBe(403);
    expect((await bookkeeper.post(`/api/clients/${client.id}/task-groups`, weekly(D1))).statusCode).toBe(403);
    expect((await bookkeeper.delete(`/api/clients/${client.id}/task-groups/${group.id}`)).statusCode).toBe(403);
    const seen = (await clerk.get(`/api/clients/${client.id}/task-groups/${group.id}`)).json();
    expect(seen).toMatchObject({ total: null, contractor_total: null });
    expect(seen.tasks[0]).toMatchObject({ price: null, contractor_amount: null, contractor_percentage: null, contractor_total: null });
  });
});

describe('editing and adjusting', () => {
  it('carries name, contractors and address to unlocked future visits, not to locked ones', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    const [locked, ...rest] = await visitsOf(t.app.db, client.id);
    await t.app.db.update(schedules).set({ locked: true }).where(eq(schedules.id, locked.id));
    const response = await clerk.put(`/api/clients/${client.id}/task-groups/${group.id}`, {
      ...weekly(D1),
      name: 'Renamed',
      users: [maria],
      address_id: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', users: [{ id: maria }], address: null });
    const usersOf = async (id: number) =>
      (await t.app.db.select().from(scheduleUsers).where(eq(scheduleUsers.scheduleId, id))).map((u) => u.userId);
    expect(await usersOf(locked.id)).toEqual([sam]);
    expect(await usersOf(rest[0].id)).toEqual([maria]);
    const after = await visitsOf(t.app.db, client.id);
    expect(after.find((v) => v.id === locked.id)?.addressId).toBe(client.addressId);
    expect(after.find((v) => v.id === rest[0].id)?.addressId).toBeNull();
  });

  it('needs reschedule_all to change the rule', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    const response = await clerk.put(`/api/clients/${client.id}/task-groups/${group.id}`, weekly(D2));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('reschedule_all');
    expect(await visitDates(t.app.db, group.id)).toHaveLength(12);
    expect((await clerk.put(`/api/clients/${client.id}/task-groups/${group.id}`, {})).json().errors).toEqual({
      rotation: ['The rotation field is required.'],
    });
  });

  it('lets reschedule_all alone adjust the rule, and nothing else of the group', async () => {
    const { client: scheduler } = await signInWith(t.app, ['view_clients', 'reschedule_all']);
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    const adjusted = await scheduler.put(`/api/clients/${client.id}/task-groups/${group.id}`, {
      rotation: 'weekly',
      frequency: 1,
      day_of_week: D2,
      start_at: today,
    });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json()).toMatchObject({ name: 'Office clean', day_of_week: D2 });
    const renamed = await scheduler.put(`/api/clients/${client.id}/task-groups/${group.id}`, { ...weekly(D2), name: 'Renamed' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toContain('manage_clients');
    expect((await scheduler.post(`/api/clients/${client.id}/task-groups`, weekly(D1))).statusCode).toBe(403);
  });

  it('Adjust removes the unlocked future visits that no longer fit, keeps locked ones, and generates the new dates', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    const [locked] = await visitsOf(t.app.db, client.id);
    await t.app.db.update(schedules).set({ locked: true }).where(eq(schedules.id, locked.id));
    const response = await office.put(`/api/clients/${client.id}/task-groups/${group.id}`, {
      rotation: 'weekly',
      frequency: 2,
      day_of_week: D2,
      start_at: today,
    });
    expect(response.statusCode, response.body).toBe(200);
    const dates = await visitDates(t.app.db, group.id);
    expect(dates.filter((d) => dayOfWeek(d) === D1)).toEqual([locked.dueDate]);
    expect(dates.filter((d) => dayOfWeek(d) === D2)).toHaveLength(6);
    expect(response.json().name).toBe('Office clean');
    expect((await activityLog(office))[0]).toMatchObject({ description: expect.stringContaining('Adjusted task group Office clean') });
  });

  it('Adjust gives a group that had merged into the removed visits visits of its own', async () => {
    const client = await buildClient(t.app.db);
    const first = await groupWithLine(client.id, weekly(D1));
    const merged = await groupWithLine(client.id, weekly(D1, { name: 'Windows', conflict: 'merge' }));
    expect(await visitDates(t.app.db, merged.id)).toEqual([]);
    await office.put(`/api/clients/${client.id}/task-groups/${first.id}`, {
      rotation: 'weekly',
      frequency: 1,
      day_of_week: D2,
      start_at: today,
    });
    expect((await visitDates(t.app.db, merged.id)).every((d) => dayOfWeek(d) === D1)).toBe(true);
    expect(await visitDates(t.app.db, merged.id)).toHaveLength(12);
    expect(await visitsOf(t.app.db, client.id)).toHaveLength(24);
  });

  it('a group merged into another group’s visits still has its next visit (not "No visit coming")', async () => {
    const client = await buildClient(t.app.db);
    const first = await groupWithLine(client.id, weekly(D1));
    const merged = await groupWithLine(client.id, weekly(D1, { name: 'Windows', conflict: 'merge' }));
    expect(await visitDates(t.app.db, merged.id)).toEqual([]);
    expect(merged.next_visit).not.toBeNull();
    expect(merged.next_visit).toBe(first.next_visit);
  });

  it('Adjust with reschedule_all false keeps the visits already made', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    await office.put(`/api/clients/${client.id}/task-groups/${group.id}`, {
      rotation: 'weekly',
      frequency: 1,
      day_of_week: D3,
      start_at: today,
      reschedule_all: false,
    });
    const dates = await visitDates(t.app.db, group.id);
    expect(dates.filter((d) => dayOfWeek(d) === D1)).toHaveLength(12);
    expect(dates.filter((d) => dayOfWeek(d) === D3)).toHaveLength(12);
  });

  it('turning the rotation to non removes every unlocked future visit', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    await office.put(`/api/clients/${client.id}/task-groups/${group.id}`, { rotation: 'non' });
    expect(await visitDates(t.app.db, group.id)).toEqual([]);
  });

  it('deleting a group removes its unlocked future visits and keeps locked ones, unlinked', async () => {
    const client = await buildClient(t.app.db);
    const group = await groupWithLine(client.id, weekly(D1));
    const [locked] = await visitsOf(t.app.db, client.id);
    await t.app.db.update(schedules).set({ locked: true }).where(eq(schedules.id, locked.id));
    expect((await office.delete(`/api/clients/${client.id}/task-groups/${group.id}`)).statusCode).toBe(204);
    const left = await visitsOf(t.app.db, client.id);
    expect(left.map((v) => [v.id, v.taskGroupId])).toEqual([[locked.id, null]]);
    expect((await office.get(`/api/clients/${client.id}/task-groups/${group.id}`)).statusCode).toBe(404);
  });
});
