/**
 * Visits as a contractor's jobs: the jobs list of one contractor or of all, and one visit. A contractor sees
 * only visits assigned to them; someone else's is 404, as if it did not exist (docs/domain.md "Who may see what").
 */
import { exceptionsOf } from '../../../shared/visit-exceptions';
import { lateCheckInMinutes } from '../settings/settings.queries';
import { and, asc, eq, gt, gte, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserSchedule, userScheduleListQuery } from '../../../shared/api/user-schedules';
import { addDays, type IsoDate } from '../../../shared/dates';
import { seesPrices, seesVisit } from '../../../shared/policies';
import { canScheduleAction, presentScheduleState, scheduleState } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { countWhere, likePattern, orderOf, pagedSelect } from '../../platform/paging';

import { uploads } from '../uploads/uploads.table';
import { clients } from '../clients/clients.table';
import { presentVisits } from './present-visits';
import { checksOf } from './visit-checks';
import { selectVisits, type VisitRow } from './visit-rows.queries';
import type { VisitViewer } from './schedule-context';
import { scheduleAssets, schedules, scheduleUsers } from './schedules.table';

/** Photos whose upload finished: a half-sent file is never listed (docs/domain.md "Chunked uploads"). */
export async function completePhotos(db: Db, scheduleIds: readonly number[]) {
  if (scheduleIds.length === 0) return [];
  return db
    .select({
      id: scheduleAssets.id,
      scheduleId: scheduleAssets.scheduleId,
      name: scheduleAssets.name,
      takenAt: scheduleAssets.takenAt,
      createdAt: scheduleAssets.createdAt,
      thumbnailPath: scheduleAssets.thumbnailPath,
      original: uploads.storagePath,
    })
    .from(scheduleAssets)
    .innerJoin(uploads, and(eq(uploads.id, scheduleAssets.uploadId), eq(uploads.complete, true)))
    .where(inArray(scheduleAssets.scheduleId, [...scheduleIds]))
    .orderBy(asc(scheduleAssets.takenAt), asc(scheduleAssets.id));
}

// Both drivers answer `execute` with `{ rows }`; parsing gives it a type without a cast.
const lastDoneRows = z.object({ rows: z.array(z.object({ id: z.coerce.number(), last_done: z.string().nullable() })) });

/**
 * Each visit's "last done": the due date of its group's latest complete visit before it. One query for the
 * page, each lookup a backward scan of schedules_group_due (task_group_id, due_date), so a group with years
 * of history costs no more than a new one.
 */
async function lastDone(db: Db, rows: VisitRow[]): Promise<Map<number, IsoDate | null>> {
  const grouped = rows.filter((r) => r.taskGroupId !== null);
  if (grouped.length === 0) return new Map();
  const json = JSON.stringify(grouped.map((r) => ({ id: r.id, g: r.taskGroupId, d: r.dueDate })));
  const result = await db.execute(sql`
    select r.id, (
      select s.due_date::text from schedules s
      where s.task_group_id = r.g and s.due_date < r.d and s.complete
      order by s.due_date desc limit 1
    ) as last_done
    from json_to_recordset(${json}::json) as r(id int, g int, d date)`);
  return new Map(lastDoneRows.parse(result).rows.map((r) => [r.id, r.last_done]));
}

/** A visit as the jobs list and the visit card show it, with its photos and last-done: a fixed number of queries a page. */
export async function present(db: Db, rows: VisitRow[], viewer: VisitViewer): Promise<UserSchedule[]> {
  if (rows.length === 0) return [];
  const photos = await completePhotos(
    db,
    rows.map((r) => r.id),
  );
  const done = await lastDone(db, rows);
  const checks = await checksOf(
    db,
    rows.map((r) => r.id),
  );
  const prices = seesPrices(viewer);
  const lateMinutes = await lateCheckInMinutes(db);
  const now = new Date();
  return presentVisits(db, rows, (row, { users, lines, address }) => {
    const own = photos.filter((p) => p.scheduleId === row.id);
    const facts = { skip: row.skip, complete: row.complete, invoice_id: row.invoiceId, due_date: row.dueDate };
    const base = `/api/schedule/${row.id}/asset`;
    const made = checks.get(row.id) ?? { in: null, out: null };
    return {
      id: row.id,
      client_id: row.clientId,
      client_name: row.clientName,
      client_active: row.clientActive,
      client_suspended: row.clientSuspended,
      client_terms: row.paymentMethod === 'cash' ? 'cash' : 'terms',
      client_require_photos: row.requirePhotos,
      state: presentScheduleState(facts, viewer.today),
      due_at: row.dueAt.toISOString(),
      due_date: row.dueDate,
      address: address ? { id: address.id, readable: address.readable } : null,
      users,
      tasks: lines.map((l) => ({
        id: l.id,
        name: l.name,
        description: l.description,
        paused: l.paused,
        pause_to: l.pauseTo,
        pause_reason: l.pauseReason,
        consumable: l.consumable,
        quantity: l.quantity,
        complete: l.complete,
        contractor_total: prices ? l.contractorTotal : null,
      })),
      assets: own.map((p) => ({
        id: p.id,
        name: p.name,
        thumbnail: `${base}/${p.id}/thumbnail`,
        path: `${base}/${p.id}`,
        taken_at: p.takenAt.toISOString(),
        created_at: p.createdAt.toISOString(),
      })),
      notes: row.notes,
      skip: row.skip,
      task_group_id: row.taskGroupId,
      task_group_name: row.taskGroupName,
      rotation: row.rotation,
      frequency: row.frequency ?? null,
      week_of_month: row.weekOfMonth ?? null,
      day_of_week: row.dayOfWeek ?? null,
      days_of_week: row.daysOfWeek ?? [],
      start_at: row.startAt ?? null,
      last_done: done.get(row.id) ?? null,
      complete: row.complete,
      completed_at: row.completedAt?.toISOString() ?? null,
      invoice: row.invoiceId,
      paid: row.paid,
      locked: row.locked,
      reschedule: canScheduleAction(scheduleState(facts, viewer.today), 'reschedule'),
      attended: row.attended ?? null,
      ignore_missing_photos: row.ignoreMissingPhotos,
      // Only a completed visit can miss its photos; before that they may still come.
      photos_missing: row.complete && row.requirePhotos && !row.ignoreMissingPhotos && own.length === 0,
      check_in: made.in,
      check_out: made.out,
      presence_flags: exceptionsOf(
        { due_at: row.dueAt.toISOString(), skip: row.skip, check_in: made.in, check_out: made.out },
        now,
        lateMinutes,
      ),
    };
  });
}

