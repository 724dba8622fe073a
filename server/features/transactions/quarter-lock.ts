import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { assertQuarterOpen as assertQuartersOpen } from '../account-activity/account-activity';

/**
 * The BAS quarter lock (docs/domain.md "Account activity"): a link dated in a quarter marked `bas_complete` is
 * refused (422 under `date`) until the quarter is reopened. Every command that links a bank line calls this inside
 * its transaction, with the bank line's date; the account-activity feature owns the lock.
 */
export async function assertQuarterOpen(tx: Db, date: IsoDate): Promise<void> {
  await assertQuartersOpen(tx, [date], 'date');
}
