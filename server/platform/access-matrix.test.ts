import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteTableApp, decidedAccess } from '../test/route-decisions';
import {
  accessOf,
  demoViewers,
  isUnsafe,
  paramsOf,
  passesAccess,
  pathFor,
  signInDemoViewers,
  signInViewer,
  type Viewer,
} from '../test/route-table';
import { createClient } from '../test/test-app';
import type { RouteRule } from './access';

/**
 * Every route × every demo role, a guest session and a bare anonymous request → the status class its
 * access rule promises. Path parameters name the viewer's own record; others' are in ownership.test.ts.
 */
const { t, people, decisions } = await createRouteTableApp();
afterAll(() => t.close());

const routes = [...t.app.routeTable].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
const labels = ['anonymous', 'guest session', ...Object.keys(demoViewers)] as const;
let viewers: Map<string, Viewer>;

beforeAll(async () => {
  viewers = await signInDemoViewers(t.app, people);
  viewers.set('guest session', await signInViewer(t.app, 'guest session', null));
});

type Expectation = 'open' | 401 | 403 | 419;

/** `open`: the route's own answer (200, 204, 404, 422 …), never 401/403/419 nor a 5xx. */
function expectation(rule: RouteRule, label: string): Expectation {
  const needsXsrf = (isUnsafe(rule) || rule.csrf) && !(rule.access === 'public' && !rule.csrf);
  const open = rule.access === 'public' || rule.access === 'guest';
  // A bare request carries no session and no header: the CSRF check answers first.
  if (label === 'anonymous') return needsXsrf ? 419 : open ? 'open' : 401;
  if (open) return 'open';
  const viewer = viewers.get(label) as Viewer;
  if (!viewer.email) return 401;
  return passesAccess(rule, viewer) ? 'open' : 403;
}

/** Whom a bare request's records are built for: no one (no decision reads a viewer's client). */
const nobody: Viewer = { label: 'anonymous', email: null, id: 0, permissions: [], client: createClient(t.app) };

async function call(rule: RouteRule, label: string) {
  const decision = paramsOf(rule.url).length ? decisions[rule.url] : { own: async () => ({}) };
  if (!decision)
    throw new Error(`No decision for ${rule.method} ${rule.url}: add it to its feature's file in server/test/route-decisions/`);
  const viewer = viewers.get(label);
  const url = pathFor(rule.url, await decision.own(viewer ?? nobody));
  const payload = isUnsafe(rule) && rule.method !== 'DELETE' ? {} : undefined;
  const client = viewer?.client ?? createClient(t.app);
  const response = await client.request({ method: rule.method as 'GET', url, payload });
  // Sign-out, assume and the like replace the session: start a fresh one for the next route.
  if (viewer && response.cookies.some((c) => c.name === 'cleanup_session')) viewers.set(label, await signInViewer(t.app, label, viewer));
  return { url, response };
}

describe('the route table', () => {
  it('has a decision for every route with path parameters, and none for a route that is gone', () => {
    const needing = [...new Set(routes.filter((r) => paramsOf(r.url).length).map((r) => r.url))];
    expect(needing.filter((url) => !decisions[url])).toEqual([]);
    // `/*` exists only when the web app is built.
    expect(Object.keys(decisions).filter((url) => url !== '/*' && !needing.includes(url))).toEqual([]);
  });

  it('serves each route to whom it was decided, and knows every route', () => {
    const actual = Object.fromEntries(routes.map((r) => [`${r.method} ${r.url}`, accessOf(r)]));
    const decided = Object.fromEntries(Object.entries(decidedAccess).filter(([route]) => route !== 'GET /*' || route in actual));
    expect(actual).toEqual(decided);
  });

  it('gives each demo role the permissions this test assumes', async () => {
    for (const label of Object.keys(demoViewers)) {
      const viewer = viewers.get(label) as Viewer;
      const me = (await viewer.client.get('/api/user')).json();
      expect([...me.permissions].sort(), label).toEqual([...viewer.permissions].sort());
    }
  });
});

describe.each(routes)('$method $url ($access)', (rule) => {
  it.each(labels)('%s', async (label) => {
    const expected = expectation(rule, label);
    const { url, response } = await call(rule, label);
    const seen = `${rule.method} ${url} as ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (expected === 'open') {
      expect([401, 403, 419], seen).not.toContain(response.statusCode);
      expect(response.statusCode, seen).toBeLessThan(500);
    } else {
      expect(response.statusCode, seen).toBe(expected);
      expect(Object.keys(response.json()), seen).toEqual(['message']);
    }
  });
});
