import { type APIResponse, expect, request as playwrightRequest } from '@playwright/test';
import { demoPassword } from './login-page';

/**
 * A signed-in API session of its own (not the page's), for setting up data and reading the server's state
 * as the app does: a fresh XSRF-TOKEN cookie, then `POST /login`; every call sends the cookie back as the
 * X-XSRF-TOKEN header, read anew each time since signing in rotates it.
 */
export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

export async function apiSession(baseURL: string, email: string, password = demoPassword) {
  const context = await playwrightRequest.newContext({ baseURL });
  const xsrf = async () => {
    const cookie = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    return cookie ? decodeURIComponent(cookie.value) : '';
  };
  const send = async (method: string, path: string, data?: unknown): Promise<APIResponse> =>
    context.fetch(path, { method, headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' }, data });
  /** The JSON answer of a call that must succeed. */
  const json = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await send(method, path, data);
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };

  expect((await context.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const login = await send('POST', '/login', { email, password });
  expect(login.status(), `sign in as ${email}`).toBe(204);

  return {
    context,
    send,
    get: <T>(path: string) => json<T>('GET', path),
    post: <T>(path: string, data?: unknown) => json<T>('POST', path, data),
    put: <T>(path: string, data?: unknown) => json<T>('PUT', path, data),
    /** A demo user's id by e-mail. */
    async userId(email: string): Promise<number> {
      const users = await json<{ data: { id: number; email: string }[] }>('GET', '/api/users?count=100');
      const user = users.data.find((u) => u.email === email);
      if (!user) throw new Error(`No user ${email}`);
      return user.id;
    },
    dispose: () => context.dispose(),
  };
}

/** A visit as `GET /api/user-schedules/{id}` answers it (the fields the journeys check). */
export type VisitState = {
  id: number;
  client_name: string;
  due_date: string;
  complete: boolean;
  completed_at: string | null;
  locked: boolean;
  notes: string | null;
  attended: number[] | null;
  state: { state: string };
  users: { id: number; name: string }[];
  tasks: { id: number; name: string; consumable: boolean; quantity: number | null; complete: boolean }[];
  assets: { id: number; name: string; path: string; thumbnail: string }[];
};

/** A name no other run or test uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
