import { and, eq } from 'drizzle-orm';
import type { ContactInput } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { contacts } from './clients.table';

const columnsOf = (input: ContactInput) => ({
  name: input.name,
  number: input.number,
  email: input.email,
  type: input.type,
  notes: input.notes,
});

export async function createContact(db: Db, clientId: number, input: ContactInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...columnsOf(input), clientId })
      .returning({ id: contacts.id });
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'contacts',
      subjectId: row.id,
      description: `Added contact ${input.name} to client #${clientId}`,
    });
    return row.id;
  });
}

async function existing(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.clientId, clientId)));
  if (!row) throw notFound();
  return row;
}

export async function updateContact(db: Db, clientId: number, id: number, input: ContactInput, actor: Actor) {
  const before = await existing(db, clientId, id);
  await db.transaction(async (tx) => {
    await tx.update(contacts).set(columnsOf(input)).where(eq(contacts.id, id));
    await auditUpdate(tx, actor, 'contacts', id, `Updated contact ${input.name} of client #${clientId}`, before, columnsOf(input));
  });
}

export async function deleteContact(db: Db, clientId: number, id: number, actor: Actor) {
  const before = await existing(db, clientId, id);
  await db.transaction(async (tx) => {
    await tx.delete(contacts).where(eq(contacts.id, id));
    await auditDelete(tx, actor, 'contacts', id, `Deleted contact ${before.name} of client #${clientId}`);
  });
}
