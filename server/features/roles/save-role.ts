import { eq, sql } from 'drizzle-orm';
import type { RoleInput } from '../../../shared/api/roles';
import { normalisePermissions, type PermissionKey } from '../../../shared/permissions';
import { mayGrant } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { forbidden, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { roleHolders } from './roles.queries';
import { roles } from './roles.table';

/** Who edits roles: named in the audit trail, and able to grant only permissions they hold themselves. */
export type RoleEditor = Actor & { permissions: readonly PermissionKey[] };

const beyondReach = (editor: RoleEditor, permissions: readonly PermissionKey[]) => !mayGrant(editor, permissions);

function checkGrant(editor: RoleEditor, permissions: readonly PermissionKey[]) {
  if (beyondReach(editor, permissions)) throw invalid({ permissions: ['You cannot grant permissions you do not have.'] });
}

async function checkUnique(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()}${exceptId ? sql` and ${roles.id} <> ${exceptId}` : sql``}`);
  if (taken) throw invalid({ name: ['The name has already been taken.'] });
}

export async function createRole(db: Db, input: RoleInput, actor: RoleEditor): Promise<number> {
  const permissions = normalisePermissions(input.permissions);
  checkGrant(actor, permissions);
  await checkUnique(db, input.name);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(roles).values({ name: input.name, permissions }).returning({ id: roles.id });
    await audit(tx, actor, { action: 'create', subjectType: 'roles', subjectId: row.id, description: `Created role ${input.name}` });
    return row.id;
  });
}

export async function updateRole(db: Db, id: number, input: RoleInput, actor: RoleEditor) {
  const [before] = await db.select().from(roles).where(eq(roles.id, id));
  if (!before) throw notFound();
  if (beyondReach(actor, normalisePermissions(before.permissions)))
    throw forbidden('You cannot change a role that holds permissions you do not have.');
  const after = { name: input.name, permissions: normalisePermissions(input.permissions) };
  checkGrant(actor, after.permissions);
  await checkUnique(db, input.name, id);
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(roles.id, id));
    // Cached users carry their role's name.
    if (before.name !== after.name) await touchCache(tx, 'users');
    await auditUpdate(tx, actor, 'roles', id, `Updated role ${input.name}`, before, after);
  });
}

/** A role that people still hold cannot go: they would be left with none. */
export async function deleteRole(db: Db, id: number, actor: Actor) {
  const [before] = await db.select().from(roles).where(eq(roles.id, id));
  if (!before) throw notFound();
  const n = (await roleHolders.call(db, [id])).get(id) ?? 0;
  if (n > 0) throw invalid({ role: [`This role is held by ${n} user${n === 1 ? '' : 's'}; give them another role first.`] });
  await db.transaction(async (tx) => {
    await tx.delete(roles).where(eq(roles.id, id));
    await auditDelete(tx, actor, 'roles', id, `Deleted role ${before.name}`);
  });
}
