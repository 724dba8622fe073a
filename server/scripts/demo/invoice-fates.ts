/**
 * What became of the demo's invoices (invoices.ts made them): the office sent each on its day, except the
 * auto-invoice drafts of the past week, which wait to be checked and sent; most clients paid by bank transfer
 * within their terms or a little after (recorded as manual payments, never more than the total); two of the
 * slow payers are being chased (a reminder, a notice to pay, a suspension warning, a part payment) and one owes
 * two months; the client's link was opened on many. The cancelled invoice was sent, then replaced.
 */
import { inArray, sql } from 'drizzle-orm';
import { addDays, daysBetween, type IsoDate, instantOf } from '../../../shared/dates';
import type { Escalation } from '../../../shared/invoice-states';
import type { Db } from '../../db/client';
import { invoices, payments } from '../../features/invoices/invoices.table';
import type { Random } from './random';

/** `draft`: an auto-invoice of the past week, waiting for the office to check and send it. */
export type MadeInvoice = {
  id: number;
  clientId: number;
  issuedAt: IsoDate;
  draft: boolean;
  byHand: boolean;
  cash: boolean;
  replaces?: number;
};

type Fate = Escalation | 'partial' | 'unpaid';
/** The chased clients' last invoices, oldest first: what each became. */
const chases: Record<string, Fate[]> = {
  'Randwick Physiotherapy & Sports Injury Clinic': ['notice', 'reminded', 'partial', 'unpaid'],
  'Meridian Property Group': ['warning', 'reminded', 'unpaid'],
  'Southern Cross Recruitment': ['unpaid', 'unpaid'],
};

export function chasedClients(rows: readonly { id: number; name: string }[]): Map<number, Fate[]> {
  return new Map(rows.flatMap((row) => (chases[row.name] ? [[row.id, chases[row.name]] as const] : [])));
}

type Row = { id: number; clientId: number; number: number; issuedAt: IsoDate; terms: number; dueDate: IsoDate; total: number };
type Update = {
  id: number;
  created_at: string;
  created_by: number | null;
  last_sent: string | null;
  seen_at: string | null;
  view_token: string | null;
  escalation: Escalation | null;
  reminded_at: string | null;
  notice_at: string | null;
  warning_at: string | null;
  cancelled_at: string | null;
  note: string | null;
};

const hex = (random: Random, length: number) => Array.from({ length }, () => '0123456789abcdef'[random.int(0, 15)]).join('');

