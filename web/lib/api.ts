import { notifications } from '@mantine/notifications';

/** A server answer other than 2xx, in the one error shape: message plus per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
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
};

const maxInFlight = 3;
let inFlight = 0;
const waiting: (() => void)[] = [];

/** At most 3 requests at once (spec 1 §7); the rest wait their turn. */
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
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The one API client: XSRF header, concurrency limit, offline skip, 401 → sign-in, failure toasts. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    const error = new ApiError(0, 'You are offline. The request was skipped.');
    if (!options.quiet) showFailure(method, path, error);
    throw error;
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  const response = await slot(() =>
    fetch(buildUrl(path, options.query), { method, headers, body, credentials: 'same-origin' }).catch(() => null),
  );
  if (!response) {
    const error = new ApiError(0, 'The server could not be reached.');
    if (!options.quiet) showFailure(method, path, error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = response.headers.get('content-type')?.includes('json') ? await response.json().catch(() => null) : null;
  if (response.ok) return data as T;
  const payload = (data ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const error = new ApiError(response.status, payload.message ?? response.statusText, payload.errors ?? {});
  if (response.status === 401) {
    if (!options.allowUnauthenticated) onUnauthenticated();
  } else if (!options.quiet) {
    showFailure(method, path, error);
  }
  throw error;
}

/** Failed queued requests stay visible until dismissed (spec 1 §8). */
function showFailure(method: string, path: string, error: ApiError) {
  notifications.show({
    color: 'red',
    title: error.message,
    message: `${method} ${path.split('?')[0]}${error.status ? ` — ${error.status}` : ''}`,
    autoClose: false,
  });
}

/** Sanctum: a fresh XSRF-TOKEN cookie before signing in. */
export const fetchCsrfCookie = () => api('/sanctum/csrf-cookie', { quiet: true });
