import { and, eq, inArray, notInArray, notLike } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Activity, type ActivityKind, type activityListQuery, signInActions } from '../../../shared/api/activity';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { users } from '../users/users.table';
import { audits } from '../audit/audit.table';
import { awaitingUploadPrefix } from '../audit/audit';

const originals = alias(users, 'original_users');

/** Price and pay fields as the audit records them (column names, camelCase or snake_case). */
const payKey = /^(price|total|contractor_?(total|amount|percentage))$/i;

/** Without task_price a reader sees that a price changed, not what it was (decision 006). */
function changesFor(changes: Record<string, unknown> | null, seesPrices: boolean) {
  if (!changes || seesPrices) return changes;
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !payKey.test(key)));
}

const kindCondition = (kind: ActivityKind | undefined) =>
  kind === 'sign_ins'
    ? inArray(audits.action, [...signInActions])
    : kind === 'changes'
      ? notInArray(audits.action, [...signInActions])
      : undefined;

/** Newest first, served by audits_created. */
export async function listActivity(db: Db, query: z.infer<typeof activityListQuery>, seesPrices: boolean) {
  const where = and(
    notLike(audits.action, `${awaitingUploadPrefix}%`),
    searchIn(query.search, audits.description),
    kindCondition(query.filters.kind),
  );
  const order = orderOf(query.direction);
  const rows = db
    .select({ audit: audits, originalName: originals.name })
    .from(audits)
    .leftJoin(originals, eq(originals.id, audits.originalUserId))
    .where(where)
    .orderBy(order(audits.createdAt), order(audits.id));
  return pagedSelect(query, rows, countWhere(db, audits, where), (page) =>
    page.map(({ audit, originalName }): Activity => ({
      id: audit.id,
      user_id: audit.userId,
      user_name: audit.userName,
      original_user_name: originalName,
      action: audit.action,
      subject_type: audit.subjectType,
      subject_id: audit.subjectId,
      description: audit.description,
      changes: changesFor(audit.changes, seesPrices),
      created_at: audit.createdAt.toISOString(),
    })),
  );
}
