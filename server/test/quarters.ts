import { expect } from 'vitest';
import { quarterOfDate } from '../../shared/bas';
import type { IsoDate } from '../../shared/dates';
import type { Client } from './test-app';

/** Runs `check` while the BAS quarter of `date` is complete (marked by `bookkeeper`), and reopens it after, whatever happens. */
export async function whileQuarterComplete(bookkeeper: Client, date: IsoDate, check: () => Promise<void>) {
  const quarter = `/api/account-activity/${quarterOfDate(date).id}`;
  expect((await bookkeeper.put(quarter, { bas_complete: true })).statusCode).toBe(200);
  try {
    await check();
  } finally {
    await bookkeeper.put(quarter, { bas_complete: false });
  }
}
