import { mayGrant } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import type { Actor, SessionUser } from '../../platform/types';
import { audit } from '../audit/audit';
import { loadSessionUser } from '../users/session-user.queries';

/**
 * Sign in as another user. Refused for yourself, while already assuming (no nesting), and for
 * anyone holding a permission you lack (no climbing). Audited with both names.
 */
export async function assumeUser(db: Db, me: SessionUser, originalUserId: number | null, targetId: number, actor: Actor) {
  if (originalUserId) throw forbidden('Return to your own account before assuming another user.');
  if (targetId === me.id) throw new HttpError(422, 'You cannot assume yourself.');
  const target = await loadSessionUser(db, targetId);
  if (!target) throw notFound();
  if (!mayGrant(me, target.permissions)) {
    throw forbidden('You cannot assume a user who holds permissions you do not have.');
  }
  await audit(db, actor, {
    action: 'assume',
    subjectType: 'users',
    subjectId: target.id,
    description: `${me.name} signed in as ${target.name}`,
  });
  return target;
}

/**
 * Back from an assumed account: audited as the person returning, by their own name ("Alex Morgan returned
 * from Priya Shah"), since from here on they act as themselves.
 */
export async function returnFromAssumed(db: Db, assumed: SessionUser, originalUserId: number) {
  const original = await loadSessionUser(db, originalUserId);
  const name = original?.name ?? 'Someone';
  await audit(
    db,
    { userId: originalUserId, originalUserId: null, userName: original?.name ?? null },
    {
      action: 'assume_return',
      subjectType: 'users',
      subjectId: assumed.id,
      description: `${name} returned from ${assumed.name}`,
    },
  );
}
