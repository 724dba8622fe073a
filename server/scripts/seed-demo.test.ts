import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, todayIn } from '../../shared/dates';
import { audits } from '../features/audit/audit.table';
import { awayEvents } from '../features/away-events/away-events.table';
import { clientAddresses, clients, contacts } from '../features/clients/clients.table';
import { notes } from '../features/notes/notes.table';
import { invoiceLines, invoices, payments } from '../features/invoices/invoices.table';
import { generateVisits } from '../features/schedules/generate-visits';
import { scheduleAssets, schedules, scheduleTasks } from '../features/schedules/schedules.table';
import { cities, regions } from '../features/suburbs/suburbs.table';
import { taskGroups, taskGroupTasks, taskGroupUsers } from '../features/schedules/task-groups.table';
import { tasks } from '../features/tasks/tasks.table';
import { uploads } from '../features/uploads/uploads.table';
import { users } from '../features/users/users.table';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { seedDemoBusiness } from './demo/business';
import { demoContractorEmails } from './demo/business-bookings';
import { PHOTO_WINDOW_DAYS } from './demo/visit-photos';
import { seedDemoIfEmpty } from './seed';

let t: TestApp;
let today: string;
let seeded: boolean;
const quiet = { info() {} };

/** Every table the demo writes, counted, to show a second seeding changes nothing. */
async function tableCounts() {
  const tables = {
    audits,
    awayEvents,
    clients,
    clientAddresses,
    contacts,
    notes,
    tasks,
    taskGroups,
    taskGroupTasks,
    taskGroupUsers,
    schedules,
    scheduleTasks,
    scheduleAssets,
    uploads,
    users,
    invoices,
    invoiceLines,
    payments,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await t.app.db.select({ n: count() }).from(table))[0].n] as const),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  t = await createTestApp();
  today = todayIn(t.app.config.timeZone);
  seeded = await seedDemoIfEmpty(t.app.db, t.app.storage, quiet);
});
afterAll(() => t.close());

