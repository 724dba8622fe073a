import type { CurrentUser } from '../../../shared/api/users';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/types';
import { findUser } from '../users/users.queries';

export async function currentUser(db: Db, user: SessionUser, originalUserId: number | null): Promise<CurrentUser> {
  const [me, original] = await readTogether(db, [
    () => findUser(db, user.id),
    () => (originalUserId ? findUser(db, originalUserId) : null),
  ]);
  if (!me) throw notFound();
  return {
    ...me,
    permissions: user.permissions,
    assumed_by: original ? { id: original.id, name: original.name } : null,
  };
}
