import { can } from '../../../shared/permissions';
import type { SessionUser } from '../../platform/types';

/**
 * Your own private documents always; anyone else's only with `users`. Callers answer a refusal
 * with 404, so a contractor cannot even learn that another user's document exists.
 */
export function mayHandleDocumentsOf(viewer: SessionUser, userId: number): boolean {
  return viewer.id === userId || can(viewer, 'users');
}
