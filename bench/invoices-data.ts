/**
 * 100,000 invoices of 10,000 clients over the two years before today, for the invoices list bench, written in
 * a few `insert … select` statements over generate_series (deterministic: every choice is a hash of the row's
 * position). Numbers follow dates. The mix a business has: mostly sent and paid in full around the due date
 * (one line each, its total = line + GST, the payment = the total), drafts of the past 10 days, 5 % cash, 3 %
 * part paid, 3 % chased, 2 % cancelled, 4 % owing long after the due date, and the recent ones still owing.
 */
import { sql } from 'drizzle-orm';
import type { IsoDate } from '../shared/dates';
import type { Database } from '../server/db/client';
import { generateClients, insertClients } from './clients-data';

export const invoiceShape = { clients: 10_000, invoices: 100_000, days: 730 } as const;

export async function insertInvoiceBusiness(database: Database, today: IsoDate): Promise<{ clientIds: number[] }> {
  const { db } = database;
  const before = await database.executeSql('select coalesce(max(id), 0) as id from clients');
  await insertClients(database, generateClients(invoiceShape.clients, 20261124));
  const made = await database.executeSql('select id from clients where id > $1 order by id', [Number(before.rows[0].id)]);
  const clientIds = made.rows.map((row) => Number(row.id));
  await db.transaction(async (tx) => {
    // h: a 32-bit hash of the row's position; p = h % 100 picks its fate, other digits its client, terms and amount.
    await tx.execute(sql`
      with numbering as (select next_invoice_number as base from settings where id = 1),
      rows as (
        select g, ${today}::date - (${invoiceShape.days} - (g::bigint * ${invoiceShape.days} / ${invoiceShape.invoices}))::int as issued,
               (g::bigint * 2654435761) % 4294967296 as h
        from generate_series(1, ${invoiceShape.invoices}) g),
      shaped as (
        select g, issued, h, h % 100 as p, ${today}::date - issued as age,
               case when h % 100 < 5 then 0 else (array[7, 14, 30])[1 + (h / 100) % 3] end as terms,
               5000 + (h / 1000) % 60000 as subtotal
        from rows)
      insert into invoices (number, client_id, issued_at, terms, due_date, gst, subtotal, tax, total, cash, last_sent, seen_at, view_token,
                            escalation, reminded_at, notice_at, cancelled_at, created_at, updated_at)
      select numbering.base + g - 1, (${sql.raw(`array[${clientIds.join(',')}]`)})[1 + (h / 7) % ${clientIds.length}], issued, terms, issued + terms, true,
             subtotal, (subtotal + 5) / 10, subtotal + (subtotal + 5) / 10, p < 5,
             case when p >= 5 and not (p < 35 and age < 10) then issued + time '09:00' end,
             case when p >= 5 and not (p < 35 and age < 10) and h % 2 = 1 then issued + time '15:00' end,
             case when p >= 5 and not (p < 35 and age < 10) then 'bench-' || g end,
             case when p between 37 and 39 and age > 45 then (array['reminded', 'notice', 'warning'])[p - 36] end,
             case when p between 37 and 39 and age > 45 then issued + terms + 7 + time '09:00' end,
             case when p between 38 and 39 and age > 45 then issued + terms + 21 + time '09:00' end,
             case when p between 35 and 36 and age > 30 then issued + 3 + time '10:00' end,
             issued + time '08:00', issued + time '08:00'
      from shaped, numbering`);
    await tx.execute(
      sql`update settings set next_invoice_number = (select max(number) + 1 from invoices), last_invoice_number = (select max(number) from invoices) where id = 1`,
    );
    await tx.execute(sql`
      insert into invoice_lines (invoice_id, label, unit_price, quantity, amount, position)
      select id, 'Commercial clean', subtotal, 1, subtotal, 1 from invoices where client_id >= ${clientIds[0]}`);
    // Paid in full: cash ones, and the rest once sent around their due date (a fifth at once), but for 4 % that
    // stay owing; part paid: 3 %; drafts, chased and cancelled: none. p is each invoice's own, as above.
    await tx.execute(sql`
      insert into payments (invoice_id, amount, paid_at, source)
      select id, case when p between 40 and 42 then total / 2 else total end,
             case when cash then issued_at else greatest(issued_at, least(issued_at + terms, ${today}::date - 1)) end, case when cash then 'cash' else 'manual' end
      from (select i.*, ((number - base + 1)::bigint * 2654435761) % 4294967296 % 100 as p
            from invoices i, (select min(number) as base from invoices where client_id >= ${clientIds[0]}) b
            where client_id >= ${clientIds[0]}) i
      where cancelled_at is null and escalation is null and (cash or (last_sent is not null and (
        (p between 40 and 42 and ${today}::date - issued_at >= 20) or (p >= 47 and (due_date < ${today}::date - 5 or p >= 80)) or (p < 40 and due_date < ${today}::date - 5))))`);
  });
  for (const table of ['invoices', 'invoice_lines', 'payments', 'clients']) await database.executeSql(`VACUUM ANALYZE ${table}`);
  return { clientIds };
}
