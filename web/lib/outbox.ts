import { useSyncExternalStore } from 'react';
import { ApiError, api } from './api';
import { nowInstant } from './business-day';
import { newKey } from './idempotency';
import { offlineDb, type OutboxItem } from './offline-db';

/**
 * The outbox (docs/architecture.md "Offline"): a contractor's visit writes, kept in IndexedDB in the order they
 * were made and sent in that order when the network allows: at once, when the browser comes back online, when
 * the app starts, and every half minute. Each keeps its `Idempotency-Key` for every try, so a send whose answer
 * was lost is answered again, not applied twice. A refusal (the office skipped or reassigned the visit) is kept
 * with the server's message until the person dismisses it; a network failure or a 5xx leaves it waiting.
 */
export type NewOutboxItem = Omit<OutboxItem, 'seq' | 'idempotencyKey' | 'madeAt' | 'status' | 'message' | 'userId'>;
export type Outcome = { state: 'sent'; answer: unknown } | { state: 'refused'; error: ApiError } | { state: 'waiting' };

let owner: number | null = null;
let items: OutboxItem[] = [];
const listeners = new Set<() => void>();
const outcomes = new Map<number, (outcome: Outcome) => void>();
let afterAnswer: () => void = () => {};

function publish(next: OutboxItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

async function reload() {
  const db = await offlineDb();
  const all = db ? await db.getAll('outbox').catch(() => []) : [];
  publish(all.filter((item) => item.userId === owner).sort((a, b) => a.seq - b.seq));
}

/** The signed-in person's changes, oldest first (a stable array until something changes, for React). */
export const outboxItems = () => items;
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The signed-in person's changes, kept current. */
export const useOutbox = () => useSyncExternalStore(subscribeOutbox, outboxItems);

/** A refused change is no answer to wait for: these are, and a 401 waits for the person to sign in again. */
const staysWaiting = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || [401, 408, 409, 429].includes(error.status);

async function send(item: OutboxItem): Promise<unknown> {
  const options = { method: item.method, body: item.body, quiet: true, idempotencyKey: item.idempotencyKey };
  if (!item.photo) return api(item.url, options);
  const { photo } = item;
  // The resumable upload: the keyed first POST answers the same upload id however often it is sent, and the
  // server says how much of the file it holds, so an interrupted photo continues where it stopped.
  // The upload code loads with the first photo to send, not with every signed-in page (docs/decisions/040-first-screen-javascript.md).
  const { uploadFile } = await import('./upload');
  await uploadFile({ file: new Blob([photo.bytes], { type: photo.type }), begin: () => api<{ id: string }>(item.url, options) });
  return null;
}

async function drain() {
  const db = await offlineDb();
  for (;;) {
    const next = items.find((item) => item.status === 'waiting');
    if (!db || !next) return;
    let outcome: Outcome;
    try {
      outcome = { state: 'sent', answer: await send(next) };
      await db.delete('outbox', next.seq);
    } catch (error) {
      if (staysWaiting(error)) return;
      const refusal = error as ApiError;
      outcome = { state: 'refused', error: refusal };
      await db.put('outbox', { ...next, status: 'refused', message: refusal.message });
    }
    await reload();
    outcomes.get(next.seq)?.(outcome);
    outcomes.delete(next.seq);
    // Sent or refused, the server's visit is news: a refusal usually means the office changed it meanwhile.
    afterAnswer();
  }
}

let running: Promise<void> | null = null;
let again = false;

/** Sends what waits, in order, one at a time; stops at the first that gets no answer. */
export function flushOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await drain().catch(() => {});
    } while (again);
    // Whoever waits on a change still queued learns it waits.
    for (const [seq, resolve] of outcomes)
      if (items.some((item) => item.seq === seq && item.status === 'waiting')) resolve({ state: 'waiting' });
  })().finally(() => {
    running = null;
  });
  return running;
}

/** How long a change made online waits for its own answer before the card treats it as queued. */
const answerWaitMs = 10_000;

/** Queues a change behind the others and tries to send what waits; answers what became of this one. */
export async function submitToOutbox(change: NewOutboxItem): Promise<Outcome> {
  const db = await offlineDb();
  if (!db || owner === null) {
    // No IndexedDB (or nobody signed in): sent as any other request, or not at all.
    try {
      return {
        state: 'sent',
        answer: await send({ ...change, seq: 0, userId: 0, idempotencyKey: newKey(), madeAt: '', status: 'waiting' }),
      };
    } catch (error) {
      if (error instanceof ApiError && !staysWaiting(error)) return { state: 'refused', error };
      throw error;
    }
  }
  const made = { ...change, userId: owner, idempotencyKey: newKey(), madeAt: nowInstant(), status: 'waiting' as const };
  const seq = await db.add('outbox', made as OutboxItem);
  await reload();
  const outcome = new Promise<Outcome>((resolve) => outcomes.set(seq, resolve));
  void flushOutbox();
  // Offline, or behind a slow send, the change is kept: the card shows it at once and does not wait.
  if (!navigator.onLine) return { state: 'waiting' };
  const answered = await Promise.race([
    outcome,
    new Promise<Outcome>((resolve) => setTimeout(() => resolve({ state: 'waiting' }), answerWaitMs)),
  ]);
  // Refused while the person waits: they are told there and then (as any form is), so it is not kept as well.
  if (answered.state === 'refused') await dismissOutboxItem(seq);
  return answered;
}

/** Drops a change: a refusal the person has read, or (signing out) everything. */
export async function dismissOutboxItem(seq: number) {
  const db = await offlineDb();
  await db?.delete('outbox', seq);
  await reload();
}

export async function clearOutbox() {
  const db = await offlineDb();
  for (const item of items) await db?.delete('outbox', item.seq);
  await reload();
}

const retryMs = 30_000;

/** Starts the outbox for the signed-in person; `onAnswer` refreshes what shows visits. Answers a stop. */
export function startOutbox(userId: number, onAnswer: () => void): () => void {
  owner = userId;
  afterAnswer = onAnswer;
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  const timer = setInterval(() => navigator.onLine && flush(), retryMs);
  void reload().then(flush);
  return () => {
    window.removeEventListener('online', flush);
    clearInterval(timer);
  };
}

/** For tests: forget the person and what is loaded. */
export function resetOutbox() {
  owner = null;
  outcomes.clear();
  publish([]);
}
