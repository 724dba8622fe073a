import http from 'node:http';

export type HttpResponse = { status: number; body: string };

export type BrowserLike = {
  get(path: string): Promise<HttpResponse>;
  post(path: string, body: unknown): Promise<HttpResponse>;
  /** A POST of raw bytes (an upload's piece). */
  postBytes(path: string, body: Buffer): Promise<HttpResponse>;
};

/**
 * Talks to the app on 127.0.0.1 over one kept-alive connection pool, the way the web app does:
 * keeps cookies and echoes XSRF-TOKEN on unsafe requests.
 */
export function createHttp(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
    return new Promise<{ status: number; body: string; setCookies: string[] }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  function client(): BrowserLike {
    const cookies = new Map<string, string>();
    async function request(method: string, path: string, payload?: unknown, bytes?: Buffer): Promise<HttpResponse> {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const xsrf = cookies.get('XSRF-TOKEN');
      if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
      const body = bytes ?? (payload === undefined ? undefined : JSON.stringify(payload));
      if (body !== undefined) headers['content-type'] = bytes ? 'application/octet-stream' : 'application/json';
      const response = await send(method, path, headers, body);
      for (const header of response.setCookies) {
        const [pair] = header.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return { status: response.status, body: response.body };
    }
    return {
      get: (path) => request('GET', path),
      post: (path, body) => request('POST', path, body),
      postBytes: (path, bytes) => request('POST', path, undefined, bytes),
    };
  }

  return { client, close: () => agent.destroy() };
}

/** Sign in the Sanctum way: csrf-cookie, then POST /login; throws unless the server answers 204. */
export async function signIn(browser: BrowserLike, email: string, password: string) {
  const csrf = await browser.get('/sanctum/csrf-cookie');
  if (csrf.status !== 204) throw new Error(`GET /sanctum/csrf-cookie answered ${csrf.status}: ${csrf.body}`);
  const login = await browser.post('/login', { email, password });
  if (login.status !== 204) throw new Error(`POST /login as ${email} answered ${login.status}: ${login.body}`);
}

/** A GET the bench measures: the body of a 200, anything else stops the run (a failing route is no figure). */
export function getOk(browser: BrowserLike, url: string): () => Promise<string> {
  return async () => {
    const response = await browser.get(url);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${response.body}`);
    return response.body;
  };
}
