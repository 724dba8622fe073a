/**
 * What the office is told about a visit's proof of presence (docs/domain.md "Proof of presence"): a check made off
 * site, without a location, or at a site that has none; and an arrival that came late or has not come at all.
 * Pure, so the dashboard's list, the visit card, its report and the late e-mail agree.
 */
import { keysOf } from './closed-lists';

/** The parts of a check these rules read. */
type Check = { at: string; lat: number | null; on_site: boolean | null; distance_m?: number | null };

/** The words shown for each, short enough for a badge. */
export const exceptionLabels = {
  off_site: 'Off site',
  no_location: 'No location',
  site_unlocated: 'Site not located',
  late: 'Late check-in',
  missing: 'No check-in',
} satisfies Record<string, string>;
export const visitExceptionKinds = keysOf(exceptionLabels);
export type VisitExceptionKind = (typeof visitExceptionKinds)[number];

/** The minutes after its due time a visit may go without a check-in, when Settings → General says none. */
export const defaultLateCheckInMinutes = 30;

export type PresenceFacts = {
  due_at: string;
  skip: boolean;
  check_in: Check | null;
  check_out: Check | null;
};

/** How a check's place is flagged, or null when it was on site. */
function placeFlag(check: Check): VisitExceptionKind | null {
  if (check.lat === null) return 'no_location';
  if (check.on_site === null) return 'site_unlocated';
  return check.on_site ? null : 'off_site';
}

/** The instant after which a visit with no check-in is late. */
export function lateAfter(dueAt: string, lateMinutes: number): number {
  return Date.parse(dueAt) + lateMinutes * 60_000;
}

/**
 * The visit's exceptions, each once, in the order above. A skipped visit has none. `missing`: no check-in and
 * the late time has passed (a visit completed without one is still missing it: there is no proof anyone came);
 * `late`: the check-in came after that time.
 */
export function exceptionsOf(visit: PresenceFacts, now: Date, lateMinutes: number): VisitExceptionKind[] {
  if (visit.skip) return [];
  const found = new Set<VisitExceptionKind>();
  for (const check of [visit.check_in, visit.check_out]) {
    const flag = check && placeFlag(check);
    if (flag) found.add(flag);
  }
  const deadline = lateAfter(visit.due_at, lateMinutes);
  if (!visit.check_in) {
    if (now.getTime() > deadline) found.add('missing');
  } else if (Date.parse(visit.check_in.at) > deadline) found.add('late');
  return visitExceptionKinds.filter((kind) => found.has(kind));
}

/** "on site", "240 m from the site", "location unavailable", "site not located": what a check says of the place. */
export function whereText(made: Check): string {
  if (made.lat === null) return 'location unavailable';
  if (made.on_site === null) return 'site not located';
  return made.on_site ? 'on site' : `${made.distance_m ?? 0} m from the site`;
}

/** "2 h 28 min" between arrival and departure; null until both are made (or if they are the wrong way round). */
export function timeOnSite(visit: { check_in: { at: string } | null; check_out: { at: string } | null }): string | null {
  if (!visit.check_in || !visit.check_out) return null;
  const minutes = Math.round((Date.parse(visit.check_out.at) - Date.parse(visit.check_in.at)) / 60_000);
  if (minutes < 0) return null;
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}
