import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cacheTimes } from './cache-times.table';

/** Collections the web app keeps in IndexedDB (docs/domain.md "Screens and limits"). */
export const cachedResources = ['users', 'clients', 'vendors', 'expense_categories'] as const;
export type CachedResource = (typeof cachedResources)[number];

export async function touchCache(db: Db, resource: CachedResource) {
  await db
    .insert(cacheTimes)
    .values({ resource, changedAt: new Date() })
    .onConflictDoUpdate({ target: cacheTimes.resource, set: { changedAt: sql`now()` } });
}

export async function readCacheTimes(db: Db): Promise<Record<string, string | null>> {
  const rows = await db.select().from(cacheTimes);
  const times: Record<string, string | null> = Object.fromEntries(cachedResources.map((r) => [r, null]));
  for (const row of rows) times[row.resource] = row.changedAt.toISOString();
  return times;
}
