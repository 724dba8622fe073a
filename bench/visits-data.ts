/**
 * A business of 500 clients (each with a main address, about one in seven paying cash, one in five wanting
 * photos), 50 contractors and 1,000 weekly task groups, with 200 weeks of visits: 188 weeks of history and the
 * 12-week horizon, 200,000 visits in all, for the jobs list and contractor progress benchmarks.
 *
 * Each group keeps its crew (1 contractor on 60 % of groups, 2 on 30 %, 3 on 10 %; one visit in ten has a
 * stand-in) and its 2–6 task lines. Past visits are mostly complete (3 % skipped, a few of the last days still
 * open); visits of months before this one are invoiced; cash visits done are paid; photos on the last two
 * months' complete visits of clients that want them. Everything but the clients and contractors is made by
 * `insert … select` over generate_series, one statement a table, so PGlite seeds it without a round trip a row;
 * then VACUUM ANALYZE.
 */
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, dayOfWeek, type IsoDate, startOfMonth } from '../shared/dates';
import type { Database } from '../server/db/client';
import { scheduleAssetsOwnerType } from '../server/features/schedules/visit-photos';
import { generateClients, insertClients } from './clients-data';
import { generatePeople } from './people';
import { insertPeople } from './users-list';

export const visitShape = { clients: 500, contractors: 50, groupsPerClient: 2, weeksBack: 188, weeksAhead: 12 };
export const visitCount = visitShape.clients * visitShape.groupsPerClient * (visitShape.weeksBack + visitShape.weeksAhead);

const lineNames = [
  'General clean',
  'Bathrooms and amenities',
  'Kitchen and breakout area',
  'Vacuum and mop floors',
  'Bin liners (consumable)',
  'Internal glass',
];
const linePrices = [12000, 4500, 3500, 3000, 1200, 5500];
const groupNames = ['Office clean', 'Amenities and kitchen'];

const numberRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });
const textArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

export type VisitData = { contractorIds: number[]; visits: number; seconds: Record<string, number> };

