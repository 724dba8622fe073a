/**
 * The readings made at an address's visits, newest first: the office may take one as the site's location
 * ("use this check-in's location", docs/domain.md "Proof of presence").
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AddressCheckIn } from '../../../shared/api/presence';
import type { Db } from '../../db/client';
import { orNotFound } from '../../platform/errors';
import { findClientAddress } from '../clients/client-addresses.queries';
import { namesOf } from '../users/users.queries';
import { schedules } from './schedules.table';
import { visitChecks } from './visit-checks.table';

/** Enough to choose from: the last few visits' arrivals and departures. */
const shown = 10;

export async function addressCheckIns(db: Db, clientId: number, addressId: number): Promise<AddressCheckIn[]> {
  orNotFound(await findClientAddress(db, clientId, addressId));
  const rows = await db
    .select({ check: visitChecks })
    .from(visitChecks)
    .innerJoin(schedules, eq(schedules.id, visitChecks.scheduleId))
    .where(and(eq(schedules.addressId, addressId), eq(schedules.clientId, clientId), isNotNull(visitChecks.lat)))
    .orderBy(desc(visitChecks.at), desc(visitChecks.id))
    .limit(shown);
  const names = await namesOf(
    db,
    rows.map(({ check }) => check.userId),
  );
  return rows.map(({ check }) => ({
    visit_id: check.scheduleId,
    kind: check.kind,
    at: check.at.toISOString(),
    user: { id: check.userId, name: names.get(check.userId) ?? '' },
    lat: check.lat,
    lng: check.lng,
    accuracy: check.accuracyM,
    distance_m: check.distanceM,
    on_site: check.onSite,
  }));
}
