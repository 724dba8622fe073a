import type { NotificationData } from '@mantine/notifications';
import { isKeyedRequest } from '../../shared/api/idempotent-requests';
import type { Paged } from '../../shared/api/paging';
import { forgetKey, keepKey, keyFor, submitOf } from './idempotency';
import { isKeptRead, keepRead, keptRead } from './offline-reads';

/** A server answer other than 2xx, in the one error shape: message plus per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** Anything else the error body carried, e.g. the server's `offset` on an upload 409. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Raw bytes (uploads); sent as application/octet-stream. */
  bytes?: Blob | ArrayBuffer;
  /** Don't toast a failure (forms show their own errors). */
  quiet?: boolean;
  /** A 401 is an answer here (am I signed in?), not a lost session. */
  allowUnauthenticated?: boolean;
  /** The caller's own `Idempotency-Key` (the offline outbox): sent once with it; the caller tries again with the same. */
  idempotencyKey?: string;
};

const maxInFlight = 3;
let inFlight = 0;
const waiting: (() => void)[] = [];

/** At most 3 requests at once (docs/domain.md "Screens and limits"); the rest wait their turn. */
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= maxInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
}

let onUnauthenticated: () => void = () => {};
/** Called on any 401: the app signs out and goes to /login. */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The one API client: XSRF header, concurrency limit, offline skip, writes keyed and retried, 401 → sign-in, failure toasts. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  if (isKeptRead(options.method ?? 'GET', url)) return keptApi<T>(path, url, options);
  return answerOf<T>(await send(path, options, 'application/json'));
}

async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return (response.headers.get('content-type')?.includes('json') ? await response.json().catch(() => null) : null) as T;
}

/**
 * A read of the contractor's day (web/lib/offline-reads.ts): its answer is kept, and with no network the kept
 * one is the answer, so the phone opens the day in a basement (docs/architecture.md "Offline").
 */
async function keptApi<T>(path: string, url: string, options: RequestOptions): Promise<T> {
  try {
    const answer = await answerOf<T>(await send(path, { ...options, quiet: true }, 'application/json'));
    await keepRead(url, answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const kept = await keptRead<T>(url);
      if (kept !== undefined) return kept;
    }
    if (error instanceof ApiError && !options.quiet && error.status !== 401) showFailure('GET', error);
    throw error;
  }
}

/**
 * Every row of a paged collection (`{ data, meta }`), asking for one page after another: for the short lists
 * that feed pickers and the cached collections. `count` must be a page size the collection accepts.
 */
export async function fetchAllPages<T>(path: string, { query = {}, count = 100 }: { query?: Query; count?: number } = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const result = await api<Paged<T>>(path, { query: { ...query, page, count } });
    rows.push(...result.data);
    if (page >= result.meta.last_page) return rows;
  }
}

/** A file answer (a spreadsheet, a PDF) through the same client, with its name from Content-Disposition. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), filename: name ? decodeURIComponent(name) : null };
}

/** Send a request and return a 2xx response, or throw an ApiError (shown as a toast unless quiet). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    const error = new ApiError(0, 'You are offline. The request was skipped.');
    if (!options.quiet) showFailure(method, error);
    throw error;
  }
  const headers: Record<string, string> = { Accept: accept };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let body: BodyInit | undefined;
  if (options.bytes !== undefined) {
    headers['Content-Type'] = 'application/octet-stream';
    body = options.bytes;
  } else if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await sendRetried(path, options, { method, headers, body, credentials: 'same-origin' });
  if (!response) {
    const error = new ApiError(0, 'The server could not be reached.');
    if (!options.quiet) showFailure(method, error);
    throw error;
  }
  if (response.ok) return response;
  const payload = (response.headers.get('content-type')?.includes('json') ? await response.json().catch(() => null) : null) ?? {};
  const { message, errors, ...rest } = payload as { message?: string; errors?: Record<string, string[]> };
  const error = new ApiError(response.status, message ?? response.statusText, errors ?? {}, rest);
  if (response.status === 401) {
    if (!options.allowUnauthenticated) onUnauthenticated();
  } else if (!options.quiet) {
    showFailure(method, error);
  }
  throw error;
}

/** How often a keyed request that got no answer (unreachable, 503, its key still running) is sent again by itself. */
const keyedRetries = 3;

