import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ContractorProgressRow, MonthlyProgress, WeekKey, Weekly } from '../../../shared/api/progress';
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
/**
 * The month's visits (skipped ones never count, so they are left out here already), who shares each visit's pay
 * (the confirmed attendees when recorded, else everyone assigned, by id) and which visits have a photo.
 */
function monthCtes(month: string): SQL {
  const end = endOfMonth(month.slice(0, 7));
  return sql`
    with visits as (
      select s.id, s.due_date, s.complete, s.invoice_id, s.ignore_missing_photos, s.attended, s.client_id
      from schedules s
      where s.due_date between ${month} and ${end} and not s.skip
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
    )`;
}

/**
 * Every task line of the month's visits, once per assigned user, for shared/progress.ts to fold. One query for
 * any number of users; right for one user's month, too many rows for everyone's (see contractorMonthlyProgress).
 */
export async function progressLines(db: Db, userIds: SQL, month: string): Promise<Map<number, ProgressLine[]>> {
  const result = await db.execute(sql`
    ${monthCtes(month)}
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

const weekRows = z.object({
  rows: z.array(
    z.object({
      user_id: z.coerce.number(),
      week: z.coerce.number().int().min(1).max(5),
      visits: z.coerce.number(),
      total: z.coerce.number(),
      complete: z.coerce.number(),
      potential: z.coerce.number(),
      so_far: z.coerce.number(),
    }),
  ),
});

/**
 * The same rules as shared/progress.ts, summed in the database per user and week: sending every line of 50
 * contractors' month to Node cost more than the 100 ms budget, a few hundred sums do not. The share is
 * splitEvenly's (base cents, the extra cents to the lowest ids); progress.test.ts checks both agree.
 */
export async function progressTotals(db: Db, userIds: SQL, month: string): Promise<Map<number, MonthlyProgress>> {
  const result = await db.execute(sql`
    ${monthCtes(month)},
    lines as (
      select su.user_id, v.id as visit_id, (extract(day from v.due_date)::int + 6) / 7 as week,
             (v.complete or v.invoice_id is not null) as done, st.complete as line_complete,
             (p.schedule_id is not null or v.ignore_missing_photos) as photo_ok, (c.payment_method = 'cash') as cash,
             case when sh.idx is null then 0
                  else sign(st.contractor_total) * (abs(st.contractor_total) / sh.n + case when sh.idx < abs(st.contractor_total) % sh.n then 1 else 0 end)
             end as share
      from visits v
      join schedule_users su on su.schedule_id = v.id and su.user_id in (${userIds})
      join clients c on c.id = v.client_id
      join schedule_tasks st on st.schedule_id = v.id
      left join sharers sh on sh.schedule_id = v.id and sh.user_id = su.user_id
      left join photos p on p.schedule_id = v.id
    )
    select user_id, week, count(distinct visit_id) as visits, count(*) as total,
           count(*) filter (where done or line_complete) as complete,
           coalesce(sum(share) filter (where not cash or done), 0) as potential,
           coalesce(sum(share) filter (where done and photo_ok), 0) as so_far
    from lines group by user_id, week
  `);
  const byUser = new Map<number, MonthlyProgress>();
  for (const row of weekRows.parse(result).rows) {
    const progress = byUser.get(row.user_id) ?? byUser.set(row.user_id, monthlyProgress([], month)).get(row.user_id);
    if (!progress) continue;
    const week = `week_${row.week}` as WeekKey;
    const put = (target: Weekly, amount: number) => {
      target[week] += amount;
      target.total += amount;
    };
    put(progress.tasks.visits, row.visits);
    put(progress.tasks.total, row.total);
    put(progress.tasks.complete, row.complete);
    put(progress.earnings.potential, row.potential);
    put(progress.earnings.so_far, row.so_far);
  }
  return byUser;
}

export async function userMonthlyProgress(db: Db, userId: number, month: string): Promise<MonthlyProgress> {
  const lines = await progressLines(db, sql`${userId}`, month);
  return monthlyProgress(lines.get(userId) ?? [], month);
}

const contractorRows = z.object({ rows: z.array(z.object({ id: z.coerce.number(), name: z.string(), total: z.coerce.number() })) });

/**
 * Everyone assigned to a visit of the month, paged by name, then one aggregate query for all of them. Users with no
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
  const totals = people.length ? await progressTotals(db, sql.join(people.map((p) => sql`${p.id}`), sql`, `), month) : new Map<number, MonthlyProgress>();
  const data = people.map((p) => ({ ...(totals.get(p.id) ?? monthlyProgress([], month)), user: { id: p.id, name: p.name } }));
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
