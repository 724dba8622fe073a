import type { Database } from '../../server/db/client';
import { moneyInvariantViolations, type MoneyViolation } from '../../server/features/transactions/money-invariants';
import type { Delivery } from './smtp-sink';
import type { Write, WriteKind } from './writers';

/** A finding, with enough to look it up in the database kept by `--keep`. */
export type Finding = { what: string; detail: string };

export type SoakFindings = {
  acknowledged: number;
  /** Not answered 2xx however often retried, yet in the database: what an `Idempotency-Key` answers again. */
  committedUnanswered: number;
  lost: Finding[];
  duplicated: Finding[];
  invoiceNumbersReused: Finding[];
  mails: {
    rows: number;
    delivered: number;
    /** Queued or failed with a delivery job still due (pg-boss retries an interrupted job after it expires). */
    pending: number;
    lost: Finding[];
    /** One outbox row delivered more than once: after a fault between the SMTP server's 250 and its record, or not. */
    duplicatedSameIdAfterFault: Finding[];
    duplicatedSameIdWithoutFault: Finding[];
    /** One acknowledged send that made two outbox rows (two Message-IDs). */
    duplicatedOtherId: Finding[];
    /** Delivered, yet the outbox (and the invoice) still says `sending`. */
    sentButMarkedSending: number;
  };
  money: MoneyViolation[];
};

type Rows = Record<string, unknown>[];
const text = (value: unknown) => String(value ?? '');

/** Where each kind of create leaves its marker, as `select marker, count(*)` over this run's rows. */
const markedRecords: Partial<Record<WriteKind, string>> = {
  client: `select name as marker, count(*)::int as n from clients where name like $1 group by name`,
  contact: `select email as marker, count(*)::int as n from contacts where email like 'soak-%@example.test' group by email`,
  invoice: `select note as marker, count(*)::int as n from invoices where note like $1 group by note`,
  'invoice line': `select label as marker, count(*)::int as n from invoice_lines where label like $1 group by label`,
  'bank line': `select description as marker, count(*)::int as n from bank_transactions where description like $1 group by description`,
  expense: `select description as marker, count(*)::int as n from expenses where description like $1 group by description`,
  'expense from bank line': `select description as marker, count(*)::int as n from expenses where description like $1 group by description`,
};

/** Reads the database after the soak (the server stopped) and sets it against what the writers were told. */
export async function checkSoak(database: Database, run: { id: string; ledger: Write[]; deliveries: Delivery[]; faultTimes: number[] }) {
  const query = async (sql: string, values: unknown[] = []): Promise<Rows> => (await database.executeSql(sql, values)).rows;
  const findings: SoakFindings = {
    acknowledged: run.ledger.filter((w) => w.acknowledged).length,
    committedUnanswered: 0,
    lost: [],
    duplicated: [],
    invoiceNumbersReused: [],
    mails: {
      rows: 0,
      delivered: 0,
      pending: 0,
      lost: [],
      duplicatedSameIdAfterFault: [],
      duplicatedSameIdWithoutFault: [],
      duplicatedOtherId: [],
      sentButMarkedSending: 0,
    },
    money: await moneyInvariantViolations(database.db),
  };

  const counts = new Map<string, number>();
  for (const sql of new Set(Object.values(markedRecords)))
    for (const row of await query(sql, sql.includes('$1') ? [`Soak ${run.id} %`] : [])) counts.set(text(row.marker), Number(row.n));
  for (const [marker, n] of counts) if (n > 1) findings.duplicated.push({ what: 'record made twice', detail: `${n} × ${marker}` });

  const payments = await query(`select invoice_id, transaction_id, source, amount::bigint as amount from payments`);
  const invoices = new Map((await query(`select id, total::bigint as total from invoices`)).map((r) => [Number(r.id), Number(r.total)]));
  const credits = await query(`select transaction_id, client_id from transaction_credits`);
  const spent = new Set((await query(`select transaction_id from transaction_expenses`)).map((r) => Number(r.transaction_id)));
  const mails = await query(`select id, "to"::text as recipients, subject, status from mails`);
  const applied = (invoiceId?: number) =>
    payments.filter((p) => Number(p.invoice_id) === invoiceId).reduce((sum, p) => sum + Number(p.amount), 0);
  const mailsOfSend = (w: Write) =>
    mails.filter((m) => text(m.recipients).includes(w.marker) && text(m.subject).includes(` ${w.invoiceNumber} from `));

  for (const write of run.ledger) {
    let present: number;
    if (markedRecords[write.kind]) present = counts.get(write.marker) ?? 0;
    else if (write.kind === 'send') present = mailsOfSend(write).length;
    else if (write.kind === 'mark paid') present = applied(write.invoiceId) >= (invoices.get(write.invoiceId ?? 0) ?? Infinity) ? 1 : 0;
    else if (write.kind === 'link to invoice')
      present = payments.filter((p) => Number(p.invoice_id) === write.invoiceId && Number(p.transaction_id) === write.transactionId).length;
    else if (write.kind === 'credit to client')
      present = credits.filter((c) => Number(c.transaction_id) === write.transactionId && Number(c.client_id) === write.clientId).length;
    else present = 0;
    if (write.kind === 'expense from bank line' && !spent.has(write.transactionId ?? 0)) present = 0;
    const label = `${write.kind} ${write.marker || `invoice ${write.invoiceId ?? ''} line ${write.transactionId ?? ''}`}`.trim();
    if (write.acknowledged && present === 0) findings.lost.push({ what: `${write.kind} acknowledged but absent`, detail: label });
    if (!write.acknowledged && present > 0) findings.committedUnanswered++;
    if (write.kind === 'send' && present > 1)
      findings.mails.duplicatedOtherId.push({ what: 'one send, several outbox rows', detail: `${present} × ${label}` });
    if (write.kind === 'send' && write.acknowledged && present === 0)
      findings.mails.lost.push({ what: 'acknowledged send without its outbox row', detail: label });
    if ((write.kind === 'link to invoice' || write.kind === 'credit to client') && present > 1)
      findings.duplicated.push({ what: `${write.kind} made twice`, detail: `${present} × ${label}` });
  }

  for (const row of await query(`select number, count(*)::int as n from invoices group by number having count(*) > 1`))
    findings.invoiceNumbersReused.push({ what: 'invoice number used twice', detail: `#${text(row.number)} × ${text(row.n)}` });

  await checkMails(findings, mails, run, query);
  return findings;
}

