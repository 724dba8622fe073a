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

/** Record who changed what. Every change that matters goes through here. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry) {
  await db.insert(audits).values({
    userId: actor.userId,
    originalUserId: actor.originalUserId,
    userName: actor.userName,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    description: entry.description,
    changes: entry.changes ?? null,
  });
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
