import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CurrentUser } from '../../shared/api/users';
import type { PermissionKey } from '../../shared/permissions';
import { queryClient } from '../lib/query-client';
import { userQueryKey } from '../lib/session';
import { mediaQueryList } from './media';

/** Puts the signed-in user where `useCurrentUser` reads it, as the app does after `/api/user`. */
export function signIn(id: number, permissions: PermissionKey[], name = 'Someone Signed-in') {
  const me: CurrentUser = {
    id,
    name,
    email: 'someone@example.com',
    phone: null,
    role_id: 1,
    role: { id: 1, name: 'Role' },
    abn: null,
    bank_bsb: null,
    bank_account: null,
    legal_name: null,
    legal_business_name: null,
    avatar: null,
    created_at: '2030-01-01T00:00:00.000Z',
    permissions,
    assumed_by: null,
  };
  queryClient.setQueryData(userQueryKey, me);
  return me;
}

/**
 * Answers the component's GET calls as the server would: `answer(path, params)` returns the JSON body for a
 * path (without its query), or undefined for a 404. Every URL asked for is kept, in order, in `asked`.
 */
export function serve(answer: (path: string, params: URLSearchParams) => unknown) {
  const asked: string[] = [];
  // `init` is kept in the calls so a test can read what a PUT or POST sent.
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    asked.push(url.pathname + url.search);
    const body = answer(url.pathname, url.searchParams);
    if (body === undefined)
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'Not found.' }), { status: 404, headers: { 'content-type': 'application/json' } }),
      );
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return { asked, fetch };
}

/** A one-page `Paged<T>` answer. */
export const page = <T,>(data: T[], perPage = 10) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: perPage, from: data.length ? 1 : null, to: data.length || null, total: data.length },
});

/** Makes `useMediaQuery('(max-width: 512px)')` true (a phone) until `vi.unstubAllGlobals()`. */
export function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, query.includes('max-width: 512px')));
}

/** Where the page navigated to, shown in place of any other route. */
function ShownAt() {
  const location = useLocation();
  return <output data-testid="navigated-to">{location.pathname + location.search}</output>;
}

/** The path and query the page navigated to (after a click that leaves it). */
export const navigatedTo = () => screen.getByTestId('navigated-to').textContent;

/**
 * Renders `element` at `url` under `path`, inside the app's providers and its one query client; any other path
 * shows where the page navigated to (`navigatedTo`).
 */
export function renderPage(element: ReactElement, url: string, path = url.split('?')[0]) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<ShownAt />} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** After each test: unmount, forget every cached answer, and give back the real clock and globals. */
export function cleanUpAfterTest() {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

/** One call the component made: its method, path (without the query) and JSON body. */
export type Call = { method: string; path: string; body: unknown };

/**
 * Answers every call, GET or not, with the Response `answer(call)` builds (`Response.json(...)`), and keeps each
 * call, in order, in the array returned, so a test can read what a save sent.
 */
export function serveCalls(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://app.test').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}
