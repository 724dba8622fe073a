import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from './errors';
import { idempotencyKeys } from './idempotency-keys.table';

/** How long a key answers (the IETF draft leaves it to the server; 24 hours covers any client's retries). */
const keptFor = sql`interval '24 hours'`;
/**
 * A lock older than this is taken to belong to a request whose process died, and a retry may take it over. Were
 * the first only slow, nothing is written twice (see `recordStep`): the cost of a short wait is wasted work.
 */
export const staleAfterSeconds = 10;
const staleBefore = sql`now() - ${sql.raw(`interval '${staleAfterSeconds} seconds'`)}`;

export type KeyedRequest = { userId: number; key: string; method: string; path: string; bodyHash: string };

/** This request holds the key: `steps` are what the transactions of an earlier attempt committed. */
export type Claim = KeyedRequest & { token: string; steps: unknown[] };

export type ClaimResult =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'answered'; status: number; response: string; contentType: string | null }
  | { kind: 'running'; retryAfter: number }
  | { kind: 'other request' };

const sameKey = (request: { userId: number; key: string }) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

/**
 * Takes the key for this request, or says why not: answered before (replay that), running in another request,
 * or used for another request. A key older than 24 hours is forgotten first. Each statement commits at once,
 * so on PostgreSQL a second request with the same key waits at most for the first's insert.
 */
export async function claimKey(db: Db, request: KeyedRequest): Promise<ClaimResult> {
  await db.delete(idempotencyKeys).where(and(sameKey(request), lt(idempotencyKeys.createdAt, sql`now() - ${keptFor}`)));
  const token = randomUUID();
  // Three tries: between the insert that found the key and the read, its first request may have dropped it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ ...request, lockedBy: token, lockedAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted) return { kind: 'claimed', claim: { ...request, token, steps: [] } };
    const [row] = await db.select().from(idempotencyKeys).where(sameKey(request));
    if (!row) continue;
    if (row.method !== request.method || row.path !== request.path || row.bodyHash !== request.bodyHash) return { kind: 'other request' };
    if (row.status !== null) return { kind: 'answered', status: row.status, response: row.response ?? '', contentType: row.contentType };
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedBy: token, lockedAt: sql`now()` })
      .where(
        and(
          sameKey(request),
          isNull(idempotencyKeys.status),
          or(isNull(idempotencyKeys.lockedBy), lt(idempotencyKeys.lockedAt, staleBefore)),
        ),
      )
      .returning({ steps: idempotencyKeys.steps });
    if (taken) return { kind: 'claimed', claim: { ...request, token, steps: taken.steps } };
    const [lock] = await db
      .select({ left: sql<number>`ceil(extract(epoch from ${idempotencyKeys.lockedAt} - ${staleBefore}))::int` })
      .from(idempotencyKeys)
      .where(sameKey(request));
    return { kind: 'running', retryAfter: Math.max(1, lock?.left ?? 1) };
  }
  return { kind: 'running', retryAfter: 1 };
}

/**
 * Inside the request's write transaction: appends what it answered to the key's steps, so its commit and the
 * record of it are one. Refused (409, rolling the write back) when the key is no longer this request's: a retry
 * took it over as stale, and only one of the two may commit.
 */
export async function recordStep(tx: Db, claim: Claim, step: unknown): Promise<void> {
  const [row] = await tx
    .update(idempotencyKeys)
    .set({ steps: sql`${idempotencyKeys.steps} || jsonb_build_array(${JSON.stringify(step)}::jsonb)`, lockedAt: sql`now()` })
    .where(and(sameKey(claim), eq(idempotencyKeys.lockedBy, claim.token)))
    .returning({ key: idempotencyKeys.key });
  if (!row) throw new HttpError(409, 'Another request with this Idempotency-Key has taken it over.');
}

/** The request's answer, replayed to every later request with the key. */
export async function storeAnswer(db: Db, claim: Claim, answer: { status: number; response: string; contentType: string | null }) {
  await db
    .update(idempotencyKeys)
    .set({ ...answer, lockedBy: null })
    .where(and(sameKey(claim), eq(idempotencyKeys.lockedBy, claim.token)));
}

/**
 * Nothing committed as far as this request knows, and no answer to keep: the key is free, and a retry runs
 * afresh. Only if its steps say so too: a commit whose acknowledgement was lost (the connection died as the
 * database committed) threw here, yet its step committed with it, in the same transaction. Such a key is only
 * released, so the retry replays the step instead of writing again.
 */
export async function dropKey(db: Db, claim: Claim) {
  const ours = and(sameKey(claim), eq(idempotencyKeys.lockedBy, claim.token));
  const dropped = await db
    .delete(idempotencyKeys)
    .where(and(ours, sql`jsonb_array_length(${idempotencyKeys.steps}) = 0`))
    .returning({ key: idempotencyKeys.key });
  if (dropped.length === 0) await releaseKey(db, claim);
}

/** Committed but without an answer (it failed after the commit): a retry replays the steps and answers. */
export async function releaseKey(db: Db, claim: Claim) {
  await db
    .update(idempotencyKeys)
    .set({ lockedBy: null })
    .where(and(sameKey(claim), eq(idempotencyKeys.lockedBy, claim.token)));
}

/** Keys past their 24 hours (the hourly job; a lookup also forgets its own). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keptFor}`));
}
