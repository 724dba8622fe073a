import { lockedQuarterMessage, quarterOfDate } from '../../../shared/bas';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { completedAmong } from './quarters.queries';

/**
 * The lock: refuses (422 on `field`) a change to a payment, expense, link or pay run dated in a quarter whose
 * BAS is complete. Pass every date the change touches — an edit's old date and its new one. Call it inside the
 * change's transaction, before writing. Used by the payments, expenses, bank and pay run features; a bank link passes its line's one date.
 */
export async function assertQuarterOpen(db: Db, dates: IsoDate | readonly (IsoDate | null | undefined)[], field = 'date') {
  const known = (typeof dates === 'string' ? [dates] : dates).filter((date): date is IsoDate => Boolean(date));
  const locked = await completedAmong(db, [...new Set(known.map((date) => quarterOfDate(date).id))]);
  if (locked.length === 0) return;
  const date = known.find((d) => locked.includes(quarterOfDate(d).id))!;
  throw invalid({ [field]: [lockedQuarterMessage(date)] });
}
