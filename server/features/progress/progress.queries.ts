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
 * visits (`schedules_due_date`) and touching each of their people and lines once:
 * - `visits`: the month's visits, each with its assigned people as an array (a probe of `schedule_users`' key a
 *   visit; a join let PGlite's planner hash all 300,000 assignments);
 * - `shared`: the visits that count (not skipped) with their sharers (the confirmed attendees when recorded, else
 *   everyone assigned, by id) and n, their number;
 * - `lines`: each visit's lines summed once (`schedule_tasks_schedule_pay`, an index-only scan): how many, how many
 *   ticked, and for splitEvenly's share (base cents, one more to the lowest ids) `base` = Σ sign·⌊|t|/n⌋ and the
 *   signed remainders |t| mod n of the lines that have one (none when n is 1), so sharer idx gets base plus
 *   Σ sign(r) over the remainders with |r| > idx;
 * - then one row a page person, visit; summed per week: a few hundred rows reach Node, never the ~26,000 lines
 *   (folding those in Node cost more than the 100 ms budget).
 * Its cost estimate (some 5,000 index probes) is above PostgreSQL's jit_above_cost, and compiling it took longer
 * than running it (~45 ms), so JIT is off for this one statement.
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
      select s.id, s.skip, (extract(day from s.due_date)::int + 6) / 7 as week,
             (s.complete or s.invoice_id is not null) as done,
             (s.ignore_missing_photos or exists (select 1 from schedule_assets a where a.schedule_id = s.id)) as photo_ok,
             (c.payment_method = 'cash') as cash, s.attended, u.users
      from schedules s
      join clients c on c.id = s.client_id
      cross join lateral (
        select array_agg(su.user_id order by su.user_id) as users from schedule_users su where su.schedule_id = s.id
      ) u
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
    shared as materialized (
      select v.id, v.week, v.done, v.photo_ok, v.cash, s.sharers, greatest(cardinality(s.sharers), 1) as n
      from visits v
      cross join lateral (
        select case when v.attended is null or jsonb_typeof(v.attended) <> 'array' or jsonb_array_length(v.attended) = 0
                    then v.users
                    else array(select x from unnest(v.users) as x where v.attended @> jsonb_build_array(x) order by x)
               end as sharers
      ) s
      where not v.skip
    ),
    lines as materialized (
      select v.id, count(*) as lines, count(*) filter (where st.complete) as ticked,
             sum(sign(st.contractor_total) * (abs(st.contractor_total) / v.n)) as base,
             array_agg(sign(st.contractor_total) * (abs(st.contractor_total) % v.n))
               filter (where abs(st.contractor_total) % v.n <> 0) as rems
      from shared v join schedule_tasks st on st.schedule_id = v.id
      group by v.id
    ),
    earned as (
      select p.id as user_id, v.week, l.lines, case when v.done then l.lines else l.ticked end as complete,
             v.done, v.photo_ok, v.cash,
             case when i.idx is null then 0
                  when l.rems is null then l.base
                  else l.base + (select coalesce(sum(sign(r)), 0) from unnest(l.rems) as r where abs(r) > i.idx)
             end as cents
      from people p
      join assigned a on a.user_id = p.id
      join shared v on v.id = a.id
      join lines l on l.id = a.id
      cross join lateral (select array_position(v.sharers, p.id) - 1 as idx) i
    )
    select p.id, p.name, p.total, e.week, count(e.week) as visits, coalesce(sum(e.lines), 0) as lines,
           coalesce(sum(e.complete), 0) as complete,
           coalesce(sum(e.cents) filter (where not e.cash or e.done), 0) as potential,
           coalesce(sum(e.cents) filter (where e.done and e.photo_ok), 0) as so_far
    from people p left join earned e on e.user_id = p.id
    group by p.id, p.name, p.total, e.week
    order by p.name ${direction}, p.id ${direction}, e.week
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