/**
 * Fetches, retrying a keyed request (a POST, a GET that changes state such as an invoice's send: shared/api/
 * idempotent-requests.ts) that got no answer with the same `Idempotency-Key` (web/lib/idempotency.ts), so a
 * write the server committed before the answer was lost is answered, not made (or e-mailed) twice. Offline, the
 * retry waits for the browser to be back online (at most a minute). Other requests are sent once, as before.
 */
async function sendRetried(path: string, options: RequestOptions, init: RequestInit & { method: string; headers: Record<string, string> }) {
  const url = buildUrl(path, options.query);
  if (options.idempotencyKey) {
    const headers = { ...init.headers, 'Idempotency-Key': options.idempotencyKey };
    return slot(() => fetch(url, { ...init, headers }).catch(() => null));
  }
  if (!isKeyedRequest(init.method, path) || options.bytes !== undefined) return slot(() => fetch(url, init).catch(() => null));
  const submit = submitOf(url, options.body);
  const key = keyFor(submit);
  const headers = { ...init.headers, 'Idempotency-Key': key };
  for (let attempt = 0; ; attempt++) {
    const response = await slot(() => fetch(url, { ...init, headers }).catch(() => null));
    const unanswered = !response || response.status === 503 || (response.status === 409 && response.headers.has('retry-after'));
    if (unanswered || response.status >= 500) keepKey(submit, key);
    else forgetKey(submit);
    if (!unanswered || attempt >= keyedRetries) return response;
    await pause(attempt, response);
  }
}

/** Before the next try: the server's Retry-After (at most 10 s), else 1, 2, 4 s; offline, until back online. */
function pause(attempt: number, response: Response | null): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        resolve();
      };
      const timer = setTimeout(done, 60_000);
      window.addEventListener('online', done);
    });
  }
  const retryAfter = Number(response?.headers.get('retry-after'));
  const ms = retryAfter > 0 ? Math.min(retryAfter, 10) * 1000 : 1000 * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What a failed request means to the person who asked, by its method: never the method and path themselves. */
function failureTitle(method: string, error: ApiError): string {
  if (error.status === 0) return 'Not sent';
  if (error.status === 404) return 'Not found';
  if (method === 'GET') return 'Could not load';
  if (method === 'DELETE') return 'Not deleted';
  return 'Not saved';
}

/**
 * Failed queued requests stay visible until dismissed (docs/domain.md "Screens and limits"), in words: what was
 * not done and the server's reason, never "PUT /api/… — 422". A refusal for want of a permission is no failure
 * to report: it says so, once (pages a role may not open say "Not available" themselves and ask nothing).
 */
function showFailure(method: string, error: ApiError) {
  if (error.status === 403) {
    toast({
      id: 'not-available',
      color: 'gray',
      title: 'Not available',
      message: method === 'GET' ? 'Your role cannot see this.' : error.message,
    });
    return;
  }
  const serverFault = error.status >= 500 || error.status === 0;
  toast({
    color: 'red',
    title: failureTitle(method, error),
    message: serverFault ? `${error.message} Try again in a moment.` : error.message,
    autoClose: false,
  });
}

/**
 * Shows a toast. The toasts' package loads apart from the first screen (docs/decisions/040-first-screen-javascript.md),
 * so the first one may wait for it a moment.
 */
function toast(notification: NotificationData) {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

/** Sanctum: a fresh XSRF-TOKEN cookie before signing in. */
export const fetchCsrfCookie = () => api('/sanctum/csrf-cookie', { quiet: true });
