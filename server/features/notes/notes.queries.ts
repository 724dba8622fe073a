import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Note, noteListQuery } from '../../../shared/api/notes';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { users } from '../users/users.table';
import { notes } from './notes.table';

const columns = {
  id: notes.id,
  parentType: notes.parentType,
  parentId: notes.parentId,
  note: notes.note,
  userId: users.id,
  userName: users.name,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

type NoteRow = {
  id: number;
  parentType: string;
  parentId: number;
  note: string;
  userId: number | null;
  userName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const present = (row: NoteRow): Note => ({
  id: row.id,
  parent_type: row.parentType,
  parent_id: row.parentId,
  note: row.note,
  user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const ofParent = (parentType: string, parentId: number) => and(eq(notes.parentType, parentType), eq(notes.parentId, parentId));

const selectNotes = (db: Db) => db.select(columns).from(notes).leftJoin(users, eq(users.id, notes.userId));

export async function findNote(db: Db, parentType: string, parentId: number, id: number): Promise<Note | null> {
  const [row] = await selectNotes(db).where(and(eq(notes.id, id), ofParent(parentType, parentId)));
  return row ? present(row) : null;
}

const sortColumns = { created_at: notes.createdAt, updated_at: notes.updatedAt } as const;

/** Served by notes_parent (parent_type, parent_id, created_at). */
export async function listNotes(db: Db, parentType: string, parentId: number, query: z.infer<typeof noteListQuery>) {
  const where = and(ofParent(parentType, parentId), searchIn(query.search, notes.note));
  const order = orderOf(query.direction);
  const rows = selectNotes(db).where(where).orderBy(order(sortColumns[query.sort]), order(notes.id));
  return pagedSelect(query, rows, countWhere(db, notes, where), (page) => page.map(present));
}
