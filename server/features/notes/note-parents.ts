import type { PermissionKey } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { clientExists } from '../clients/clients.queries';

/** Who may read a parent's notes (any one key) and who may write them (any write key as well as a read key). */
type NoteParent = { exists: (db: Db, id: number) => Promise<boolean>; read: readonly PermissionKey[]; write: readonly PermissionKey[] };

/**
 * The parents that carry notes, by their path name (pluralised kebab-case, as in `/api/clients/4/notes`).
 * Adding a parent is one line here; the routes' access rules are the union of these keys.
 */
export const noteParents: Record<string, NoteParent> = {
  clients: { exists: clientExists, read: ['view_clients'], write: ['manage_notes'] },
};

export const noteParentOf = (type: string): NoteParent | undefined => (Object.hasOwn(noteParents, type) ? noteParents[type] : undefined);

export const noteParentExists = (db: Db, parent: NoteParent, id: number): Promise<boolean> => parent.exists(db, id);

const union = (keys: (parent: NoteParent) => readonly PermissionKey[]) => [...new Set(Object.values(noteParents).flatMap(keys))];
export const noteReadAccess = union((p) => p.read);
export const noteWriteAccess = union((p) => p.write);