/** Every outbox row against what the SMTP sink received and what the job queue still holds for it. */
async function checkMails(
  findings: SoakFindings,
  mails: Rows,
  run: { deliveries: Delivery[]; faultTimes: number[] },
  query: (sql: string) => Promise<Rows>,
) {
  const jobs = new Map<number, string[]>();
  for (const row of await query(`select data->>'mailId' as mail, state::text as state from pgboss.job where name = 'mail.deliver'`))
    jobs.set(Number(row.mail), [...(jobs.get(Number(row.mail)) ?? []), text(row.state)]);
  const due = (id: number) => (jobs.get(id) ?? []).some((state) => ['created', 'retry', 'active'].includes(state));
  const received = new Map<number, number[]>();
  for (const delivery of run.deliveries) {
    const id = Number(/^<mail-(\d+)@/.exec(delivery.messageId)?.[1] ?? 0);
    received.set(id, [...(received.get(id) ?? []), delivery.at]);
  }
  for (const id of received.keys())
    if (!mails.some((m) => Number(m.id) === id))
      findings.mails.lost.push({ what: 'delivered a message the outbox does not hold', detail: `id ${id}` });
  const { mails: found } = findings;
  found.rows = mails.length;
  for (const mail of mails) {
    const id = Number(mail.id);
    const status = text(mail.status);
    const times = received.get(id) ?? [];
    const detail = `mail ${id} (${status}; delivery jobs: ${(jobs.get(id) ?? []).join(', ') || 'none'}): ${text(mail.subject)}`;
    if (times.length > 0) found.delivered++;
    if (times.length > 0 && status === 'sending') found.sentButMarkedSending++;
    if (times.length > 1) {
      const [first, last] = [Math.min(...times), Math.max(...times)];
      const faultBetween = run.faultTimes.some((t) => t >= first && t <= last);
      (faultBetween ? found.duplicatedSameIdAfterFault : found.duplicatedSameIdWithoutFault).push({
        what: `delivered ${times.length} times`,
        detail,
      });
    }
    if (times.length > 0 || status === 'kept') continue;
    if ((status === 'queued' || status === 'failed') && due(id)) found.pending++;
    else if (status === 'sending') found.lost.push({ what: 'left sending by a process that died; nothing will deliver it', detail });
    else found.lost.push({ what: status === 'sent' ? 'recorded sent, never received' : 'no delivery job left', detail });
  }
}
