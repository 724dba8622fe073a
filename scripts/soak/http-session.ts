import { randomUUID } from 'node:crypto';
import http from 'node:http';

type Answer = { status: number; body: string };

/** What became of one write: acknowledged when the server answered 2xx to one of its attempts. */
export type Outcome = { acknowledged: boolean; status: number; attempts: number; body: unknown };

/** Every answer the writers saw, by status (`no answer` for a refused, reset or timed-out connection). */
export type AnswerCounts = Map<string, number>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Worth asking again with the same key: no answer, the server or its database away, or the first still running. */
const retryable = (status: number) => status === 0 || status >= 500 || status === 409;

/**
 * A signed-in user over HTTP on loopback, the way the web app talks: cookies, the XSRF header on every request
 * that changes something, and a fresh `Idempotency-Key` per write that every retry of it repeats (docs/operations.md "Fault soak").
 * A write unanswered, or answered 5xx or 409, is retried until `retryForMs` after its first attempt.
 */
export function createSession(options: { port: number; email: string; password: string; retryForMs: number; counts: AnswerCounts }) {
  const cookies = new Map<string, string>();

  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve) => {
      const request = http.request(
        { host: '127.0.0.1', port: options.port, method, path, headers, timeout: 20_000, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            for (const header of response.headers['set-cookie'] ?? []) {
              const [pair] = header.split(';');
              const at = pair.indexOf('=');
              cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
          response.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, body: '' }));
      request.end(body);
    });
  }

  async function request(method: string, path: string, payload?: unknown, key?: string): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (key) headers['idempotency-key'] = key;
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(method, path, headers, body);
    const label = answer.status === 0 ? 'no answer' : String(answer.status);
    options.counts.set(label, (options.counts.get(label) ?? 0) + 1);
    return answer;
  }

  /** Answers 204 when signed in, else the status that stopped it (0: no answer). */
  async function signIn(): Promise<number> {
    cookies.clear();
    const csrf = await request('GET', '/sanctum/csrf-cookie');
    if (csrf.status !== 204) return csrf.status;
    return (await request('POST', '/login', { email: options.email, password: options.password })).status;
  }

  /** One write, retried with the same key until it is answered for good or its time is up. */
  async function write(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown): Promise<Outcome> {
    const key = randomUUID();
    const until = Date.now() + options.retryForMs;
    let attempts = 0;
    for (;;) {
      attempts++;
      const answer = await request(method, path, payload, key);
      // 401/419: the session is gone (or its sign-in was never stored): sign in again and repeat the write.
      const signedOut = answer.status === 401 || answer.status === 419;
      if (signedOut && Date.now() < until) await signIn().catch(() => 0);
      const done = !(signedOut || retryable(answer.status)) || Date.now() >= until;
      if (done) {
        const acknowledged = answer.status >= 200 && answer.status < 300;
        return { acknowledged, status: answer.status, attempts, body: acknowledged ? parse(answer.body) : null };
      }
      await pause(250 + Math.random() * 750);
    }
  }

  return { signIn, write, get: (path: string) => request('GET', path) };
}

export type Session = ReturnType<typeof createSession>;

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
