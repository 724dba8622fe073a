import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Mail, mailListQuery } from '../../../shared/api/mail';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { mails } from './mail.table';

/**
 * Tokens in links (a password reset, or any later link that grants access) would let a reader act
 * as the recipient. Only a reader who already holds every permission (an administrator, who can
 * gain nothing by it) sees them; everyone else sees where they were, not what they were.
 * 40+ URL-safe characters is a token. See docs/decisions/003-outbox-and-secrets.md.
 */
const secretToken = /[A-Za-z0-9_-]{40,}/g;

/** The outbox, newest first by default; `reveal` shows the secrets in the texts (seesSecrets). */
export async function listMails(db: Db, query: z.infer<typeof mailListQuery>, reveal: boolean) {
  // By subject or any recipient: the outbox is searched for "what went to whom".
  const where = searchIn(query.search, mails.subject, sql`${mails.to}::text`, sql`${mails.cc}::text`);
  const order = orderOf(query.direction);
  const rows = db.select().from(mails).where(where).orderBy(order(mails.createdAt), order(mails.id));
  return pagedSelect(query, rows, countWhere(db, mails, where), (page) =>
    page.map((m): Mail => ({
      id: m.id,
      to: m.to,
      cc: m.cc,
      subject: m.subject,
      text: reveal ? m.text : m.text.replace(secretToken, '[hidden]'),
      attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
      status: m.status,
      attempts: m.attempts,
      error: m.error,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
  );
}
