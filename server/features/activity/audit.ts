import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import { audits } from './activity.table';

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  description: string;
  changes?: Record<string, unknown>;
};

const auditRow = (actor: Actor, entry: AuditEntry) => ({
  userId: actor.userId,
  originalUserId: actor.originalUserId,
  userName: actor.userName,
  action: entry.action,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
  description: entry.description,
  changes: entry.changes ?? null,
});

/** Record who changed what. Every change that matters goes through here. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry) {
  await db.insert(audits).values(auditRow(actor, entry));
}

/** Many entries by one actor in one statement (a batch job's work), in the order given. */
export async function auditAll(db: Db, actor: Actor, entries: readonly AuditEntry[]) {
  for (let start = 0; start < entries.length; start += 1000) await db.insert(audits).values(entries.slice(start, start + 1000).map((entry) => auditRow(actor, entry)));
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
