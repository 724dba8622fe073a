import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ContractorProgressRow, MonthlyProgress } from '../../../shared/api/progress';
import { pageMetaFor, type Paged } from '../../../shared/api/paging';
import { endOfMonth } from '../../../shared/dates';
import { type ProgressLine, monthlyProgress } from '../../../shared/progress';
import type { Db } from '../../db/client';

const lineRow = z.object({
  user_id: z.coerce.number(),
  visit_id: z.coerce.number(),
  due_date: z.string(),
  skip: z.boolean(),
  visit_done: z.boolean(),
  line_complete: z.boolean(),
  has_photo: z.boolean(),
  ignore_missing_photos: z.boolean(),
  cash_client: z.boolean(),
  contractor_total: z.coerce.number(),
  sharers: z.coerce.number().nullable(),
  share_index: z.coerce.number().nullable(),
});
const lineRows = z.object({ rows: z.array(lineRow) });

/**
 * One query for any number of users: every task line of the month's visits, once per assigned user, with that
 * user's place among the sharers (the confirmed attendees when recorded, else everyone assigned, by id).
 * Skipped visits never count, so they are left out here already; the folding is shared/progress.ts.
 */
async function progressLines(db: Db, userIds: SQL, month: string): Promise<Map<number, ProgressLine[]>> {
  const start = month;
  const end = endOfMonth(month.slice(0, 7));
  const result = await db.execute(sql`
    with visits as (
      select s.id, s.due_date, s.complete, s.invoice_id, s.ignore_missing_photos, s.attended, s.client_id
      from schedules s
      where s.due_date between ${start} and ${end} and not s.skip
    ),
    sharers as (
      select su.schedule_id, su.user_id,
             row_number() over (partition by su.schedule_id order by su.user_id) - 1 as idx,
             count(*) over (partition by su.schedule_id) as n
      from schedule_users su join visits v on v.id = su.schedule_id
      where v.attended is null or jsonb_typeof(v.attended) <> 'array' or jsonb_array_length(v.attended) = 0
         or v.attended @> jsonb_build_array(su.user_id)
    ),
    photos as (
      select distinct a.schedule_id from schedule_assets a join visits v on v.id = a.schedule_id
    )
    select su.user_id, v.id as visit_id, v.due_date::text as due_date, false as skip,
           (v.complete or v.invoice_id is not null) as visit_done, st.complete as line_complete,
           (p.schedule_id is not null) as has_photo, v.ignore_missing_photos,
           (c.payment_method = 'cash') as cash_client, st.contractor_total,
           sh.n as sharers, sh.idx as share_index
    from visits v
    join schedule_users su on su.schedule_id = v.id and su.user_id in (${userIds})
    join clients c on c.id = v.client_id
    join schedule_tasks st on st.schedule_id = v.id
    left join sharers sh on sh.schedule_id = v.id and sh.user_id = su.user_id
    left join photos p on p.schedule_id = v.id
  `);
  const byUser = new Map<number, ProgressLine[]>();
  for (const row of lineRows.parse(result).rows) {
    const { user_id, ...line } = row;
    const list = byUser.get(user_id) ?? byUser.set(user_id, []).get(user_id);
    list?.push({ ...line, sharers: line.sharers ?? 0 });
  }
  return byUser;
}

export async function userMonthlyProgress(db: Db, userId: number, month: string): Promise<MonthlyProgress> {
  const lines = await progressLines(db, sql`${userId}`, month);
  return monthlyProgress(lines.get(userId) ?? [], month);
}

const contractorRows = z.object({ rows: z.array(z.object({ id: z.coerce.number(), name: z.string(), total: z.coerce.number() })) });

/**
 * Everyone assigned to a visit of the month, paged by name, then one query for all their lines. Users with no
 * visits that month have nothing to show, so they are not rows.
 */
export async function contractorMonthlyProgress(
  db: Db,
  month: string,
  query: { page: number; count: number; direction: 'asc' | 'desc' },
): Promise<Paged<ContractorProgressRow>> {
  const end = endOfMonth(month.slice(0, 7));
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const people = contractorRows.parse(
    await db.execute(sql`
      select u.id, u.name, count(*) over () as total
      from users u
      where exists (
        select 1 from schedule_users su join schedules s on s.id = su.schedule_id
        where su.user_id = u.id and s.due_date between ${month} and ${end}
      )
      order by u.name ${direction}, u.id ${direction}
      limit ${query.count} offset ${(query.page - 1) * query.count}
    `),
  ).rows;
  const total = people[0]?.total ?? (query.page > 1 ? await countPeople(db, month, end) : 0);
  const lines = people.length ? await progressLines(db, sql.join(people.map((p) => sql`${p.id}`), sql`, `), month) : new Map<number, ProgressLine[]>();
  const data = people.map((p) => ({ ...monthlyProgress(lines.get(p.id) ?? [], month), user: { id: p.id, name: p.name } }));
  return { data, meta: pageMetaFor(query.page, query.count, total, data.length) };
}

/** Only for a page past the end, where the window count has no row to ride on. */
async function countPeople(db: Db, month: string, end: string): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct su.user_id) as n from schedule_users su join schedules s on s.id = su.schedule_id
    where s.due_date between ${month} and ${end}
  `);
  return z.object({ rows: z.array(z.object({ n: z.coerce.number() })) }).parse(result).rows[0]?.n ?? 0;
}
