import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';

/**
 * The BAS quarter lock (docs/domain.md "Account activity"): a link, payment or expense dated in a quarter marked
 * `bas_complete` is refused until the quarter is reopened. Every command that links a bank line calls this inside
 * its transaction; the account-activity feature owns the lock and is wired in here at merge (it throws a 422).
 */
export async function assertQuarterOpen(_tx: Db, _date: IsoDate): Promise<void> {
  // Until the account-activity feature lands, every quarter is open.
}
