import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from './errors';
import { type Claim, claimKey, dropKey, recordStep, releaseKey, storeAnswer } from './idempotency-keys';

/**
 * `Idempotency-Key` on every POST and every GET that changes state (the IETF httpapi draft): the same key from
 * the same user with the same body within 24 hours gets the first answer again and writes nothing; with another
 * body 422; while the first still runs 409. Guests' requests (no user to scope the key to) and routes marked
 * `idempotency: false` ignore it; another method is keyed where its route says `idempotency: true`.
 *
 * A write and the record of it commit together: every top-level `db.transaction` a keyed request opens appends
 * what it answered (the new record's id) to the key's steps inside that same transaction. If the answer is then
 * lost (the re-read after the commit failed, the process died), the retry runs the route again with each
 * committed transaction replaced by what it answered, so it writes nothing and answers as the first would have.
 * Once there is an answer below 500, it is stored and replayed as it was (status, body, content type).
 */
/** A claim while its request runs: which transaction comes next, and whether the answer has left. */
type Running = Claim & { next: number; finished: boolean };
const keyed = new AsyncLocalStorage<Running>();
const claims = new WeakMap<FastifyRequest, Running>();

/** The app's database with keyed requests' transactions recorded; `app.db` is this. */
export function withIdempotentTransactions(db: Db): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    const claim = keyed.getStore();
    if (!claim || claim.finished) return db.transaction(work, config);
    const step = claim.next++;
    if (step < claim.steps.length) return decodeStep(claim.steps[step]);
    // Nested work (a transaction opened on `app.db` again by what runs inside) is not a step of its own.
    let recorded: unknown;
    const result = await keyed.exit(() =>
      db.transaction(async (tx) => {
        const answer = await work(tx);
        recorded = encodeStep(answer);
        await recordStep(tx as unknown as Db, claim, recorded);
        return answer;
      }, config),
    );
    claim.steps.push(recorded);
    return result;
  };
  return Object.assign(Object.create(db) as Db, { transaction });
}

/**
 * Whether a route's method honours the key: said by `config.idempotency`, else every POST, and every GET marked
 * `csrf` (it changes state: a send, a mark paid), whose retry would otherwise write (and e-mail) twice.
 */
export function honoursIdempotencyKey(method: string, config: { csrf?: boolean; idempotency?: boolean } | undefined): boolean {
  return config?.idempotency ?? (method === 'POST' || (method === 'GET' && config?.csrf === true));
}

export function registerIdempotency(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => honoursIdempotencyKey(method, route.config));
    if (methods.length === 0) return;
    const handler = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const key = request.user && methods.includes(request.method) ? keyOf(request) : null;
      if (!key || !request.user) return handler.call(this, request, reply);
      const keyedRequest = { userId: request.user.id, key, method: request.method, path: request.url, bodyHash: hashBody(request.body) };
      const result = await claimKey(app.db, keyedRequest);
      if (result.kind === 'other request') {
        throw new HttpError(422, otherRequest, { 'Idempotency-Key': [otherRequest] });
      }
      if (result.kind === 'running') {
        throw new HttpError(409, 'A request with this Idempotency-Key is still being processed. Please try again shortly.', undefined, {
          'Retry-After': String(result.retryAfter),
        });
      }
      if (result.kind === 'answered') {
        if (result.contentType) reply.header('content-type', result.contentType);
        return reply.status(result.status).header('idempotent-replayed', 'true').send(result.response);
      }
      const claim: Running = { ...result.claim, next: 0, finished: false };
      claims.set(request, claim);
      return keyed.run(claim, () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });

  // Before the answer leaves: kept when something committed (or it succeeded), else the key is let go.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.finished) return payload;
    claim.finished = true;
    const status = reply.statusCode;
    const wrote = claim.steps.length > 0;
    const contentType = reply.getHeader('content-type');
    const finish = async () => {
      if (status < 500 && typeof payload === 'string' && (wrote || status < 300)) {
        await storeAnswer(app.db, claim, { status, response: payload, contentType: typeof contentType === 'string' ? contentType : null });
      } else if (!wrote) {
        await dropKey(app.db, claim);
      } else {
        await releaseKey(app.db, claim);
      }
    };
    try {
      await finish();
    } catch (err) {
      // The answer still goes out. The database is away (the answer is likely a 503): finish once it is back,
      // so a retry need not wait for the lock to go stale; if it never comes back, the lock goes stale.
      request.log.warn({ err }, 'Could not record the answer to an Idempotency-Key');
      finishLater(finish);
    }
    return payload;
  });
}

/** Tries `finish` again after 0.5, 1, 2 and 4 s: all within the time a lock takes to go stale. */
function finishLater(finish: () => Promise<void>, attempt = 0) {
  if (attempt >= 4) return;
  setTimeout(() => void finish().catch(() => finishLater(finish, attempt + 1)), 500 * 2 ** attempt).unref();
}

const otherRequest = 'This Idempotency-Key was already used for another request.';

/** The header's key: an sf-string (quotes optional), 1 to 255 printable ASCII characters; anything else is 422. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const raw = Array.isArray(header) ? null : header.replace(/^"(.*)"$/, '$1');
  if (raw === null || !/^[\x20-\x7e]{1,255}$/.test(raw)) {
    const message = 'The Idempotency-Key must be 1 to 255 printable ASCII characters.';
    throw new HttpError(422, message, { 'Idempotency-Key': [message] });
  }
  return raw;
}

/** The validated body's fingerprint; files (multipart forms) by their own hash, not their bytes spelt out. */
function hashBody(body: unknown): string {
  const text = JSON.stringify(body ?? null, function (key, value: unknown) {
    const raw: unknown = (this as Record<string, unknown>)[key];
    return raw instanceof Uint8Array ? { sha256: createHash('sha256').update(raw).digest('hex') } : value;
  });
  return createHash('sha256').update(text).digest('hex');
}

/** A transaction's answer as JSON, its dates kept as dates (`undefined` is `{}`). */
function encodeStep(value: unknown): unknown {
  if (value === undefined) return {};
  const text = JSON.stringify({ value }, function (key, json: unknown) {
    const raw: unknown = (this as Record<string, unknown>)[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : json;
  });
  return JSON.parse(text) as unknown;
}

function decodeStep<T>(step: unknown): T {
  const revived = JSON.parse(JSON.stringify(step), (_key, value: unknown) =>
    value && typeof value === 'object' && '$date' in value ? new Date(String(value.$date)) : value,
  ) as { value?: T };
  return revived.value as T;
}
