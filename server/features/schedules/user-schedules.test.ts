import { dayText } from '../../../shared/date-text';
import { eq } from 'drizzle-orm';
import { nobodyAttendedMessage, pastRescheduleMessage } from '../../../shared/api/user-schedules';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { addDays } from '../../../shared/dates';
import { activityLog } from '../../test/inspect';
import { timeZone } from '../../test/test-app';
import { createVisitCardApp } from '../../test/visit-card-app';
import { signInWith } from '../../test/user-factories';
import { buildTaskGroup, buildVisit } from '../../test/visit-factories';
import { schedules } from './schedules.table';

const { t, office, contractor, maria, sam, mariaId, today, visit } = await createVisitCardApp();
afterAll(() => t.close());
/** manage_schedules without reschedule. */
const { client: scheduler } = await signInWith(t.app, ['manage_schedules']);

describe('the jobs list', () => {
  it('keeps a visit due just after local midnight on the from date (its due_at is the day before in UTC)', async () => {
    const early = await visit({ userIds: [sam], dueDate: addDays(today, 5), time: '00:15' });
    const dayBefore = await visit({ userIds: [sam], dueDate: addDays(today, 4), time: '23:45' });
    const ids = (
      (await contractor.get(`/api/users/${sam}/schedules?from=${addDays(today, 5)}&count=100`)).json().data as UserSchedule[]
    ).map((v) => v.id);
    expect(ids).toContain(early.visit.id);
    expect(ids).not.toContain(dayBefore.visit.id);
  });

  it('lists a contractor’s own visits with the Visit fields, filtered by from and ordered by due_at', async () => {
    const later = await visit({ userIds: [sam], dueDate: addDays(today, 3), client: { paymentMethod: 'cash', requirePhotos: true } });
    const sooner = await visit({ userIds: [sam], dueDate: addDays(today, 1) });
    const past = await visit({ userIds: [sam], dueDate: addDays(today, -2) });
    const hers = await visit({ userIds: [mariaId], dueDate: addDays(today, 2) });
    const res = await contractor.get(`/api/users/${sam}/schedules?from=${today}&count=100`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as UserSchedule[]).map((v) => v.id);
    expect(ids.indexOf(sooner.visit.id)).toBeLessThan(ids.indexOf(later.visit.id));
    expect(ids).not.toContain(past.visit.id);
    expect(ids).not.toContain(hers.visit.id);
    const row = (res.json().data as UserSchedule[]).find((v) => v.id === later.visit.id);
    expect(row).toMatchObject({
      client_name: later.client.name,
      client_terms: 'cash',
      client_require_photos: true,
      state: { state: 'pending', class: 'blue' },
      users: [{ id: sam }],
      tasks: [{ name: 'Vacuum', complete: false, paused: false, contractor_total: null }],
      assets: [],
      photos_missing: false,
      reschedule: true,
    });
    expect(row?.address?.readable).toContain('King St');
    const desc = (await contractor.get(`/api/users/${sam}/schedules?direction=desc&count=100`)).json().data as UserSchedule[];
    expect(desc.map((v) => v.id).indexOf(past.visit.id)).toBeGreaterThan(desc.map((v) => v.id).indexOf(sooner.visit.id));
  });

  it('0 lists all contractors for a users holder; a contractor gets 404 for 0 and for someone else', async () => {
    const hers = await visit({ userIds: [mariaId] });
    const all = await office.get('/api/users/0/schedules?count=100&direction=desc');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((v: UserSchedule) => v.id)).toContain(hers.visit.id);
    expect(all.json().data[0].tasks[0].contractor_total).toBe(4000);
    expect((await contractor.get('/api/users/0/schedules')).statusCode).toBe(404);
    expect((await contractor.get(`/api/users/${mariaId}/schedules`)).statusCode).toBe(404);
  });

  it('filters by invoice', async () => {
    const invoiced = await visit({ userIds: [sam], dueDate: addDays(today, -40), invoiceId: 77 });
    const ids = async (q: string) =>
      ((await office.get(`/api/users/${sam}/schedules?count=100&${q}`)).json().data as UserSchedule[]).map((v) => v.id);
    expect(await ids('invoice=1')).toContain(invoiced.visit.id);
    expect(await ids('invoice=0')).not.toContain(invoiced.visit.id);
  });
});

describe('one visit', () => {
  it('is 404 for a contractor not assigned, and readable by its contractor and the office', async () => {
    const hers = await visit({ userIds: [mariaId] });
    expect((await contractor.get(hers.url)).statusCode).toBe(404);
    expect((await contractor.put(hers.url, { attended: [mariaId] })).statusCode).toBe(404);
    expect((await maria.get(hers.url)).json()).toMatchObject({ id: hers.visit.id });
    expect((await office.get(hers.url)).statusCode).toBe(200);
  });
});

