/**
 * What every list of visits shows beside its own columns: the contractors, the task lines and the address of
 * each visit of a page. Loaded in three queries whatever the page size (never one per visit), then handed to
 * the list's own presenter visit by visit.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { type AddressLine, addressLines } from '../clients/client-addresses.queries';
import { namesOf } from '../users/users.queries';
import { scheduleTasks, scheduleUsers } from './schedules.table';

export type VisitLine = typeof scheduleTasks.$inferSelect;

export type VisitParts = {
  /** By name, then id. */
  users: { id: number; name: string }[];
  /** In the visit's order. */
  lines: VisitLine[];
  address: AddressLine | null;
};

/** The least a visit row must carry to be presented. */
type VisitKey = { id: number; addressId: number | null };

export async function presentVisits<Row extends VisitKey, Item>(
  db: Db,
  rows: readonly Row[],
  present: (row: Row, parts: VisitParts) => Item,
): Promise<Item[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [assigned, lines, addresses] = await readTogether(db, [
    () => db.select().from(scheduleUsers).where(inArray(scheduleUsers.scheduleId, ids)),
    () =>
      db
        .select()
        .from(scheduleTasks)
        .where(inArray(scheduleTasks.scheduleId, ids))
        .orderBy(asc(scheduleTasks.position), asc(scheduleTasks.id)),
    () =>
      addressLines(
        db,
        rows.flatMap((row) => (row.addressId === null ? [] : [row.addressId])),
      ),
  ]);
  // In the database's name order, as every list of people sorts.
  const people = [
    ...(await namesOf(
      db,
      assigned.map((a) => a.userId),
    )),
  ].map(([id, name]) => ({ id, name }));
  return rows.map((row) =>
    present(row, {
      users: people.filter((person) => assigned.some((a) => a.scheduleId === row.id && a.userId === person.id)),
      lines: lines.filter((line) => line.scheduleId === row.id),
      address: row.addressId === null ? null : (addresses.get(row.addressId) ?? null),
    }),
  );
}
