import { eq } from 'drizzle-orm';
import type { VendorInput } from '../../../shared/api/vendors';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { invalid, notFound } from '../../platform/errors';
import { hook } from '../../platform/hooks';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { findUser } from '../users/users.queries';
import { vendorOfUser } from './vendors.queries';
import { vendors } from './vendors.table';

/** How many expenses name a vendor (one in use cannot be deleted): the expenses feature answers, at start-up. */
export const expensesOfVendor = hook<[db: Db, vendorId: number], Promise<number>>('vendors.expensesOfVendor');

const columnsOf = (input: VendorInput) => ({
  name: input.name,
  tradingName: input.trading_name,
  abn: input.abn,
  phone: input.phone,
  email: input.email,
  userId: input.user_id,
  gstRegistered: input.gst_registered,
});

/** The linked person exists and is no other vendor already. */
async function checkUser(db: Db, userId: number | null, exceptId?: number) {
  if (userId === null) return;
  const user = await findUser(db, userId);
  if (!user) throw invalid({ user_id: ['The selected user is invalid.'] });
  const taken = await vendorOfUser(db, userId);
  if (taken && taken.id !== exceptId) throw invalid({ user_id: [`${user.name} is already the vendor ${taken.name}.`] });
}

/** Creates a vendor; the cached vendors collection moves with it. */
export async function createVendor(db: Db, input: VendorInput, actor: Actor): Promise<number> {
  await checkUser(db, input.user_id);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vendors).values(columnsOf(input)).returning({ id: vendors.id });
    await touchCache(tx, 'vendors');
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'vendors',
      subjectId: row.id,
      description: `Created vendor ${input.name}`,
      changes: columnsOf(input),
    });
    return row.id;
  });
}

export async function updateVendor(db: Db, id: number, input: VendorInput, actor: Actor) {
  const [before] = await db.select().from(vendors).where(eq(vendors.id, id));
  if (!before) throw notFound();
  await checkUser(db, input.user_id, id);
  await db.transaction(async (tx) => {
    await tx
      .update(vendors)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(vendors.id, id));
    await touchCache(tx, 'vendors');
    await auditUpdate(tx, actor, 'vendors', id, `Updated vendor ${input.name}`, before, columnsOf(input));
  });
}

/** A vendor that expenses name cannot go: they would lose who was paid (and their GST claim its basis). */
export async function deleteVendor(db: Db, id: number, actor: Actor) {
  const [before] = await db.select().from(vendors).where(eq(vendors.id, id));
  if (!before) throw notFound();
  const n = await expensesOfVendor.call(db, id);
  if (n > 0)
    throw invalid({
      vendor: [
        `${before.name} cannot be deleted: ${n} expense${n === 1 ? ' names' : 's name'} it. Move ${n === 1 ? 'it' : 'them'} to another vendor first.`,
      ],
    });
  await db.transaction(async (tx) => {
    await tx.delete(vendors).where(eq(vendors.id, id));
    await touchCache(tx, 'vendors');
    await auditDelete(tx, actor, 'vendors', id, `Deleted vendor ${before.name}`);
  });
}
