import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { VisitExceptionList } from '../../../shared/api/visit-exceptions';
import { localDateOf } from '../../../shared/dates';
import { clientAddresses } from '../clients/clients.table';
import { settings } from '../settings/settings.table';
import { outbox } from '../../test/inspect';
import { timeZone } from '../../test/test-app';
import { createVisitCardApp } from '../../test/visit-card-app';
import { alertLateCheckIns } from './late-check-ins';

const { t, office, contractor, sam, visit } = await createVisitCardApp();
afterAll(() => t.close());

const deps = () => ({ db: t.app.db, jobs: t.app.jobs, config: t.app.config });
const minutesAgo = (minutes: number, now = new Date()) => new Date(now.getTime() - minutes * 60_000);

/** Sam's visit due `minutes` ago, at a site placed at (-33.897, 151.179) with a 100 m radius. */
async function dueAgo(minutes: number, attrs: { complete?: boolean; skip?: boolean; name?: string } = {}) {
  const dueAt = minutesAgo(minutes);
  const built = await visit({
    userIds: [sam],
    dueAt,
    dueDate: localDateOf(dueAt, timeZone),
    complete: attrs.complete,
    skip: attrs.skip,
    client: { name: attrs.name ?? `Late client ${minutes}` },
  });
  await t.app.db
    .update(clientAddresses)
    .set({ lat: -33.897, lng: 151.179, radiusM: 100 })
    .where(eq(clientAddresses.id, built.visit.addressId ?? 0));
  return built.visit;
}

const lateMails = async () => (await outbox(office)).filter((mail) => mail.subject.startsWith('No check-in yet'));

describe('late check-ins e-mailed to the office (docs/decisions/035)', () => {
  it('e-mails the office once about an open visit not checked in 30 minutes after its time, however often the job runs', async () => {
    const late = await dueAgo(40, { name: 'Harbour View Dental' });
    const before = (await lateMails()).length;
    const [first, second] = await Promise.all([alertLateCheckIns(deps()), alertLateCheckIns(deps())]);
    expect([...first, ...second].filter((id) => id === late.id)).toHaveLength(1);
    expect(await alertLateCheckIns(deps())).not.toContain(late.id);
    const mails = await lateMails();
    expect(mails).toHaveLength(before + 1);
    // Those who run the schedule: the administrator and the office, not the bookkeeper or the contractors.
    expect(mails[0].to).toEqual(['admin@example.com', 'office@example.com']);
    expect(mails[0].subject).toMatch(/^No check-in yet: Harbour View Dental, due /);
  });

  it('leaves alone a visit within its minutes, checked in, complete or skipped', async () => {
    const early = await dueAgo(20);
    const checkedIn = await dueAgo(45);
    await contractor.post(`/api/schedule/${checkedIn.id}/check-in`, { lat: -33.897, lng: 151.179, accuracy: 5 });
    const complete = await dueAgo(50, { complete: true });
    const skipped = await dueAgo(55, { skip: true });
    const sent = await alertLateCheckIns(deps());
    for (const quiet of [early, checkedIn, complete, skipped]) expect(sent).not.toContain(quiet.id);
  });

  it('follows the minutes set in Settings → General', async () => {
    const early = await dueAgo(20);
    expect(await alertLateCheckIns(deps())).not.toContain(early.id);
    await t.app.db.update(settings).set({ lateCheckInMinutes: 15 });
    try {
      expect(await alertLateCheckIns(deps())).toContain(early.id);
    } finally {
      await t.app.db.update(settings).set({ lateCheckInMinutes: 30 });
    }
  });
});

describe('GET /api/visit-exceptions', () => {
  it("lists today's off-site, location-less and missing check-ins, each with its flags, and not a visit on time and on site", async () => {
    const missing = await dueAgo(90);
    const offSite = await dueAgo(70);
    const noLocation = await dueAgo(60);
    const fine = await dueAgo(50);
    // Each arrives five minutes after its time: on time.
    const onTime = (minutes: number) => minutesAgo(minutes - 5).toISOString();
    await contractor.post(`/api/schedule/${offSite.id}/check-in`, { lat: -33.91, lng: 151.179, accuracy: 5, at: onTime(70) });
    await contractor.post(`/api/schedule/${noLocation.id}/check-in`, { location: 'unavailable', at: onTime(60) });
    await contractor.post(`/api/schedule/${fine.id}/check-in`, { lat: -33.897, lng: 151.179, accuracy: 5, at: onTime(50) });
    // A day's visits are listed; just after midnight a visit due 90 minutes ago is yesterday's, so each is read on its own day.
    const listOn = async (date: string): Promise<VisitExceptionList> => {
      const answer = await office.get(`/api/visit-exceptions?date=${date}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const rowOf = async (visit: { id: number; dueDate: string }) => (await listOn(visit.dueDate)).data.find((row) => row.id === visit.id);
    expect((await listOn(missing.dueDate)).late_check_in_minutes).toBe(30);
    expect((await rowOf(missing))?.kinds).toEqual(['missing']);
    expect((await rowOf(offSite))?.kinds).toEqual(['off_site']);
    expect((await rowOf(noLocation))?.kinds).toEqual(['no_location']);
    expect(await rowOf(fine)).toBeUndefined();
    expect((await rowOf(offSite))?.check_in).toMatchObject({ user: { id: sam }, on_site: false });
  });

  it('refuses a contractor (403) and a date that is not one (422)', async () => {
    expect((await contractor.get('/api/visit-exceptions')).statusCode).toBe(403);
    const bad = await office.get('/api/visit-exceptions?date=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date).toBeDefined();
  });
});

describe('GET /api/clients/{client}/addresses/{id}/check-ins', () => {
  it("lists the readings made at the address's visits, newest first, for the office to take one as the site", async () => {
    const v = await dueAgo(15);
    await contractor.post(`/api/schedule/${v.id}/check-in`, {
      lat: -33.8971,
      lng: 151.1791,
      accuracy: 7,
      at: minutesAgo(14).toISOString(),
    });
    await contractor.post(`/api/schedule/${v.id}/check-out`, { location: 'unavailable' });
    const url = `/api/clients/${v.clientId}/addresses/${v.addressId}/check-ins`;
    const answer = await office.get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      expect.objectContaining({
        visit_id: v.id,
        kind: 'in',
        lat: -33.8971,
        lng: 151.1791,
        accuracy: 7,
        user: { id: sam, name: 'Sam Taylor' },
      }),
    ]);
    expect((await office.get(`/api/clients/${v.clientId + 1000}/addresses/${v.addressId}/check-ins`)).statusCode).toBe(404);
    expect((await contractor.get(url)).statusCode).toBe(403);
  });

  it('says no tile server is set: the address form then shows no map', async () => {
    expect((await contractor.get('/api/settings/map')).json()).toEqual({ tile_url: null, attribution: null });
  });
});
