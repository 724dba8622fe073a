import { eq } from 'drizzle-orm';
import type { SuburbInput } from '../../../shared/api/suburbs';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { regions, suburbs } from './suburbs.table';

async function checkRegion(db: Db, regionId: number) {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw invalid({ region_id: ['The selected state is invalid.'] });
}

const columnsOf = (input: SuburbInput) => ({ name: input.name, regionId: input.region_id, code: input.code });

export async function createSuburb(db: Db, input: SuburbInput, actor: Actor): Promise<number> {
  await checkRegion(db, input.region_id);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(suburbs).values(columnsOf(input)).returning({ id: suburbs.id });
    await audit(tx, actor, { action: 'create', subjectType: 'suburbs', subjectId: row.id, description: `Created suburb ${input.name}` });
    return row.id;
  });
}

export async function updateSuburb(db: Db, id: number, input: SuburbInput, actor: Actor) {
  const [before] = await db.select().from(suburbs).where(eq(suburbs.id, id));
  if (!before) throw notFound();
  await checkRegion(db, input.region_id);
  await db.transaction(async (tx) => {
    await tx.update(suburbs).set(columnsOf(input)).where(eq(suburbs.id, id));
    await auditUpdate(tx, actor, 'suburbs', id, `Updated suburb ${input.name}`, before, columnsOf(input));
  });
}

export async function deleteSuburb(db: Db, id: number, actor: Actor) {
  const [before] = await db.select().from(suburbs).where(eq(suburbs.id, id));
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    await tx.delete(suburbs).where(eq(suburbs.id, id));
    await auditDelete(tx, actor, 'suburbs', id, `Deleted suburb ${before.name}`);
  });
}
