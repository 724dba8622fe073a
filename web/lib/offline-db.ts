import type { DBSchema, IDBPDatabase } from 'idb';

/**
 * The phone's own copy of the contractor's day (docs/architecture.md "Offline"), in IndexedDB: the last good
 * answers of the reads the visit flow makes (`reads`, by URL) and the writes made while offline (`outbox`, in
 * the order they were made).
 */
export type OutboxStatus = 'waiting' | 'refused';

/** A photo taken offline: its bytes wait here until the resumable upload can send them. */
export type QueuedPhoto = { name: string; type: string; bytes: ArrayBuffer };

export type OutboxItem = {
  /** Order of making; the queue sends in this order. */
  seq: number;
  /** Whose change it is: only the person signed in sends their own. */
  userId: number;
  visitId: number;
  /** What the change is, for applying it to the card before the server has it (web/features/jobs/visit-queued.ts). */
  kind: string;
  /** In words, for the list of what waits or was refused: "Ticked Vacuum". */
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  photo?: QueuedPhoto;
  /** Sent with every try, so a send that half-worked is answered, not applied twice (decision 022). */
  idempotencyKey: string;
  /** When it was made (ISO instant). */
  madeAt: string;
  status: OutboxStatus;
  /** The server's reason, when it refused the change. */
  message?: string;
};

interface OfflineSchema extends DBSchema {
  reads: { key: string; value: { url: string; body: unknown } };
  outbox: { key: number; value: OutboxItem };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/**
 * The database, or null where the browser has none (tests without it, a private window that refuses it). Its
 * library loads with the first use, off the sign-in page's JavaScript (docs/decisions/040-first-screen-javascript.md).
 */
export async function offlineDb(): Promise<IDBPDatabase<OfflineSchema> | null> {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= import('idb').then(({ openDB }) =>
    openDB<OfflineSchema>('cleanup-offline', 1, {
      upgrade(db) {
        db.createObjectStore('reads', { keyPath: 'url' });
        db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      },
    }),
  );
  return opened.catch(() => null);
}