describe('the demo business', () => {
  it('has about 40 clients: 2 inactive, 1 suspended until a future date, a few paying cash', async () => {
    expect(seeded).toBe(true);
    const rows = await t.app.db.select().from(clients);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.length).toBeLessThanOrEqual(45);
    expect(rows.filter((c) => !c.active)).toHaveLength(2);
    const suspended = rows.filter((c) => c.suspended);
    expect(suspended).toHaveLength(1);
    expect(suspended[0].suspendReason).toBeTruthy();
    expect((suspended[0].suspendTo ?? '') > today).toBe(true);
    const cash = rows.filter((c) => c.paymentMethod === 'cash');
    expect(cash.length).toBeGreaterThanOrEqual(3);
    expect(cash.length).toBeLessThanOrEqual(4);
    const terms = rows.filter((c) => c.paymentMethod === 'terms');
    expect(new Set(terms.map((c) => c.paymentTerms))).toEqual(new Set([7, 14, 30]));
    expect(new Set(terms.map((c) => c.invoiceSchedule))).toEqual(new Set(['month', 'fortnight', 'week']));
    expect(terms.every((c) => c.invoiceStart !== null)).toBe(true);
    for (const flag of ['requirePhotos', 'autoInvoice', 'autoRemind'] as const) expect(rows.some((c) => c[flag])).toBe(true);
  });

  it('gives each client 1–3 Sydney addresses (the first is the main one) and 1–3 contacts', async () => {
    const [nsw] = await t.app.db.select().from(regions).where(eq(regions.code, 'NSW'));
    const [sydney] = await t.app.db
      .select()
      .from(cities)
      .where(and(eq(cities.regionId, nsw.id), eq(cities.name, 'Sydney')));
    const addresses = await t.app.db.select().from(clientAddresses);
    const allContacts = await t.app.db.select().from(contacts);
    for (const client of await t.app.db.select().from(clients)) {
      const own = addresses.filter((a) => a.clientId === client.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(client.addressId).toBe(Math.min(...own.map((a) => a.id)));
      const people = allContacts.filter((c) => c.clientId === client.id);
      expect(people.length).toBeGreaterThanOrEqual(1);
      expect(people.length).toBeLessThanOrEqual(3);
    }
    for (const address of addresses) {
      expect(address).toMatchObject({ regionId: nsw.id, cityId: sydney.id });
      expect(address.suburbId).not.toBeNull();
      expect(address.postcode).toMatch(/^2\d{3}$/);
    }
    expect(new Set(allContacts.map((c) => c.type))).toEqual(new Set(['contact', 'account']));
    expect(allContacts.every((c) => c.email?.endsWith('.example.com'))).toBe(true);
    expect((await t.app.db.select({ n: count() }).from(notes).where(eq(notes.parentType, 'clients')))[0].n).toBeGreaterThan(5);
  });

  it('has 25 services, some consumable, paid by percentage and by fixed amount', async () => {
    const services = await t.app.db.select().from(tasks);
    expect(services).toHaveLength(25);
    expect(services.filter((s) => s.consumable).length).toBeGreaterThanOrEqual(3);
    const percentage = services.filter((s) => s.paymentType === 'percentage');
    expect(percentage.every((s) => s.contractorPercentage >= 70 && s.contractorPercentage <= 85)).toBe(true);
    const fixed = services.filter((s) => s.paymentType === 'fixed');
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((s) => s.contractorAmount > 0 && s.contractorAmount < s.price)).toBe(true);
    expect(percentage.length).toBeGreaterThan(fixed.length);
  });

  it('books task groups of every rotation, with lines copied from the catalogue and the demo contractors', async () => {
    const groups = await t.app.db.select().from(taskGroups);
    const daily = groups.filter((g) => g.rotation === 'daily');
    expect(daily.length).toBeGreaterThan(0);
    expect(daily.every((g) => g.daysOfWeek.length >= 2 && g.daysOfWeek.length <= 5)).toBe(true);
    expect(new Set(groups.filter((g) => g.rotation === 'weekly').map((g) => g.frequency))).toEqual(new Set([1, 2, 4]));
    expect(new Set(groups.filter((g) => g.rotation === 'monthly').map((g) => g.weekOfMonth))).toEqual(new Set([1, 2, 3, 4]));
    expect(groups.some((g) => g.rotation === 'non')).toBe(true);
    expect(groups.filter((g) => g.conflict === 'overwrite').length).toBeGreaterThan(groups.length / 2);

    const lines = await t.app.db.select().from(taskGroupTasks);
    const catalogue = new Map((await t.app.db.select().from(tasks)).map((s) => [s.id, s]));
    for (const group of groups) {
      const own = lines.filter((l) => l.taskGroupId === group.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
    }
    expect(lines.every((l) => l.taskId !== null && catalogue.get(l.taskId)?.name === l.name)).toBe(true);
    expect(lines.some((l) => l.taskId !== null && catalogue.get(l.taskId)?.price !== l.price)).toBe(true);

    const crews = await t.app.db
      .select({ groupId: taskGroupUsers.taskGroupId, email: users.email })
      .from(taskGroupUsers)
      .innerJoin(users, eq(users.id, taskGroupUsers.userId));
    expect(crews.every((c) => demoContractorEmails.includes(c.email))).toBe(true);
    const sizes = new Map<number, number>();
    for (const c of crews) sizes.set(c.groupId, (sizes.get(c.groupId) ?? 0) + 1);
    expect(groups.every((g) => (sizes.get(g.id) ?? 0) >= 1)).toBe(true);
    expect([...sizes.values()].some((n) => n === 2)).toBe(true);
  });

  it('has a year of past visits, mostly complete on the day, a few skipped or open', async () => {
    const db = t.app.db;
    const past = await db.select().from(schedules).where(lt(schedules.dueDate, today));
    const complete = past.filter((v) => v.complete);
    expect(past.some((v) => v.dueDate <= addDays(today, -357))).toBe(true);
    expect(complete.length).toBeGreaterThan(past.length * 0.85);
    expect(past.some((v) => v.skip)).toBe(true);
    const open = past.filter((v) => !v.complete && !v.skip);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(past.length * 0.02);
    expect(complete.every((v) => v.completedAt !== null && localDateOf(v.completedAt, t.app.config.timeZone) === v.dueDate)).toBe(true);

    const lineStates = await db
      .select({ complete: scheduleTasks.complete, consumable: scheduleTasks.consumable, quantity: scheduleTasks.quantity })
      .from(scheduleTasks)
      .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
      .where(eq(schedules.complete, true));
    expect(lineStates.every((l) => l.complete)).toBe(true);
    const consumables = lineStates.filter((l) => l.consumable);
    expect(consumables.length).toBeGreaterThan(0);
    expect(consumables.every((l) => l.quantity !== null && l.quantity >= 1 && l.quantity <= 6)).toBe(true);
  });

  it("has photos on the last fortnight's complete visits, served by the API; older ones are waved through", async () => {
    const db = t.app.db;
    const windowStart = addDays(today, -PHOTO_WINDOW_DAYS);
    const visits = await db
      .select({
        id: schedules.id,
        dueDate: schedules.dueDate,
        ignore: schedules.ignoreMissingPhotos,
        requirePhotos: clients.requirePhotos,
        photos: count(scheduleAssets.id),
      })
      .from(schedules)
      .innerJoin(clients, eq(clients.id, schedules.clientId))
      .leftJoin(scheduleAssets, eq(scheduleAssets.scheduleId, schedules.id))
      .where(eq(schedules.complete, true))
      .groupBy(schedules.id, clients.id)
      .orderBy(desc(schedules.dueDate), schedules.id);
    const recent = visits.filter((v) => v.dueDate >= windowStart);
    expect(visits.filter((v) => v.dueDate < windowStart).every((v) => v.photos === 0 && v.ignore)).toBe(true);
    expect(recent.filter((v) => !v.requirePhotos).every((v) => v.ignore)).toBe(true);
    const strict = recent.filter((v) => v.requirePhotos);
    expect(strict.every((v) => !v.ignore && v.photos <= 3)).toBe(true);
    expect(strict.filter((v) => v.photos > 0).length).toBeGreaterThan(strict.length * 0.85);

    // Deleting a photo removes its upload's file, so no two uploads may share one.
    const files = await db.select({ path: uploads.storagePath, complete: uploads.complete }).from(uploads);
    expect(files.every((f) => f.complete)).toBe(true);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);

    const [visit] = strict.filter((v) => v.photos > 0);
    const office = await signIn(t.app, 'office@example.com');
    const shown = (await office.get(`/api/user-schedules/${visit.id}`)).json();
    expect(shown.photos_missing).toBe(false);
    expect(shown.assets).toHaveLength(visit.photos);
    const photo = await office.get(shown.assets[0].path);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.length).toBeGreaterThan(40_000);
    const thumbnail = await office.get(shown.assets[0].thumbnail);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it('has pending visits over the horizon ahead, and none for clients that left after they left', async () => {
    const db = t.app.db;
    const end = addDays(today, t.app.config.horizonWeeks * 7);
    const ahead = await db
      .select()
      .from(schedules)
      .where(gte(schedules.dueDate, addDays(today, 1)));
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((v) => !v.complete && v.dueDate <= end)).toBe(true);
    expect(ahead.some((v) => v.dueDate > addDays(end, -7))).toBe(true);
    const left = await db
      .select({ n: count() })
      .from(schedules)
      .innerJoin(clients, eq(clients.id, schedules.clientId))
      .where(and(eq(clients.active, false), gte(schedules.dueDate, today)));
    expect(left[0].n).toBe(0);
  });

  it('leaves the nightly generation nothing to do, and lists the clients through the API', async () => {
    const config = t.app.config;
    const nightly = await generateVisits(t.app.db, { today, horizonWeeks: config.horizonWeeks, timeZone: config.timeZone });
    expect(nightly).toMatchObject({ created: 0, merged: 0, overwritten: 0, failedGroups: [] });
    const admin = await signIn(t.app, 'admin@example.com');
    const page = (await admin.get('/api/clients?count=50')).json();
    expect(page.meta.total).toBe((await t.app.db.select({ n: count() }).from(clients))[0].n);
  });

  it('has the contractors’ time away: the calendar shows this month, and the first contractor’s leave meets booked visits', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const month = today.slice(0, 7);
    const calendar = (await admin.get(`/api/away-events?allUsers=1&count=100&from=${month}-01&to=${addDays(`${month}-01`, 40)}`)).json();
    expect(calendar.data.length).toBeGreaterThanOrEqual(3);
    const [sam] = await t.app.db.select().from(users).where(eq(users.email, 'contractor@example.com'));
    const conflicts = (await admin.get(`/api/users/${sam.id}/conflicting-schedules`)).json();
    expect(conflicts.data.length).toBeGreaterThan(0);
  });

  it('has a fortnight of activity: sign-ins as their own kind, changes naming real clients, nothing in the future', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const kind = async (filter: string) =>
      (await admin.get(`/api/activity-log?count=100&filters=${encodeURIComponent(JSON.stringify({ kind: filter }))}`)).json();
    const signIns = await kind('sign_ins');
    expect(signIns.meta.total).toBeGreaterThan(20);
    const changes = await kind('changes');
    expect(changes.meta.total).toBeGreaterThan(20);
    const descriptions: string[] = changes.data.map((entry: { description: string }) => entry.description);
    expect(descriptions.some((text) => text.startsWith('completed the visit of '))).toBe(true);
    expect(descriptions.every((text) => !/\d{4}-\d{2}-\d{2}/.test(text))).toBe(true);
    const newest = [...signIns.data, ...changes.data].map((entry: { created_at: string }) => Date.parse(entry.created_at));
    expect(Math.max(...newest)).toBeLessThanOrEqual(Date.now());
  });

  it('seeds nothing the second time', async () => {
    const before = await tableCounts();
    expect(await seedDemoIfEmpty(t.app.db, t.app.storage, quiet)).toBe(false);
    expect(
      await seedDemoBusiness(t.app.db, t.app.storage, { timeZone: t.app.config.timeZone, horizonWeeks: t.app.config.horizonWeeks }),
    ).toBeNull();
    expect(await tableCounts()).toEqual(before);
  });
});
