import { get, set } from 'idb-keyval';
import type { CurrentUser } from '../../shared/api/users';
import { can } from '../../shared/permissions';
import { fetchAllPages } from './api';

/**
 * Collections kept in IndexedDB (docs/domain.md "Screens and limits"): fetched again only when the server's
 * cache time moved, then searched, sorted and paged locally.
 */
type Cached<T> = { changedAt: string | null; rows: T[] };
type Source = { resource: string; path: string; allowed: (user: CurrentUser) => boolean };

/** Users need `users`; vendors and expense categories are read by whoever keeps expenses or bank lines too. */
const keepsAccounts = (user: CurrentUser) => can(user, 'manage_expenses') || can(user, 'manage_transactions');
const sources: Source[] = [
  { resource: 'users', path: '/api/users', allowed: (user) => can(user, 'users') },
  { resource: 'vendors', path: '/api/vendors', allowed: (user) => can(user, 'vendors') || keepsAccounts(user) },
  {
    resource: 'expense_categories',
    path: '/api/expense-categories',
    allowed: (user) => can(user, 'expense_categories') || keepsAccounts(user),
  },
];

const memory = new Map<string, unknown[]>();

/** Step 3 of the initial load: refresh what changed, read the rest from IndexedDB. */
export async function loadCachedCollections(user: CurrentUser, times: Record<string, string | null>) {
  for (const source of sources) {
    if (!source.allowed(user)) continue;
    const key = `collection:${user.id}:${source.resource}`;
    const stored = await get<Cached<unknown>>(key).catch(() => undefined);
    const changedAt = times[source.resource] ?? null;
    if (stored && stored.changedAt === changedAt) {
      memory.set(source.resource, stored.rows);
      continue;
    }
    const rows = await fetchAllPages(source.path);
    memory.set(source.resource, rows);
    await set(key, { changedAt, rows } satisfies Cached<unknown>).catch(() => {});
  }
}

export function cachedRows<T>(resource: string): T[] {
  return (memory.get(resource) as T[] | undefined) ?? [];
}

/** Forget a collection so the next load fetches it again (after a change made here). */
export function invalidateCollection(resource: string) {
  memory.delete(resource);
}
