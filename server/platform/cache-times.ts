import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cacheTimes } from './cache-times.table';

/** Collections the web app keeps in IndexedDB (docs/domain.md "Screens and limits"). */
export const cachedResources = ['users', 'clients', 'vendors', 'expense_categories'] as const;
export type CachedResource = (typeof cachedResources)[number];

/**
 * The database's clock, never the process's: with several app processes on several machines, one collection's
 * times would otherwise come from clocks that disagree. The time is only compared for equality (web/lib/cache.ts).
 */
export async function touchCache(db: Db, resource: CachedResource) {
  await db
    .insert(cacheTimes)
    .values({ resource, changedAt: sql`now()` })
    .onConflictDoUpdate({ target: cacheTimes.resource, set: { changedAt: sql`now()` } });
}

export async function readCacheTimes(db: Db): Promise<Record<string, string | null>> {
  const rows = await db.select().from(cacheTimes);
  const times: Record<string, string | null> = Object.fromEntries(cachedResources.map((r) => [r, null]));
  for (const row of rows) times[row.resource] = row.changedAt.toISOString();
  return times;
}