describe('the task group fields', () => {
  it('carry the rule and last done: the latest complete visit of the group before this one', async () => {
    const group = await buildTaskGroup(t.app.db, { rotation: 'weekly', frequency: 1, dayOfWeek: 2, lines: [] });
    const v = await visit({ userIds: [sam], clientId: group.clientId, taskGroupId: group.id });
    for (const [days, complete] of [
      [-14, true],
      [-7, true],
      [-3, false],
      [7, true],
    ] as const) {
      await buildVisit(t.app.db, { clientId: group.clientId, taskGroupId: group.id, dueDate: addDays(today, days), complete, lines: [] });
    }
    expect((await contractor.get(v.url)).json()).toMatchObject({
      task_group_id: group.id,
      rotation: 'weekly',
      frequency: 1,
      day_of_week: 2,
      last_done: addDays(today, -7),
    });
  });
});

describe('office changes', () => {
  it('swaps contractors (locks, audited), and a contractor may not', async () => {
    const v = await visit({ userIds: [sam] });
    expect((await contractor.put(v.url, { users: [mariaId] })).statusCode).toBe(403);
    const res = await office.put(v.url, { users: [mariaId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ users: [{ id: mariaId }], locked: true });
    expect((await contractor.get(v.url)).statusCode).toBe(404);
    const log = await activityLog(office);
    expect(log.some((a) => a.description.startsWith(`swapped the contractors on the visit of ${v.client.name}`))).toBe(true);
  });

  it('skips and unskips, refused on complete or invoiced visits', async () => {
    const v = await visit({ userIds: [sam], dueDate: addDays(today, 2) });
    expect((await contractor.put(v.url, { skip: true })).statusCode).toBe(403);
    expect((await office.put(v.url, { skip: true })).json().data.state.state).toBe('skipped');
    expect((await office.put(v.url, { skip: false })).json().data.state.state).toBe('pending');
    const done = await visit({ userIds: [sam], complete: true });
    expect((await office.put(done.url, { skip: true })).statusCode).toBe(422);
    const invoiced = await visit({ userIds: [sam], invoiceId: 5 });
    expect((await office.put(invoiced.url, { skip: true })).statusCode).toBe(422);
    expect((await activityLog(office)).some((a) => a.description.startsWith(`skipped the visit of ${v.client.name}`))).toBe(true);
  });

  it('reschedules with reschedule (keeping the time for a date), locking it; refused when complete', async () => {
    const v = await visit({ userIds: [sam], dueDate: addDays(today, 1) });
    const target = addDays(today, 5);
    expect((await scheduler.put(v.url, { due_at: target })).statusCode).toBe(403);
    expect((await contractor.put(v.url, { due_at: target })).statusCode).toBe(403);
    const res = await office.put(v.url, { due_at: target });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ due_date: target, locked: true });
    const moved = dayText(target);
    expect(
      (await activityLog(office)).some(
        (a) => a.description.startsWith(`rescheduled the visit of ${v.client.name}`) && a.description.endsWith(`to ${moved}`),
      ),
    ).toBe(true);
    const [row] = await t.app.db.select().from(schedules).where(eq(schedules.id, v.visit.id));
    expect(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(row.dueAt)).toBe('08:00');
    const done = await visit({ userIds: [sam], complete: true });
    expect((await office.put(done.url, { due_at: target })).statusCode).toBe(422);
  });

  it('refuses to reschedule to a past date, as a date or an instant, with nothing changed; today is fine', async () => {
    const v = await visit({ userIds: [sam], dueDate: addDays(today, 2) });
    for (const due_at of [addDays(today, -1), `${addDays(today, -1)}T10:00:00+10:00`, '2020-01-01']) {
      const res = await office.put(v.url, { due_at, users: [mariaId] });
      expect(res.statusCode, due_at).toBe(422);
      expect(res.json()).toEqual({ message: pastRescheduleMessage, errors: { due_at: [pastRescheduleMessage] } });
    }
    const [row] = await t.app.db.select().from(schedules).where(eq(schedules.id, v.visit.id));
    expect(row).toMatchObject({ dueDate: addDays(today, 2), locked: false });
    expect((await office.get(v.url)).json().users.map((u: { id: number }) => u.id)).toEqual([sam]);
    const moved = await office.put(v.url, { due_at: today });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.due_date).toBe(today);
  });

  it('locks and unlocks with manage_schedules only', async () => {
    const v = await visit({ userIds: [sam], dueDate: addDays(today, 1) });
    expect((await contractor.put(v.url, { locked: true })).statusCode).toBe(403);
    expect((await scheduler.put(v.url, { locked: true })).json().data.locked).toBe(true);
    expect((await scheduler.put(v.url, { locked: false })).json().data.locked).toBe(false);
  });
});

