import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildUser } from '../../test/user-factories';
import { buildVisit } from '../../test/visit-factories';
import { audits } from '../audit/audit.table';

const { t, people, admin: office, contractor } = await createDemoApp('admin', 'contractor');
afterAll(() => t.close());
const contractorId = people.contractor.id;
const otherId = (await buildUser(t.app.db, { name: 'Away Other' })).id;

const eventsOf = (user: number) => `/api/users/${user}/away-events`;
const leave = { start: '2030-07-01', end: '2030-07-05', description: 'Holiday' };

describe('away events', () => {
  it('a contractor creates, lists (newest first), edits and deletes their own, audited', async () => {
    const first = await contractor.post(eventsOf(contractorId), leave);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...leave, user_id: contractorId, user: { id: contractorId } });
    const second = (
      await contractor.post(eventsOf(contractorId), { start: '2030-09-01', end: '2030-09-01', description: 'Dentist' })
    ).json();
    const list = (await contractor.get(eventsOf(contractorId))).json();
    expect(list.meta.per_page).toBe(10);
    expect(list.data.map((e: { id: number }) => e.id).slice(0, 2)).toEqual([second.id, first.json().id]);

    const edited = await contractor.put(`${eventsOf(contractorId)}/${second.id}`, {
      start: '2030-09-01',
      end: '2030-09-03',
      description: 'Trip',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ end: '2030-09-03', description: 'Trip' });
    expect((await contractor.delete(`${eventsOf(contractorId)}/${second.id}`)).statusCode).toBe(204);
    expect((await contractor.delete(`${eventsOf(contractorId)}/${second.id}`)).statusCode).toBe(404);

    const trail = await t.app.db
      .select()
      .from(audits)
      .where(and(eq(audits.subjectType, 'away_events'), eq(audits.subjectId, String(second.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    // Dates read as dates in the activity log.
    expect(trail.map((a) => a.description).sort()).toEqual([
      'Added away event 1 Sep',
      'Changed away event 1–3 Sep',
      'Removed away event 1–3 Sep',
    ]);
  });

  it('validates: dates of exactly 10 characters, end on or after start, a description', async () => {
    const bad = async (body: object) => (await contractor.post(eventsOf(contractorId), body)).json().errors;
    expect(await bad({ ...leave, start: '2030-7-01' })).toHaveProperty('start');
    expect(await bad({ ...leave, end: '2030-07-05T00:00' })).toHaveProperty('end');
    expect(await bad({ ...leave, start: '2030-07-06' })).toHaveProperty('end');
    expect(await bad({ ...leave, description: ' ' })).toHaveProperty('description');
    expect((await contractor.post(eventsOf(contractorId), { ...leave, end: leave.start })).statusCode).toBe(201);
  });

  it('others’ events: 404 for a contractor, reachable with users', async () => {
    const theirs = (await office.post(eventsOf(otherId), leave)).json();
    expect(theirs.user_id).toBe(otherId);
    expect((await contractor.get(eventsOf(otherId))).statusCode).toBe(404);
    expect((await contractor.post(eventsOf(otherId), leave)).statusCode).toBe(404);
    expect((await contractor.put(`${eventsOf(otherId)}/${theirs.id}`, leave)).statusCode).toBe(404);
    expect((await contractor.delete(`${eventsOf(otherId)}/${theirs.id}`)).statusCode).toBe(404);
    // The id of someone else's event under your own user is not yours either.
    expect((await contractor.delete(`${eventsOf(contractorId)}/${theirs.id}`)).statusCode).toBe(404);
    expect((await office.get(eventsOf(otherId))).json().data[0].id).toBe(theirs.id);
  });

  it('the calendar lists everyone’s events overlapping from..to, with users only', async () => {
    const u = await buildUser(t.app.db, { name: 'Calendar Person' });
    const inside = (await office.post(eventsOf(u.id), { start: '2040-01-30', end: '2040-02-02', description: 'Overlaps' })).json();
    await office.post(eventsOf(u.id), { start: '2040-03-01', end: '2040-03-02', description: 'Later' });
    const res = await office.get('/api/away-events?allUsers=1&count=100&from=2040-02-01&to=2040-02-29');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ id: inside.id, user: { id: u.id, name: 'Calendar Person' } })]);
    expect((await contractor.get('/api/away-events?allUsers=1&count=100')).statusCode).toBe(403);
  });
});

describe('conflicting schedules', () => {
  it('lists open visits of the user inside an away event, ends inclusive', async () => {
    const u = await buildUser(t.app.db);
    const mate = await buildUser(t.app.db, { name: 'Mate' });
    await office.post(eventsOf(u.id), { start: '2041-05-10', end: '2041-05-12', description: 'Away' });
    const first = await buildVisit(t.app.db, {
      dueDate: '2041-05-10',
      userIds: [u.id, mate.id],
      lines: [{ name: 'Line 1', contractorTotal: 1234 }],
    });
    const last = await buildVisit(t.app.db, { dueDate: '2041-05-12', userIds: [u.id] });
    await buildVisit(t.app.db, { dueDate: '2041-05-09', userIds: [u.id] });
    await buildVisit(t.app.db, { dueDate: '2041-05-13', userIds: [u.id] });
    await buildVisit(t.app.db, { dueDate: '2041-05-11', userIds: [u.id], complete: true });
    await buildVisit(t.app.db, { dueDate: '2041-05-11', userIds: [u.id], skip: true });
    await buildVisit(t.app.db, { dueDate: '2041-05-11', userIds: [mate.id] });

    const res = await office.get(`/api/users/${u.id}/conflicting-schedules?allUsers=0`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.per_page).toBe(100);
    expect(body.data.map((v: { id: number }) => v.id)).toEqual([first.id, last.id]);
    expect(body.data[0]).toMatchObject({
      state: 'pending',
      locked: false,
      client: { id: first.clientId },
      address: expect.stringContaining('Newtown'),
      tasks: [{ name: 'Line 1', contractor_total: 1234 }],
    });
    expect(body.data[0].users.map((p: { id: number }) => p.id).sort()).toEqual([u.id, mate.id].sort());
  });

  it('own always, others with users; a contractor gets 404 and no prices without task_price', async () => {
    expect((await contractor.get(`/api/users/${otherId}/conflicting-schedules`)).statusCode).toBe(404);
    await contractor.post(eventsOf(contractorId), { start: '2042-01-01', end: '2042-01-01', description: 'Off' });
    await buildVisit(t.app.db, { dueDate: '2042-01-01', userIds: [contractorId], lines: [{ contractorTotal: 500 }] });
    const own = (await contractor.get(`/api/users/${contractorId}/conflicting-schedules`)).json();
    expect(own.data[0].tasks[0].contractor_total).toBeNull();
  });
});
