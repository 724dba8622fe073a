/**
 * Per-record rules: beyond the permission a route demands (server/platform/access.ts), who may see or change
 * which record. The server refuses with 404 what a viewer may not see (so nobody learns that it exists) and
 * with 403 or 422 what they may see but not change; the web uses the same functions to show or hide.
 */
import type { IsoDate } from './dates';
import { can, type HasPermissions, type PermissionKey, permissionKeys } from './permissions';
import { canScheduleAction, type ScheduleFacts, type ScheduleStateName, scheduleState } from './schedule-state';

/**
 * The signed-in person as the per-record rules need them; null or undefined while nobody is. Rules that depend on
 * permissions alone take anything with `permissions` (`HasPermissions`).
 */
export type PolicyUser = { id: number; permissions: readonly string[] } | null | undefined;

/** The person id that stands for "everyone" in lists (all contractors' jobs, the dashboard lists). */
export const everyone = 0;

const isSelf = (user: PolicyUser, userId: number) => !!user && userId !== everyone && user.id === userId;

/**
 * A person's records (profile, private documents, away events, jobs, progress): your own always; anyone
 * else's, or everyone's, only with `users`.
 */
export function seesPerson(user: PolicyUser, userId: number): boolean {
  return isSelf(user, userId) || can(user, 'users');
}

/**
 * Permissions that make a role office staff: running clients, visits, accounts, the catalogue or the settings.
 * Seeing prices and writing notes do not (a contractor may be trusted with them). Decision 014.
 */
export const officePermissions: readonly PermissionKey[] = permissionKeys.filter((key) => key !== 'task_price' && key !== 'manage_notes');

/**
 * Whether a person's role is that of someone who does visits, so contractor pickers offer them: a role holding no
 * office permission (decision 014). The server's `does_visits` filter on the users list is the same rule in SQL.
 */
export const doesVisits = (role: { permissions: readonly string[] }) => !officePermissions.some((key) => role.permissions.includes(key));

/** Client prices and contractor pay: `task_price` (decision 006). */
export const seesPrices = (user: HasPermissions) => can(user, 'task_price');

/**
 * What a person earns: your own always; someone else's with `task_price` (who sees pay on the lines), or with
 * `manage_accounts` (who pays it in a pay run).
 */
export const seesPayOf = (user: PolicyUser, userId: number) => isSelf(user, userId) || seesPrices(user) || can(user, 'manage_accounts');

/** A person's earnings page: whoever sees the person (their visits, without pay unless `seesPayOf`) or their pay. */
export const seesEarningsOf = (user: PolicyUser, userId: number) => seesPerson(user, userId) || seesPayOf(user, userId);

/** A client's owing on the clients list: `manage_accounts`. */
export const seesOwing = (user: HasPermissions) => can(user, 'manage_accounts');

/** Mail secrets (reset links in the outbox) only for someone holding every permission: nothing is beyond them. */
export const seesSecrets = (user: HasPermissions) => permissionKeys.every((key) => can(user, key));

/** Granting permissions (a role's checklist, a user's role, assuming a user): only those you hold yourself. */
export const mayGrant = (user: HasPermissions, permissions: readonly PermissionKey[]) => permissions.every((key) => can(user, key));

/**
 * Every contractor's visits: `users` (the jobs list's "All contractors" needs it) and `manage_schedules`
 * (its holders swap and skip visits, which they must be able to open).
 */
export const seesAllVisits = (user: HasPermissions) => can(user, 'users') || can(user, 'manage_schedules');

/** A visit as the rules read it: who is assigned, and the facts its state comes from. */
export type PolicyVisit = ScheduleFacts & { user_ids: readonly number[] };

export const isAssigned = (user: PolicyUser, visit: Pick<PolicyVisit, 'user_ids'>) => !!user && visit.user_ids.includes(user.id);

/** Opening a visit: its contractors, or whoever sees every visit. */
export const seesVisit = (user: PolicyUser, visit: Pick<PolicyVisit, 'user_ids'>) => isAssigned(user, visit) || seesAllVisits(user);

/** Who does the work on a visit (ticks, pauses, photos, notes, cash, completion): its contractors, or the office with `manage_schedules`. */
export const worksOnVisit = (user: PolicyUser, visit: Pick<PolicyVisit, 'user_ids'>) =>
  isAssigned(user, visit) || can(user, 'manage_schedules');

/** An invoiced visit's work is settled and a skipped one is not happening: ticking either would change pay. */
export const visitTakesWork = (state: ScheduleStateName) => state !== 'invoiced' && state !== 'skipped';

/** The work on a visit now: one who works on it, while its state takes work. A complete visit still does (unticking reopens it). */
export function mayWorkOnVisit(user: PolicyUser, visit: PolicyVisit, today: IsoDate): boolean {
  return worksOnVisit(user, visit) && visitTakesWork(scheduleState(visit, today));
}

/** Moving a visit to another date: `reschedule`, while its state allows rescheduling. */
export function mayRescheduleVisit(user: PolicyUser, visit: PolicyVisit, today: IsoDate): boolean {
  return can(user, 'reschedule') && canScheduleAction(scheduleState(visit, today), 'reschedule');
}

/** Who sets a new time on the same day: the visit's contractors too, not only `reschedule`. */
export const setsVisitTime = (user: PolicyUser, visit: Pick<PolicyVisit, 'user_ids'>) => isAssigned(user, visit) || can(user, 'reschedule');

/** A new time on the same day now: it is a reschedule all the same, so the state must allow one. */
export function maySetVisitTime(user: PolicyUser, visit: PolicyVisit, today: IsoDate): boolean {
  return setsVisitTime(user, visit) && canScheduleAction(scheduleState(visit, today), 'reschedule');
}

/** Swapping contractors, skipping, locking: the office's control of visits. */
export const managesVisits = (user: HasPermissions) => can(user, 'manage_schedules');

/** Confirming who attended: a contractor of the visit, or the office. */
export const mayConfirmAttendance = (user: PolicyUser, visit: Pick<PolicyVisit, 'user_ids'>) => worksOnVisit(user, visit);

/** E-mailing a visit report: its recipients are the client's contacts, which `view_clients` guards (decision 008). */
export const mayEmailVisitReport = (user: HasPermissions) => can(user, 'view_clients');