/** Sends, opens, chases and pays the invoices as described above; answers how many payments it recorded. */
export async function applyInvoiceFates(
  db: Db,
  random: Random,
  made: readonly MadeInvoice[],
  {
    today,
    timeZone,
    chased,
    recordedBy,
    slowPayers,
  }: { today: IsoDate; timeZone: string; chased: ReadonlyMap<number, Fate[]>; recordedBy: number | null; slowPayers: ReadonlySet<number> },
): Promise<number> {
  const now = new Date();
  const at = (date: IsoDate, time: string) => {
    const instant = instantOf(date, timeZone, time);
    return (instant < now ? instant : now).toISOString();
  };
  const rows: Row[] = made.length
    ? await db
        .select({
          id: invoices.id,
          clientId: invoices.clientId,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          terms: invoices.terms,
          dueDate: invoices.dueDate,
          total: invoices.total,
        })
        .from(invoices)
        .where(
          inArray(
            invoices.id,
            made.map((m) => m.id),
          ),
        )
        .orderBy(invoices.id)
    : [];
  const madeOf = new Map(made.map((m) => [m.id, m]));
  const replacedBy = new Map(made.flatMap((m) => (m.replaces ? [[m.replaces, m] as const] : [])));
  // The invoices the chase fates fall on: each chased client's last ones sent, not cash, not cancelled.
  const fateOf = new Map<number, Fate>();
  for (const [clientId, fates] of chased) {
    const sent = rows.filter(
      (r) => r.clientId === clientId && !madeOf.get(r.id)?.cash && !madeOf.get(r.id)?.draft && !replacedBy.has(r.id),
    );
    fates.forEach((fate, i) => {
      const row = sent[sent.length - fates.length + i];
      if (row) fateOf.set(row.id, fate);
    });
  }

  const updates: Update[] = [];
  const paid: { invoiceId: number; amount: number; paidAt: IsoDate; source: 'manual'; createdBy: number | null }[] = [];
  const unpaidCurrent: Update[] = [];
  for (const row of rows) {
    const m = madeOf.get(row.id)!;
    const update: Update = {
      id: row.id,
      created_at: at(row.issuedAt, '07:30'),
      created_by: m.byHand ? recordedBy : null,
      last_sent: null,
      seen_at: null,
      view_token: null,
      escalation: null,
      reminded_at: null,
      notice_at: null,
      warning_at: null,
      cancelled_at: null,
      note: null,
    };
    updates.push(update);
    if (m.cash || m.draft) continue;
    update.last_sent = at(row.issuedAt, `0${random.int(8, 9)}:${String(random.int(0, 59)).padStart(2, '0')}`);
    update.view_token = hex(random, 40);
    const replacement = replacedBy.get(row.id);
    if (replacement) {
      update.cancelled_at = at(replacement.issuedAt, '10:15');
      update.note = `Cancelled: the client's purchase order number was missing. Replaced by invoice #${rows.find((r) => r.id === replacement.id)?.number}.`;
      continue;
    }
    if (m.replaces) update.note = `Replaces invoice #${rows.find((r) => r.id === m.replaces)?.number}, with the purchase order number.`;
    const seen = () => {
      update.seen_at = new Date(
        Math.min(new Date(update.last_sent!).getTime() + random.int(1, 48) * 3_600_000, now.getTime()),
      ).toISOString();
    };
    const fate = fateOf.get(row.id);
    if (fate) {
      seen();
      chase(update, fate, row, at);
      if (fate === 'partial')
        paid.push({
          invoiceId: row.id,
          amount: Math.floor(row.total / 2),
          paidAt: minDate(addDays(row.dueDate, 3), addDays(today, -1)),
          source: 'manual',
          createdBy: recordedBy,
        });
      continue;
    }
    // Slow payers a week or three after the due date; the rest within a few days of it, some at once.
    const delay = slowPayers.has(row.clientId)
      ? row.terms + random.int(3, 20)
      : random.chance(0.4)
        ? random.int(2, 6)
        : row.terms + random.int(-4, 3);
    const paidOn = addDays(row.issuedAt, Math.max(1, delay));
    // Older than two months is settled, whoever the payer: the demo's chasing is the clients above.
    if (paidOn < today || daysBetween(row.issuedAt, today) > 60) {
      paid.push({
        invoiceId: row.id,
        amount: row.total,
        paidAt: minDate(paidOn, addDays(today, -1)),
        source: 'manual',
        createdBy: recordedBy,
      });
      if (random.chance(0.7)) seen();
    } else if (row.dueDate >= today) unpaidCurrent.push(update);
    else seen();
  }
  // Of the invoices not yet due, the newest was opened by its client, the one before not yet; the rest as it fell.
  unpaidCurrent.sort((a, b) => b.id - a.id);
  unpaidCurrent.forEach((update, i) => {
    if (i === 0 || (i > 1 && random.chance(0.6)))
      update.seen_at = new Date(
        Math.min(new Date(update.last_sent!).getTime() + random.int(1, 30) * 3_600_000, now.getTime()),
      ).toISOString();
  });

  if (updates.length) {
    await db.execute(sql`
      update invoices i set created_at = r.created_at, updated_at = r.created_at, created_by = r.created_by, last_sent = r.last_sent, seen_at = r.seen_at, view_token = r.view_token,
        escalation = r.escalation, reminded_at = r.reminded_at, notice_at = r.notice_at, warning_at = r.warning_at, cancelled_at = r.cancelled_at, note = r.note
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(id int, created_at timestamptz, created_by int, last_sent timestamptz, seen_at timestamptz, view_token text,
        escalation text, reminded_at timestamptz, notice_at timestamptz, warning_at timestamptz, cancelled_at timestamptz, note text)
      where i.id = r.id`);
  }
  const recorded = paid.filter((p) => p.amount > 0);
  if (recorded.length) await db.insert(payments).values(recorded);
  return recorded.length;
}

const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/** A chasing step reached, with the earlier steps' dates: a reminder a week after the due date, then 14 and 7 days on. */
function chase(update: Update, fate: Fate, row: Row, at: (date: IsoDate, time: string) => string) {
  if (fate === 'partial' || fate === 'unpaid') return;
  update.escalation = fate;
  update.reminded_at = at(addDays(row.dueDate, 7), '09:00');
  if (fate === 'notice' || fate === 'warning') update.notice_at = at(addDays(row.dueDate, 21), '09:00');
  if (fate === 'warning') update.warning_at = at(addDays(row.dueDate, 28), '09:00');
}
