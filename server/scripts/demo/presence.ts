/**
 * Proof of presence in the demo: each client site located at its suburb (real Sydney coordinates, spread a little
 * so two sites in one suburb differ), and the contractors' check-ins on today's visits, mostly on site, with the
 * exceptions a real morning has (one off site, one without a location, one nobody checked in at), so the
 * dashboard's list of exceptions has something to show (docs/domain.md "Proof of presence").
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { distanceM, isOnSite } from '../../../shared/geo';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { clientAddresses } from '../../features/clients/clients.table';
import { schedules, scheduleUsers } from '../../features/schedules/schedules.table';
import { visitChecks } from '../../features/schedules/visit-checks.table';
import type { Random } from './random';

/** Suburb centres (decimal degrees) of the demo's sites; a site in a suburb not listed has no location yet. */
const suburbCentres: Record<string, [lat: number, lng: number]> = {
  Sydney: [-33.8688, 151.2093],
  Parramatta: [-33.815, 151.0011],
  Hurstville: [-33.967, 151.102],
  Alexandria: [-33.902, 151.194],
  Chatswood: [-33.7969, 151.1803],
  Sutherland: [-34.031, 151.058],
  'Surry Hills': [-33.888, 151.211],
  'St Leonards': [-33.823, 151.195],
  'Rose Bay': [-33.87, 151.27],
  Rockdale: [-33.953, 151.137],
  Randwick: [-33.914, 151.241],
  Pyrmont: [-33.87, 151.194],
  Petersham: [-33.894, 151.155],
  Penrith: [-33.751, 150.694],
  'North Sydney': [-33.839, 151.207],
  Newtown: [-33.897, 151.179],
  Mosman: [-33.829, 151.244],
  'Mona Vale': [-33.677, 151.303],
  Miranda: [-34.034, 151.101],
  Mascot: [-33.926, 151.194],
  Marrickville: [-33.911, 151.155],
  Manly: [-33.797, 151.288],
  'Macquarie Park': [-33.778, 151.124],
  Lindfield: [-33.776, 151.169],
  Leichhardt: [-33.883, 151.157],
  Kogarah: [-33.963, 151.133],
  Kirribilli: [-33.849, 151.215],
  Hornsby: [-33.704, 151.099],
  Glebe: [-33.879, 151.186],
  Eastwood: [-33.791, 151.081],
  'Double Bay': [-33.877, 151.243],
  Darlinghurst: [-33.879, 151.219],
  'Crows Nest': [-33.826, 151.204],
  Cronulla: [-34.058, 151.152],
  Coogee: [-33.92, 151.257],
  'Castle Hill': [-33.731, 151.004],
  Campbelltown: [-34.065, 150.814],
  Burwood: [-33.877, 151.104],
  Brookvale: [-33.767, 151.271],
  'Bondi Junction': [-33.892, 151.25],
  'Baulkham Hills': [-33.758, 150.993],
  Balmain: [-33.859, 151.179],
};

/** About 111 m of latitude per 0.001°: a point moved `metres` north. */
const north = (lat: number, metres: number) => lat + metres / 111_320;

/** A site's point: its suburb's centre moved up to ~400 m, or none for a suburb not listed. */
export function demoSiteLocation(suburb: string, random: Random): { lat: number | null; lng: number | null } {
  const centre = suburbCentres[suburb];
  if (!centre) return { lat: null, lng: null };
  const spread = () => (random.next() - 0.5) * 0.007;
  return { lat: Number((centre[0] + spread()).toFixed(6)), lng: Number((centre[1] + spread()).toFixed(6)) };
}

/**
 * Check-ins on today's visits as of now: one in seven off site (600–900 m away, a wrong-address stop), one
 * without a location (permission refused), one never checked in; the rest on site, within a few minutes of the
 * time. A visit still to come gets its arrival a little before now (early), so a demo seeded before the day's
 * first visit still shows its exceptions; a complete visit also has its departure.
 */
export async function seedCheckIns(db: Db, random: Random, { today, now }: { today: IsoDate; now: Date }) {
  const visits = await db
    .select({
      id: schedules.id,
      dueAt: schedules.dueAt,
      complete: schedules.complete,
      lat: clientAddresses.lat,
      lng: clientAddresses.lng,
      radiusM: clientAddresses.radiusM,
    })
    .from(schedules)
    .innerJoin(clientAddresses, eq(clientAddresses.id, schedules.addressId))
    .where(and(eq(schedules.dueDate, today), eq(schedules.skip, false), isNotNull(clientAddresses.lat)))
    .orderBy(asc(schedules.dueAt), asc(schedules.id));
  const assigned = await db.select().from(scheduleUsers);
  const rows: (typeof visitChecks.$inferInsert)[] = [];
  visits.forEach((visit, index) => {
    const userId = assigned.find((row) => row.scheduleId === visit.id)?.userId;
    if (!userId || visit.lat === null || visit.lng === null || index % 7 === 6) return;
    const site = { lat: visit.lat, lng: visit.lng };
    const arrival = Math.min(visit.dueAt.getTime() + random.int(-5, 10) * 60_000, now.getTime() - (index + 2) * 60_000);
    const reading = (metres: number) => {
      const point = { lat: north(site.lat, metres), lng: site.lng };
      const accuracy = random.int(6, 25);
      const distance = Math.round(distanceM(point, site));
      return { ...point, accuracyM: accuracy, distanceM: distance, onSite: isOnSite(distance, visit.radiusM, accuracy) };
    };
    const arrived =
      index % 7 === 5
        ? { lat: null, lng: null, accuracyM: null, distanceM: null, onSite: null }
        : reading(index % 7 === 3 ? random.int(600, 900) : random.int(0, 30));
    rows.push({ scheduleId: visit.id, userId, kind: 'in', at: new Date(arrival), ...arrived });
    if (visit.complete) {
      const left = Math.min(arrival + random.int(60, 150) * 60_000, now.getTime() - 60_000);
      rows.push({
        scheduleId: visit.id,
        userId,
        kind: 'out',
        at: new Date(Math.max(left, arrival + 60_000)),
        ...reading(random.int(0, 30)),
      });
    }
  });
  if (rows.length) await db.insert(visitChecks).values(rows);
  return rows.length;
}
