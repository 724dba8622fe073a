import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { clientAddresses } from '../clients/clients.table';
import { visitChecks } from './visit-checks.table';
import { activityLog } from '../../test/inspect';
import { createVisitCardApp } from '../../test/visit-card-app';

const { t, office, contractor, maria, sam, mariaId, today, visit } = await createVisitCardApp();
afterAll(() => t.close());

/** A visit of Sam's today at a site 10 King St, Newtown, placed at (-33.8970, 151.1790) with a 100 m radius. */
async function samsVisitAtSite(
  site: { lat: number | null; lng: number | null; radius: number } = { lat: -33.897, lng: 151.179, radius: 100 },
) {
  const built = await visit({ userIds: [sam, mariaId], dueDate: today });
  await t.app.db
    .update(clientAddresses)
    .set({ lat: site.lat, lng: site.lng, radiusM: site.radius })
    .where(eq(clientAddresses.id, built.visit.addressId ?? 0));
  const check = (kind: 'in' | 'out', body: unknown, who = contractor) => who.post(`/api/schedule/${built.visit.id}/check-${kind}`, body);
  return { ...built, check };
}

// 0.001° of latitude is 111 m: a reading that far north of the site with 10 m accuracy is off a 100 m site,
// with 15 m accuracy on it (111 ≤ 100 + 15).
describe('checking in and out of a visit (docs/domain.md "Proof of presence")', () => {
  it.each([
    ['at the site', { lat: -33.897, lng: 151.179, accuracy: 8 }, { distance_m: 0, on_site: true }],
    ['111 m away, read within 15 m: on site', { lat: -33.896, lng: 151.179, accuracy: 15 }, { distance_m: 111, on_site: true }],
    ['111 m away, read within 10 m: off site', { lat: -33.896, lng: 151.179, accuracy: 10 }, { distance_m: 111, on_site: false }],
    [
      'with no location from the phone',
      { location: 'unavailable' },
      { lat: null, lng: null, accuracy: null, distance_m: null, on_site: null },
    ],
  ])('records a check-in %s, and the visit carries it', async (_how, body, expected) => {
    const { check, url } = await samsVisitAtSite();
    const answer = await check('in', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const carried: UserSchedule = answer.json().data;
    expect(carried.check_in).toMatchObject({ user: { id: sam }, ...expected });
    expect(Date.now() - new Date(carried.check_in?.at ?? 0).getTime()).toBeLessThan(60_000);
    expect((await office.get(url)).json().check_in).toEqual(carried.check_in);
  });

  it('measures nothing at a site without a location, and still records the check', async () => {
    const { check } = await samsVisitAtSite({ lat: null, lng: null, radius: 150 });
    const carried = (await check('in', { lat: -33.9, lng: 151.2, accuracy: 5 })).json().data;
    expect(carried.check_in).toMatchObject({ lat: -33.9, lng: 151.2, accuracy: 5, distance_m: null, on_site: null });
  });

  it('keeps the first arrival and the last departure of the visit, each with its own time, and audits each', async () => {
    const { check, visit: row } = await samsVisitAtSite();
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const samIn = minutesAgo(90);
    const samOut = minutesAgo(10);
    await check('in', { lat: -33.897, lng: 151.179, accuracy: 5, at: samIn });
    await check('in', { location: 'unavailable', at: minutesAgo(80) }, maria);
    await check('out', { lat: -33.897, lng: 151.179, accuracy: 5, at: minutesAgo(20) }, maria);
    const last = (await check('out', { lat: -33.91, lng: 151.179, accuracy: 5, at: samOut })).json().data;
    expect(last.check_in).toMatchObject({ user: { id: sam }, at: samIn, on_site: true });
    expect(last.check_out).toMatchObject({ user: { id: sam }, at: samOut });
    expect(last.check_out).toMatchObject({ user: { id: sam }, on_site: false });
    expect(last.check_out.distance_m).toBeGreaterThan(1400);
    const entries = (await activityLog(office, 50)).filter((a) => a.subject_type === 'schedules' && a.subject_id === String(row.id));
    expect(entries.map((a) => a.description)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^checked in at the visit of .+$/),
        expect.stringMatching(/^checked in at the visit of .+ \(location unavailable\)$/),
        expect.stringMatching(/^checked out of the visit of .+ \(14\d\d m from the site\)$/),
      ]),
    );
  });

  it.each([
    [{}, 'lat', 'Send the latitude, longitude and accuracy, or location "unavailable".'],
    [{ lat: -33.9, lng: 151.2 }, 'accuracy', 'Send the latitude, longitude and accuracy, or location "unavailable".'],
    [{ lat: -91, lng: 151.2, accuracy: 5 }, 'lat', 'The latitude must be between -90 and 90.'],
    [{ location: 'unavailable', lat: 1 }, 'location', 'Send a reading or "unavailable", not both.'],
    [{ location: 'unavailable', at: 'this morning' }, 'at', 'The time must be an ISO 8601 instant.'],
    [{ location: 'unavailable', at: new Date(Date.now() + 3_600_000).toISOString() }, 'at', 'The time cannot be in the future.'],
    [
      { location: 'unavailable', at: new Date(Date.now() - 8 * 86_400_000).toISOString() },
      'at',
      'The time cannot be more than 7 days ago.',
    ],
  ])('refuses %j with 422 under %s', async (body, field, message) => {
    const { check } = await samsVisitAtSite();
    const answer = await check('in', body);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toEqual([message]);
  });

  it('refuses a second check-in by the same contractor, a check by someone not on the visit, and another contractor’s visit', async () => {
    const { check, visit: row } = await samsVisitAtSite();
    expect((await check('in', { location: 'unavailable' })).statusCode).toBe(200);
    const again = await check('in', { location: 'unavailable' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("You already made this visit's check-in.");
    const byOffice = await check('out', { location: 'unavailable' }, office);
    expect(byOffice.statusCode).toBe(422);
    expect(byOffice.json().message).toBe('Only a contractor on this visit can make its check-out.');
    const hers = await visit({ userIds: [mariaId], dueDate: today });
    expect((await contractor.post(`/api/schedule/${hers.visit.id}/check-in`, { location: 'unavailable' })).statusCode).toBe(404);
    expect((await office.get(`/api/user-schedules/${row.id}`)).json().check_out).toBeNull();
  });

  it('answers a check-in sent again with the same Idempotency-Key (the offline queue’s retry) as the first time, recording one', async () => {
    const { visit: row } = await samsVisitAtSite();
    const send = () =>
      contractor.request({
        method: 'POST',
        url: `/api/schedule/${row.id}/check-in`,
        payload: { lat: -33.897, lng: 151.179, accuracy: 8 },
        headers: { 'idempotency-key': `check-in-${row.id}` },
      });
    const [first, retry] = [await send(), await send()];
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(await t.app.db.select().from(visitChecks).where(eq(visitChecks.scheduleId, row.id))).toHaveLength(1);
  });
});
