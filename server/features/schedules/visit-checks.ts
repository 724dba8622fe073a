/**
 * Proof of presence (docs/domain.md "Proof of presence"): a contractor's arrival at and departure from a visit,
 * measured against the site's location. Nothing is ever blocked by where the phone says it is: an off-site or
 * location-less check is recorded and flagged, for the office to see.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VisitCheck, VisitCheckInput } from '../../../shared/api/user-schedules';
import { distanceM, isOnSite } from '../../../shared/geo';
import type { Db } from '../../db/client';
import { HttpError, invalid } from '../../platform/errors';
import { siteOf } from '../clients/client-addresses.queries';
import { namesOf } from '../users/users.queries';
import type { ScheduleContext } from './schedule-context';
import { auditVisit, loadVisit, refuseWork } from './visit-access';
import { visitChecks } from './visit-checks.table';

export type CheckKind = 'in' | 'out';

/** How far back a check sent late from the phone's queue may say it happened; and how far ahead a phone clock may run. */
const oldestCheckDays = 7;
const clockSkewMs = 5 * 60_000;

const kindWords = { in: { verb: 'checked in at', noun: 'check-in' }, out: { verb: 'checked out of', noun: 'check-out' } };

function happenedAt(input: VisitCheckInput, now: Date): Date {
  if (input.at === undefined) return now;
  const at = new Date(input.at);
  if (at.getTime() > now.getTime() + clockSkewMs) throw invalid({ at: ['The time cannot be in the future.'] });
  if (at.getTime() < now.getTime() - oldestCheckDays * 86_400_000)
    throw invalid({ at: [`The time cannot be more than ${oldestCheckDays} days ago.`] });
  return at;
}

/** `POST /api/schedule/{id}/check-in` and `/check-out`: one of each per contractor and visit. */
export async function recordCheck(db: Db, id: number, kind: CheckKind, input: VisitCheckInput, context: ScheduleContext, now = new Date()) {
  const at = happenedAt(input, now);
  await db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, id, context);
    if (!loaded.mine) throw new HttpError(422, `Only a contractor on this visit can make its ${kindWords[kind].noun}.`);
    refuseWork(loaded, context);
    const [made] = await tx
      .select({ at: visitChecks.at })
      .from(visitChecks)
      .where(and(eq(visitChecks.scheduleId, id), eq(visitChecks.userId, context.actor.userId ?? 0), eq(visitChecks.kind, kind)));
    if (made) throw new HttpError(422, `You already made this visit's ${kindWords[kind].noun}.`);
    const site = loaded.visit.addressId ? await siteOf(tx, loaded.visit.addressId) : null;
    const reading = input.location === 'unavailable' ? null : { lat: input.lat ?? 0, lng: input.lng ?? 0, accuracy: input.accuracy ?? 0 };
    const distance =
      reading && site?.lat != null && site.lng != null ? Math.round(distanceM(reading, { lat: site.lat, lng: site.lng })) : null;
    const onSite = distance === null || !reading || !site ? null : isOnSite(distance, site.radiusM, reading.accuracy);
    await tx.insert(visitChecks).values({
      scheduleId: id,
      userId: context.actor.userId ?? 0,
      kind,
      at,
      lat: reading?.lat ?? null,
      lng: reading?.lng ?? null,
      accuracyM: reading?.accuracy ?? null,
      distanceM: distance,
      onSite,
    });
    const where =
      onSite === null
        ? reading
          ? ' (the site has no location)'
          : ' (location unavailable)'
        : onSite
          ? ''
          : ` (${distance} m from the site)`;
    await auditVisit(tx, loaded, context, kindWords[kind].verb, { at: at.toISOString(), distance_m: distance, on_site: onSite }, where);
  });
}

/** Each visit's first arrival and last departure, by visit id. */
export async function checksOf(
  db: Db,
  scheduleIds: readonly number[],
): Promise<Map<number, { in: VisitCheck | null; out: VisitCheck | null }>> {
  const found = new Map<number, { in: VisitCheck | null; out: VisitCheck | null }>();
  if (scheduleIds.length === 0) return found;
  const rows = await db
    .select()
    .from(visitChecks)
    .where(inArray(visitChecks.scheduleId, [...scheduleIds]))
    .orderBy(asc(visitChecks.at), asc(visitChecks.id));
  const names = await namesOf(
    db,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    const check: VisitCheck = {
      at: row.at.toISOString(),
      user: { id: row.userId, name: names.get(row.userId) ?? '' },
      lat: row.lat,
      lng: row.lng,
      accuracy: row.accuracyM,
      distance_m: row.distanceM,
      on_site: row.onSite,
    };
    const visit = found.get(row.scheduleId) ?? { in: null, out: null };
    // Ordered by time: the first arrival stays, the last departure replaces any before it.
    if (row.kind === 'in') visit.in ??= check;
    else visit.out = check;
    found.set(row.scheduleId, visit);
  }
  return found;
}
