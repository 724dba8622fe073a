import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { type MailAttachment, mails } from './mail.table';

export type OutgoingMail = { to: string[]; cc?: string[]; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

export const deliverMailJob = 'mail.deliver';

/**
 * A claim (`sending`) older than this belonged to a process that died while delivering: the row is delivered again,
 * with the same Message-ID. It is far longer than a delivery can take, bounded by the transport's timeouts below.
 * See docs/decisions/029-outbox-sweep.md.
 */
const staleClaimInterval = '5 minutes';
const transportTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** A row left `sending` by a delivery that can no longer be running (compared on the database's clock). */
export const staleClaim: SQL = and(
  eq(mails.status, 'sending'),
  sql`coalesce(${mails.claimedAt}, ${mails.createdAt}) < now() - interval '${sql.raw(staleClaimInterval)}'`,
)!;

/** A subject or name can never carry a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Store a message in the outbox and queue its delivery. Without SMTP it stays `kept`: the outbox is
 * the record, and nothing is silently lost.
 */
export async function queueMail(db: Db, jobs: Jobs, config: Pick<Config, 'smtpUrl'>, mail: OutgoingMail): Promise<number> {
  const to = [...new Set(mail.to.map((address) => oneLine(address).toLowerCase()))].filter(Boolean);
  // An address already in To is not copied in again.
  const cc = [...new Set((mail.cc ?? []).map((address) => oneLine(address).toLowerCase()))].filter((a) => a && !to.includes(a));
  const [row] = await db
    .insert(mails)
    .values({
      to,
      cc,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
      status: config.smtpUrl ? 'queued' : 'kept',
    })
    .returning({ id: mails.id });
  if (config.smtpUrl) await jobs.send(deliverMailJob, { mailId: row.id });
  return row.id;
}

/**
 * Deliver one queued message. Claiming it (queued|failed → sending) before sending means a retried job never sends
 * a message twice once it went out. A stale claim is taken over: its process died between the claim and the record
 * of the outcome, perhaps after the SMTP server accepted it, so the message may go twice, with one Message-ID
 * (derived from the row's id) that lets the receiving side tell.
 */
export async function deliverMail(db: Db, storage: Storage, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, mailId: number) {
  if (!config.smtpUrl) return;
  const [mail] = await db
    .update(mails)
    .set({ status: 'sending', attempts: sql`${mails.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(eq(mails.id, mailId), or(inArray(mails.status, ['queued', 'failed']), staleClaim)))
    .returning();
  if (!mail) return;
  try {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...transportTimeouts });
    const attachments = await Promise.all(
      mail.attachments.map(async (a) => ({ filename: a.filename, contentType: a.contentType, content: await storage.read(a.storagePath) })),
    );
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      cc: mail.cc.length ? mail.cc : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments,
      messageId: `<mail-${mail.id}@cleanup.local>`,
    });
    await db.update(mails).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mails.id, mail.id));
  } catch (error) {
    await db
      .update(mails)
      .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'Delivery failed' })
      .where(eq(mails.id, mail.id));
    throw error;
  }
}
