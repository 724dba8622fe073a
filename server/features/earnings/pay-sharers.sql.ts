import { sql, type SQL } from 'drizzle-orm';

/**
 * Who shares each visit's pay (docs/domain.md, contractor pay): the confirmed attendees when the visit recorded
 * them, else everyone assigned; each with its place among them by user id (`idx`, from 0) and how many share
 * (`n`). `visits` names a CTE of visits with `id` and `attended`. The earnings and the progress dashboards both
 * read it, so they split a visit the same way.
 */
export function paySharersSql(visits: SQL): SQL {
  return sql`
    select v.id as schedule_id, x.user_id,
           row_number() over (partition by v.id order by x.user_id) - 1 as idx,
           count(*) over (partition by v.id) as n
    from ${visits} v join schedule_users x on x.schedule_id = v.id
    where v.attended is null or jsonb_typeof(v.attended) <> 'array' or jsonb_array_length(v.attended) = 0
       or v.attended @> jsonb_build_array(x.user_id)`;
}
