import type { Db } from '../db/client';
import { buildVisit, type VisitAttrs } from './factories';

/**
 * For the tests of a contractor's visit card: builds the visit and answers it as those tests read it,
 * the row apart from its client and lines, with the card's URL.
 */
export function cardVisit(db: Db) {
  return async (attrs: VisitAttrs) => {
    const { client, lines, assets: _assets, ...visit } = await buildVisit(db, attrs);
    return { client, visit, lines, url: `/api/user-schedules/${visit.id}` };
  };
}
