/**
 * What staff enter about BAS quarters (the PAYG instalment, the BAS mark) and the lock a completed quarter puts
 * on the money dated in it (docs/domain.md "Bank transactions, expenses, activity"; decision 015). The quarters'
 * figures are the account-activity feature's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { quarterOfDate, quarterOfId } from '../../../shared/bas';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { accountActivity } from './quarters.table';

export type QuarterEntry = { id: number; payg: number; bas_complete: boolean; completed_at: string | null; completed_by: string | null };

/** What staff entered for these quarters (PAYG, completion and who completed it), by id. */
export async function quarterEntries(db: Db, ids: readonly number[]): Promise<Map<number, QuarterEntry>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select a.id, a.payg, a.bas_complete, a.completed_at, u.name as completed_by
    from account_activity a left join users u on u.id = a.completed_by
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = z
    .object({
      rows: z.array(
        z.object({
          id: z.number(),
          payg: z.coerce.number(),
          bas_complete: z.boolean(),
          completed_at: z.coerce.date().nullable(),
          completed_by: z.string().nullable(),
        }),
      ),
    })
    .parse(result).rows;
  return new Map(rows.map((row) => [row.id, { ...row, completed_at: row.completed_at?.toISOString() ?? null }]));
}

/** The completed quarters among these ids (the lock). */
export async function completedAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: accountActivity.id })
    .from(accountActivity)
    .where(and(inArray(accountActivity.id, [...ids]), eq(accountActivity.basComplete, true)));
  return rows.map((row) => row.id);
}

/** Of these dates, those in a quarter whose BAS is complete: the lock's question, for work that must not stop. */
export async function lockedDates(db: Db, dates: readonly IsoDate[]): Promise<Set<IsoDate>> {
  const locked = await completedAmong(db, [...new Set(dates.map((date) => quarterOfDate(date).id))]);
  return new Set(dates.filter((date) => locked.includes(quarterOfDate(date).id)));
}

/** Every quarter whose BAS is complete, oldest first, with its dates. */
export async function completedQuarters(db: Db) {
  const rows = await db
    .select({ id: accountActivity.id })
    .from(accountActivity)
    .where(eq(accountActivity.basComplete, true))
    .orderBy(accountActivity.id);
  return rows.flatMap((row) => quarterOfId(row.id) ?? []);
}
