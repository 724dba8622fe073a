import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import { audits } from './audit.table';

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  description: string;
  changes?: Record<string, unknown>;
  /**
   * The upload whose file this entry adds: the entry stays out of the log until that upload completes, so a
   * refused or abandoned file is never logged as added (confirmUploadAudits shows it, dated then).
   */
  awaitsUpload?: string;
};

/** The action of an entry waiting for its upload: hidden from the log until the file is accepted. */
export const awaitingUploadPrefix = 'awaiting_upload:';

const auditRow = (actor: Actor, entry: AuditEntry) => ({
  userId: actor.userId,
  originalUserId: actor.originalUserId,
  userName: actor.userName,
  action: entry.awaitsUpload ? `${awaitingUploadPrefix}${entry.action}` : entry.action,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
  description: entry.description,
  changes: entry.awaitsUpload ? { ...entry.changes, upload_id: entry.awaitsUpload } : (entry.changes ?? null),
});

/** Record who changed what. Every change that matters goes through here. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry) {
  await db.insert(audits).values(auditRow(actor, entry));
}

/** The entry of an edit: it records only the fields that changed from `before` to `after` (see diff). */
export async function auditUpdate(
  db: Db,
  actor: Actor,
  subjectType: string,
  subjectId: string | number,
  description: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await audit(db, actor, { action: 'update', subjectType, subjectId, description, changes: diff(before, after) });
}

/** The entry of a deletion: what went, in words, and what of it is worth keeping beside them. */
export async function auditDelete(
  db: Db,
  actor: Actor,
  subjectType: string,
  subjectId: string | number,
  description: string,
  changes?: Record<string, unknown>,
) {
  await audit(db, actor, { action: 'delete', subjectType, subjectId, description, changes });
}

/** Many entries by one actor in one statement (a batch job's work), in the order given. */
export async function auditAll(db: Db, actor: Actor, entries: readonly AuditEntry[]) {
  for (let start = 0; start < entries.length; start += 1000)
    await db.insert(audits).values(entries.slice(start, start + 1000).map((entry) => auditRow(actor, entry)));
}

/** The upload completed: its waiting entries join the log, dated now. How many there were. */
export async function confirmUploadAudits(db: Db, uploadId: string): Promise<number> {
  const confirmed = await db
    .update(audits)
    .set({ action: sql`substr(${audits.action}, ${awaitingUploadPrefix.length + 1}::int)`, createdAt: sql`now()` })
    .where(and(like(audits.action, `${awaitingUploadPrefix}%`), eq(sql`${audits.changes}->>'upload_id'`, uploadId)))
    .returning({ id: audits.id });
  return confirmed.length;
}

export const systemActor: Actor = { userId: null, originalUserId: null, userName: 'System' };

/** Only the fields that changed, with before and after, and never secrets. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (/password|token/i.test(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = { from: before[key] ?? null, to: value };
  }
  return changes;
}
