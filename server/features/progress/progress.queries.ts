import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ContractorProgressRow, MonthlyProgress, WeekKey, Weekly } from '../../../shared/api/progress';
import { pageMetaFor, type Paged } from '../../../shared/api/paging';
import { endOfMonth } from '../../../shared/dates';
import { type ProgressLine, monthlyProgress } from '../../../shared/progress';
import type { Db } from '../../db/client';
import { paySharersSql } from '../earnings/pay-sharers.sql';

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
    sharers as (${paySharersSql(sql`visits`)}),
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

export async function userMonthlyProgress(db: Db, userId: number, month: string): Promise<MonthlyProgress> {
  const lines = await progressLines(db, sql`${userId}`, month);
  return monthlyProgress(lines.get(userId) ?? [], month);
}

const contractorWeekRows = z.object({
  rows: z.array(
    z.object({
      id: z.coerce.number(),
      name: z.string(),
      total: z.coerce.number(),
      week: z.coerce.number().int().min(1).max(5).nullable(),
      visits: z.coerce.number(),
      lines: z.coerce.number(),
      complete: z.coerce.number(),
      potential: z.coerce.number(),
      so_far: z.coerce.number(),
    }),
  ),
});

/**
 * Everyone assigned to a visit of the month (skipped ones too), paged by name, with their sums per week: one
 * statement, the same rules as shared/progress.ts (progress.test.ts checks both agree), driven by the month's
 * visits (`schedules_due_date`), each visit's people and lines read once:
 * - `visits`, one row a visit: its people as an array (a probe of `schedule_users`' key; a join let PGlite hash
 *   all 300,000 assignments), its sharers (the confirmed attendees when recorded, else everyone assigned, by id;
 *   n of them) and its lines summed (`schedule_tasks_schedule`, index-only): how many, how many ticked, and
 *   for splitEvenly's share (base cents, one more to the lowest ids) `base` = Σ t / n and the remainders t % n
 *   that are not 0 (none when n is 1). Division truncates and % keeps the sign of t, so sharer idx (0-based)
 *   gets base + #(remainders > idx) − #(remainders < −idx). A skipped visit gets no lines, so it never counts;
 * - `people`: the page, by name;
 * - `sums`: one row a page person and visit, summed per week: a few hundred rows reach Node, never the ~26,000
 *   lines (folding those in Node cost more than the 100 ms budget).
 * Its cost estimate (some 10,000 index probes) is above PostgreSQL's jit_above_cost, and compiling it took
 * longer (~45 ms) than running it, so JIT is off for this one statement.
 */
export async function contractorMonthlyProgress(
  db: Db,
  month: string,
  query: { page: number; count: number; direction: 'asc' | 'desc' },
): Promise<Paged<ContractorProgressRow>> {
  const end = endOfMonth(month.slice(0, 7));
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const statement = sql`
    with visits as materialized (
      select s.id, (extract(day from s.due_date)::int + 6) / 7 as week,
             (s.complete or s.invoice_id is not null) as done,
             (s.ignore_missing_photos or exists (select 1 from schedule_assets a where a.schedule_id = s.id)) as photo_ok,
             (c.payment_method = 'cash') as cash, u.users, sh.sharers, l.lines, l.ticked, l.base, l.rems
      from schedules s
      join clients c on c.id = s.client_id
      cross join lateral (
        select array_agg(su.user_id order by su.user_id) as users from schedule_users su where su.schedule_id = s.id
      ) u
      cross join lateral (
        select case when s.attended is null or jsonb_typeof(s.attended) <> 'array' or jsonb_array_length(s.attended) = 0
                    then u.users
                    else array(select x from unnest(u.users) as x where s.attended @> jsonb_build_array(x) order by x)
               end as sharers
      ) sh
      cross join lateral (
        select count(*) as lines, count(*) filter (where st.complete) as ticked,
               sum(st.contractor_total / greatest(cardinality(sh.sharers), 1)) as base,
               array_agg(st.contractor_total % greatest(cardinality(sh.sharers), 1))
                 filter (where st.contractor_total % greatest(cardinality(sh.sharers), 1) <> 0) as rems
        from schedule_tasks st where st.schedule_id = s.id and not s.skip
      ) l
      where s.due_date between ${month} and ${end}
    ),
    assigned as materialized (
      select v.id, a.user_id from visits v cross join lateral unnest(v.users) as a(user_id)
    ),
    people as materialized (
      select u.id, u.name, count(*) over () as total from users u
      where u.id in (select user_id from assigned)
      order by u.name ${direction}, u.id ${direction}
      limit ${query.count} offset ${(query.page - 1) * query.count}
    ),
    sums as (
      select a.user_id, v.week, count(*) as visits, sum(v.lines) as lines,
             sum(case when v.done then v.lines else v.ticked end) as complete,
             sum(e.cents) filter (where not v.cash or v.done) as potential,
             sum(e.cents) filter (where v.done and v.photo_ok) as so_far
      from assigned a
      join people p on p.id = a.user_id
      join visits v on v.id = a.id and v.lines > 0
      cross join lateral (
        select case when i.idx is null then 0
                    when v.rems is null then v.base
                    else v.base + (select count(*) filter (where r > i.idx) - count(*) filter (where r < -i.idx) from unnest(v.rems) as r)
               end as cents
        from (select array_position(v.sharers, a.user_id) - 1 as idx) i
      ) e
      group by a.user_id, v.week
    )
    select p.id, p.name, p.total, s.week, coalesce(s.visits, 0) as visits, coalesce(s.lines, 0) as lines,
           coalesce(s.complete, 0) as complete, coalesce(s.potential, 0) as potential, coalesce(s.so_far, 0) as so_far
    from people p left join sums s on s.user_id = p.id
    order by p.name ${direction}, p.id ${direction}, s.week
  `;
  const rows = contractorWeekRows.parse(
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute(statement);
    }),
  ).rows;
  const byUser = new Map<number, ContractorProgressRow>();
  for (const row of rows) {
    let person = byUser.get(row.id);
    if (!person) {
      person = { ...monthlyProgress([], month), user: { id: row.id, name: row.name } };
      byUser.set(row.id, person);
    }
    if (row.week === null) continue;
    const week = `week_${row.week}` as WeekKey;
    const put = (target: Weekly, amount: number) => {
      target[week] += amount;
      target.total += amount;
    };
    put(person.tasks.visits, row.visits);
    put(person.tasks.total, row.lines);
    put(person.tasks.complete, row.complete);
    put(person.earnings.potential, row.potential);
    put(person.earnings.so_far, row.so_far);
  }
  const data = [...byUser.values()];
  const total = rows[0]?.total ?? (query.page > 1 ? await countPeople(db, month, end) : 0);
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