type JobsListQuery = Pick<z.infer<typeof userScheduleListQuery>, 'direction' | 'from' | 'invoice' | 'search'>;

/**
 * The jobs list's page and count statements. `user` 0 = every visit (the caller checked the permission);
 * otherwise visits assigned to that user, found through schedule_users_user (user_id, schedule_id). Ordered by
 * due_at, id: schedules_due. The bench times and EXPLAINs these very statements.
 */
export function jobsListStatements(db: Db, user: number, query: JobsListQuery) {
  const conditions: (SQL | undefined)[] = [
    user === 0
      ? undefined
      : inArray(schedules.id, db.select({ id: scheduleUsers.scheduleId }).from(scheduleUsers).where(eq(scheduleUsers.userId, user))),
    query.from ? gte(schedules.dueDate, query.from) : undefined,
    // Redundant with the line above in every time zone (none is a day ahead of UTC), but it lets the due_at
    // index start at `from` instead of walking every older visit (bench: ~47 ms → ~13 ms over 200,000 visits).
    query.from ? gte(schedules.dueAt, new Date(`${addDays(query.from, -1)}T00:00:00Z`)) : undefined,
    query.invoice === '1' ? isNotNull(schedules.invoiceId) : query.invoice === '0' ? isNull(schedules.invoiceId) : undefined,
    // By the client's name, as a contractor looks for "the dental surgery".
    query.search
      ? inArray(
          schedules.clientId,
          db
            .select({ id: clients.id })
            .from(clients)
            .where(ilike(clients.name, likePattern(query.search))),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const order = orderOf(query.direction);
  return {
    rows: selectVisits(db).where(where).orderBy(order(schedules.dueAt), order(schedules.id)),
    total: countWhere(db, schedules, where),
  };
}

export async function listUserSchedules(db: Db, user: number, query: z.infer<typeof userScheduleListQuery>, viewer: VisitViewer) {
  const statements = jobsListStatements(db, user, query);
  return pagedSelect(query, statements.rows, statements.total, (rows) => present(db, rows, viewer));
}

/** The contractors of one visit, by id. */
export async function assignedTo(db: Db, scheduleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: scheduleUsers.userId })
    .from(scheduleUsers)
    .where(eq(scheduleUsers.scheduleId, scheduleId))
    .orderBy(asc(scheduleUsers.userId));
  return rows.map((row) => row.id);
}

/** One visit, or null when it does not exist or the viewer may not see it (the route answers 404 either way). */
export async function findUserSchedule(db: Db, id: number, viewer: VisitViewer, anyVisit = false): Promise<UserSchedule | null> {
  if (!anyVisit && !seesVisit(viewer, { user_ids: await assignedTo(db, id) })) return null;
  return (await present(db, await selectVisits(db).where(eq(schedules.id, id)), viewer))[0] ?? null;
}

/** The contractors of a client's visits still to come (due later than `after`, not complete, not skipped), each once. */
export async function contractorsOfComingVisits(db: Db, clientId: number, after: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: scheduleUsers.userId })
    .from(scheduleUsers)
    .innerJoin(schedules, eq(schedules.id, scheduleUsers.scheduleId))
    .where(and(eq(schedules.clientId, clientId), gt(schedules.dueAt, after), eq(schedules.complete, false), eq(schedules.skip, false)));
  return rows.map((row) => row.id);
}