export async function insertVisitBusiness(database: Database, options: { today: IsoDate; timeZone: string }): Promise<VisitData> {
  const { db } = database;
  const seconds: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    seconds[name] = (performance.now() - started) / 1000;
    return result;
  };
  const scalar = async (query: SQL) => numberRows.parse(await db.execute(query)).rows[0].n;

  const clientBase = await scalar(sql`select coalesce(max(id), 0) as n from clients`);
  await step('clients', async () => {
    await insertClients(database, generateClients(visitShape.clients, 20261123));
    await db.execute(sql`
      update clients set payment_method = case when id % 7 = 0 then 'cash' else 'terms' end, require_photos = id % 5 = 0
      where id > ${clientBase}`);
  });

  const contractorIds = await step('contractors', async () => {
    const userBase = await scalar(sql`select coalesce(max(id), 0) as n from users`);
    const people = generatePeople(visitShape.contractors * 3, 20261124)
      .filter((p) => p.role === 'Contractor')
      .slice(0, visitShape.contractors);
    await insertPeople(database, people);
    return idRows.parse(await db.execute(sql`select id from users where id > ${userBase} order by id`)).rows.map((r) => r.id);
  });
  if (contractorIds.length !== visitShape.contractors)
    throw new Error(`Made ${contractorIds.length} contractors, not ${visitShape.contractors}`);

  const groupBase = await scalar(sql`select coalesce(max(id), 0) as n from task_groups`);
  // The Monday 188 weeks back; group g cleans on weekday 1 + g % 5 (Monday to Friday) every week from then.
  const today = options.today;
  const firstMonday = addDays(addDays(today, -7 * visitShape.weeksBack), 1 - (dayOfWeek(today) === 0 ? 7 : dayOfWeek(today)));
  const weeks = visitShape.weeksBack + visitShape.weeksAhead;
  const thisMonth = startOfMonth(today.slice(0, 7));
  await step('task groups', () =>
    db.execute(sql`
      insert into task_groups (client_id, name, address_id, rotation, frequency, day_of_week, start_at, conflict)
      select c.id, (${textArray(groupNames)}::text[])[g], c.address_id, 'weekly', 1, 1 + (c.id * 2 + g) % 5, ${firstMonday}::date, 'coexist'
      from clients c cross join generate_series(1, ${visitShape.groupsPerClient}) g
      where c.id > ${clientBase}
      order by c.id, g`),
  );

  await step('visits', async () => {
    // h: a stable 0–99 roll per visit; the time of day is the group's (06:00–17:45, local).
    await db.execute(sql`
      insert into schedules (client_id, task_group_id, address_id, due_at, due_date, locked, skip, complete, completed_at, invoice_id, paid, notes)
      select client_id, id, address_id, due_at, d, locked, skip, complete,
             case when complete then due_at + interval '2 hours' end,
             case when complete and d < ${thisMonth}::date then client_id * 1000 + (extract(year from d)::int % 100) * 12 + extract(month from d)::int end,
             complete and cash, notes
      from (
        select tg.id, tg.client_id, tg.address_id, v.d, c.payment_method = 'cash' as cash,
               (v.d + make_time(6 + tg.id % 12, (tg.id * 15) % 60, 0)) at time zone ${options.timeZone} as due_at,
               v.d >= ${today}::date and v.h < 5 as locked,
               v.d < ${today}::date and v.h < 3 as skip,
               v.d < ${today}::date and v.h >= 3 and (v.d < ${addDays(today, -3)}::date or v.h >= 40) as complete,
               case when v.h = 99 then 'Key in the lockbox; code changed last week' end as notes
        from task_groups tg
        join clients c on c.id = tg.client_id
        cross join lateral (
          select ${firstMonday}::date + (tg.day_of_week - 1) + 7 * k as d, (tg.id * 7919 + k * 104729) % 100 as h
          from generate_series(0, ${weeks - 1}) k
        ) v
        where tg.id > ${groupBase}
      ) planned
      order by d, id`);
  });
  const visits = await scalar(sql`select count(*) as n from schedules where task_group_id > ${groupBase}`);

  await step('contractors on visits', () =>
    db.execute(sql`
      insert into schedule_users (schedule_id, user_id)
      select s.id, (${textArray(contractorIds)}::int[])[1 + (s.task_group_id * 3 + j * 17 + (s.id % 10 = 0)::int) % ${contractorIds.length}]
      from schedules s
      join generate_series(0, 2) j on j < 1 + (s.task_group_id % 10 >= 6)::int + (s.task_group_id % 10 = 9)::int
      where s.task_group_id > ${groupBase}`),
  );

  await step('task lines', () =>
    db.execute(sql`
      insert into schedule_tasks (schedule_id, task_group_id, name, price, contractor_total, consumable, quantity, complete, position)
      select s.id, s.task_group_id, (${textArray(lineNames)}::text[])[j], (${textArray(linePrices)}::bigint[])[j],
             (${textArray(linePrices)}::bigint[])[j] * 6 / 10, j = 5, case when j = 5 and s.complete then 2 end, s.complete, j
      from schedules s
      join generate_series(1, 6) j on j <= 2 + s.task_group_id % 5
      where s.task_group_id > ${groupBase}`),
  );

  await step('photos', async () => {
    await db.execute(sql`
      insert into uploads (id, owner_type, owner_id, created_by, filename, kind, max_bytes, received, complete, content_type, storage_path, size, completed_at)
      select 'bench-' || s.id, ${scheduleAssetsOwnerType}, s.id, su.user_id, 'photo.jpg', 'image', 10485760, 250000, true, 'image/jpeg',
             'bench/' || s.id || '.jpg', 250000, s.completed_at
      from schedules s
      join clients c on c.id = s.client_id and c.require_photos
      join lateral (select min(user_id) as user_id from schedule_users where schedule_id = s.id) su on true
      where s.task_group_id > ${groupBase} and s.complete and s.due_date >= ${addDays(today, -61)}::date`);
    await db.execute(sql`
      insert into schedule_assets (schedule_id, upload_id, name, taken_at, user_id, created_at)
      select u.owner_id, u.id, u.filename, u.completed_at - interval '30 minutes', u.created_by, u.completed_at
      from uploads u where u.id like 'bench-%'`);
  });

  // VACUUM too, as autovacuum would soon after such inserts (on PGlite, the nightly `database.maintain`, decision
  // 049): until then every read of the new rows also sets their hint bits and index-only scans visit the heap
  // (contractor progress on PostgreSQL: 280 ms → 84 ms).
  await step('VACUUM ANALYZE', async () => {
    for (const table of ['task_groups', 'schedules', 'schedule_users', 'schedule_tasks', 'uploads', 'schedule_assets'])
      await database.executeSql(`VACUUM ANALYZE ${table}`);
  });
  return { contractorIds, visits, seconds };
}
