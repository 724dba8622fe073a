import { asc, eq } from 'drizzle-orm';
import type { TransactionRule } from '../../../shared/api/transactions';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { auditDelete } from '../audit/audit';
import { transactionRules } from './transactions.table';

/** The saved rules, oldest first (saved from a match: PUT /api/transactions/{id} with `save_rule`). */
export async function listRules(db: Db): Promise<TransactionRule[]> {
  const rows = await db.select().from(transactionRules).orderBy(asc(transactionRules.id));
  return rows.map((r) => ({
    id: r.id,
    contains: r.contains,
    vendor_id: r.vendorId,
    category_id: r.categoryId,
    business_use: r.businessUse,
    gst: r.gst,
    confidence: r.confidence,
  }));
}

/** A rule no longer wanted; what it suggested before stays until the lines are matched or suggested again. */
export async function deleteRule(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(transactionRules).where(eq(transactionRules.id, id)).returning();
    if (!row) throw notFound();
    await auditDelete(tx, actor, 'transaction_rules', id, `Deleted the rule: description contains "${row.contains}"`, {
      contains: row.contains,
    });
  });
}
