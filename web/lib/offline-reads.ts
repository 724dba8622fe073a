import { offlineDb } from './offline-db';

/**
 * The reads kept for a contractor with no signal (docs/architecture.md "Offline"): what signing in, the jobs
 * list and the visit card ask. Their last good answer is kept, and read when the network is not there.
 */
const keptReads = [
  /^\/api\/user$/,
  /^\/api\/cache-check$/,
  /^\/api\/regions$/,
  /^\/api\/suburbs$/,
  /^\/api\/public-holidays$/,
  /^\/api\/users\/\d+\/schedules$/,
  /^\/api\/user-schedules\/\d+$/,
];

export const isKeptRead = (method: string, url: string) => method === 'GET' && keptReads.some((read) => read.test(url.split('?')[0]));

/** Keeps an answer as the last good one for `url` (with its query). */
export async function keepRead(url: string, body: unknown) {
  const db = await offlineDb();
  if (!db) return;
  // Another person signed in on this phone: the last one's day is not theirs to read.
  if (url === '/api/user') {
    const before = await db.get('reads', url).catch(() => undefined);
    const id = (body as { id?: number } | null)?.id;
    if (before && (before.body as { id?: number } | null)?.id !== id) await db.clear('reads');
  }
  await db.put('reads', { url, body }).catch(() => {});
}

/** The last good answer for `url`, or undefined when none was kept. */
export async function keptRead<T>(url: string): Promise<T | undefined> {
  const db = await offlineDb();
  const kept = await db?.get('reads', url).catch(() => undefined);
  return kept?.body as T | undefined;
}

/** Forgets every kept answer (signing out). */
export async function forgetReads() {
  const db = await offlineDb();
  await db?.clear('reads').catch(() => {});
}