describe('attendance and completion', () => {
  it('completes a one-contractor visit when every unpaused line is ticked; unticking reopens it', async () => {
    const v = await visit({ userIds: [sam], lines: [{ name: 'Vacuum' }, { name: 'Windows' }] });
    const [a, b] = v.lines;
    const first = await contractor.put(`${v.url}/task/${a.id}`, { complete: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ needs_attendance: false, data: { complete: false } });
    expect((await contractor.put(`${v.url}/task/${b.id}/pause`, {})).json().data).toMatchObject({
      complete: true,
      state: { state: 'complete' },
    });
    const reopened = await contractor.put(`${v.url}/task/${a.id}`, { complete: false });
    expect(reopened.json().data).toMatchObject({ complete: false, completed_at: null });
  });

  it('asks who attended when two contractors are assigned, then completes with attended', async () => {
    const v = await visit({ userIds: [sam, mariaId] });
    const early = await maria.put(`/api/schedule/${v.visit.id}/complete`, { attended: [mariaId] });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ tasks: ['Tick every task before completing the visit.'] });
    const res = await maria.put(`${v.url}/task/${v.lines[0].id}`, { complete: true });
    expect(res.json()).toMatchObject({ needs_attendance: true, data: { complete: false } });
    expect((await maria.put(`/api/schedule/${v.visit.id}/complete`, {})).statusCode).toBe(422);
    expect((await maria.put(`/api/schedule/${v.visit.id}/complete`, { attended: [9999] })).statusCode).toBe(422);
    // Nobody ticked: refused with the reason, under the field.
    const nobody = await maria.put(`/api/schedule/${v.visit.id}/complete`, { attended: [] });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ attended: [nobodyAttendedMessage] });
    const done = await maria.put(`/api/schedule/${v.visit.id}/complete`, { attended: [mariaId] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ complete: true, attended: [mariaId] });
  });

  it('completes through PUT user-schedules {attended} by an assigned contractor; others get 403 or 404', async () => {
    const v = await visit({ userIds: [sam, mariaId] });
    await contractor.put(`${v.url}/task/${v.lines[0].id}`, { complete: true });
    expect((await contractor.put(v.url, { attended: [sam, mariaId], skip: true })).statusCode).toBe(403);
    const res = await contractor.put(v.url, { attended: [sam, mariaId] });
    expect(res.json()).toMatchObject({ needs_attendance: false, data: { complete: true, attended: [sam, mariaId] } });
    const other = await visit({ userIds: [mariaId] });
    expect((await contractor.put(`${other.url}/task/${other.lines[0].id}`, { complete: true })).statusCode).toBe(404);
  });

  it('counts a line whose pause ended before the visit as work still to do', async () => {
    const v = await visit({ userIds: [sam], lines: [{ name: 'Vacuum' }, { name: 'Oven' }] });
    await contractor.put(`${v.url}/task/${v.lines[1].id}/pause`, { pause_to: addDays(today, -1) });
    expect((await contractor.put(`${v.url}/task/${v.lines[0].id}`, { complete: true })).json().data.complete).toBe(false);
  });

  it('needs a quantity to tick a consumable line', async () => {
    const v = await visit({ userIds: [sam], lines: [{ name: 'Soap', consumable: true }] });
    const url = `${v.url}/task/${v.lines[0].id}`;
    expect((await contractor.put(url, { complete: true })).statusCode).toBe(422);
    expect((await contractor.put(url, { quantity: 2 })).json().message).toBe('The complete field is required.');
    expect((await contractor.put(url, { complete: true, quantity: -1 })).statusCode).toBe(422);
    const res = await contractor.put(url, { complete: true, quantity: 3 });
    expect(res.json().data.tasks[0]).toMatchObject({ complete: true, quantity: 3 });
  });

  it.each([
    ['an empty box', '', 'The quantity field is required for a consumable.'],
    ['a negative number', '-4', 'The quantity must be at least 0.'],
    ['a fraction', 1.5, 'The quantity must be a whole number.'],
    ['words', 'three', 'The quantity must be a whole number.'],
  ])('refuses %s for a consumable, under the field, and counts nothing', async (_label, quantity, message) => {
    const v = await visit({ userIds: [sam], lines: [{ name: 'Soap', consumable: true }] });
    const refused = await contractor.put(`${v.url}/task/${v.lines[0].id}`, { complete: true, quantity });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ quantity: [message] });
    expect((await contractor.get(v.url)).json().tasks[0]).toMatchObject({ complete: false, quantity: null });
  });

  it('pauses until a date or indefinitely and resumes; refused on an invoiced visit', async () => {
    const v = await visit({ userIds: [sam], lines: [{ name: 'Vacuum' }, { name: 'Oven' }] });
    const url = `${v.url}/task/${v.lines[1].id}`;
    const until = addDays(today, 30);
    expect((await contractor.put(`${url}/pause`, { pause_to: until, pause_reason: 'Broken' })).json().data.tasks[1]).toMatchObject({
      paused: true,
      pause_to: until,
      pause_reason: 'Broken',
    });
    expect((await contractor.put(`${url}/resume`)).json().data.tasks[1]).toMatchObject({ paused: false, pause_to: null });
    expect((await office.put(`${url}/pause`, {})).json().data.tasks[1]).toMatchObject({ paused: true, pause_to: null });
    const invoiced = await visit({ userIds: [sam], invoiceId: 9 });
    expect((await contractor.put(`${invoiced.url}/task/${invoiced.lines[0].id}/pause`, {})).statusCode).toBe(422);
  });
});
