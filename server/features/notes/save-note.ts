import { and, eq } from 'drizzle-orm';
import type { NoteInput } from '../../../shared/api/notes';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete } from '../audit/audit';
import { notes } from './notes.table';

export type NoteParentRef = { parentType: string; parentId: number };

const subject = (ref: NoteParentRef) => `${ref.parentType} #${ref.parentId}`;

export async function createNote(db: Db, ref: NoteParentRef, input: NoteInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notes)
      .values({ parentType: ref.parentType, parentId: ref.parentId, note: input.note, userId: actor.userId })
      .returning({ id: notes.id });
    await audit(tx, actor, { action: 'create', subjectType: 'notes', subjectId: row.id, description: `Added a note to ${subject(ref)}` });
    return row.id;
  });
}

async function existing(db: Db, ref: NoteParentRef, id: number) {
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.parentType, ref.parentType), eq(notes.parentId, ref.parentId)));
  if (!row) throw notFound();
  return row;
}

export async function updateNote(db: Db, ref: NoteParentRef, id: number, input: NoteInput, actor: Actor) {
  const before = await existing(db, ref, id);
  await db.transaction(async (tx) => {
    await tx.update(notes).set({ note: input.note, updatedAt: new Date() }).where(eq(notes.id, id));
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'notes',
      subjectId: id,
      description: `Updated a note on ${subject(ref)}`,
      changes: { note: { from: before.note, to: input.note } },
    });
  });
}

export async function deleteNote(db: Db, ref: NoteParentRef, id: number, actor: Actor) {
  await existing(db, ref, id);
  await db.transaction(async (tx) => {
    await tx.delete(notes).where(eq(notes.id, id));
    await auditDelete(tx, actor, 'notes', id, `Deleted a note on ${subject(ref)}`);
  });
}

/**
 * Every note on one parent, for the parent's own delete command, in its transaction: notes have no foreign
 * key to cascade. The parent's deletion is the audited change.
 */
export async function deleteNotesOf(db: Db, ref: NoteParentRef) {
  await db.delete(notes).where(and(eq(notes.parentType, ref.parentType), eq(notes.parentId, ref.parentId)));
}
