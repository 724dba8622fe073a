import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteTableApp } from '../test/route-decisions';
import { isUnsafe, paramsOf, type Params, signInViewer, type Viewer } from '../test/route-table';
import type { RouteRule } from './access';

/**
 * Every route, fuzzed (docs/domain.md "Screens and limits"): as the administrator (who passes every access rule, so the
 * route's own code is reached) and as a contractor (refused, or reaching only their own records), odd path
 * parameters, query strings and bodies must never give a 5xx, and every
 * error must be `{message, errors?}` with `errors` a field → messages map. Bounded: FUZZ_RUNS calls a route
 * (3 by default, about a thousand requests in all) from a fixed seed; FUZZ_SEED and a larger FUZZ_RUNS hunt wider.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 3);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

const { t, people, decisions } = await createRouteTableApp();
afterAll(() => t.close());
const who = { Administrator: people.admin, Contractor: people.contractor };
type Who = keyof typeof who;
const viewers = new Map<Who, Viewer>();
beforeAll(async () => {
  for (const [label, person] of Object.entries(who)) viewers.set(label as Who, await signInViewer(t.app, label, person));
});
const viewer = (label: Who) => viewers.get(label) as Viewer;

// Names the product's bodies and queries use, so a fuzzed value often reaches a real field's check.
const fields = [
  'name',
  'id',
  'description',
  'email',
  'phone',
  'day_of_week',
  'days_of_week',
  'users',
  'rotation',
  'frequency',
  'week_of_month',
  'client_id',
  'state',
  'quantity',
  'consumable',
  'abn',
  'start_at',
  'size',
  'payment_type',
  'filename',
  'due_at',
  'tasks',
  'price',
  'complete',
  'paused',
  'pause_to',
  'pause_reason',
  'password',
  'password_confirmation',
  'current_password',
  'amount',
  'address_id',
  'task_group_id',
  'task',
  'skip',
  'role_id',
  'region_id',
  'notes',
  'note',
  'from',
  'to',
  'expires_at',
  'terms',
  'subject',
  'permissions',
  'contractor_percentage',
  'contractor_amount',
  'user_id',
  'visits',
  'visit_ids',
  'date',
  'month',
  'until',
  'token',
  'type',
  'active',
  'postcode',
  'address1',
  'city',
  'payment_terms',
  'payment_method',
  'business_use',
  'vendor_id',
  'category_id',
  'color',
  'lines',
  'files',
  'recipients',
  'attended',
  'time',
  'suspend_to',
  'suspend_reason',
  'invoice_schedule',
  'invoice_start',
  'issued_at',
  'upload_id',
  'offset',
];
const queryKeys = [
  'page',
  'count',
  'sort',
  'direction',
  'search',
  'filters',
  'from',
  'to',
  'month',
  'date',
  'start',
  'end',
  'user',
  'client',
  'state',
  'token',
  'download',
  'offset',
];

const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '0x10',
  '1e6',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(25),
  'null',
  '[]',
  '{}',
  '2026-02-30',
  '9999-12-31T99:99',
  '../../etc/passwd',
  '%',
  '_',
  "'; drop table users; --",
  'ä'.repeat(300),
  '{"state":"x"}',
);
const oddNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 0.5, 1e308, -0);
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  oddText,
  fc.integer(),
  oddNumber,
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 5000 }), fc.string({ maxLength: 5 }), oddText), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), oddText), { maxKeys: 3 }),
);
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });
type Body = { payload: unknown; type?: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(key, value, { maxKeys: 6 }).map((object): Body => ({ payload: object })) },
  {
    weight: 1,
    arbitrary: fc.jsonValue({ maxDepth: 2 }).map((json): Body => ({ payload: JSON.stringify(json), type: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ),
      )
      .map(([text, type]): Body => ({ payload: text, type })),
  },
  { weight: 1, arbitrary: fc.constant<Body>({ payload: undefined }) },
);
const query = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...queryKeys) }, { weight: 1, arbitrary: fc.constantFrom(...fields) }),
  fc.oneof(
    fc.string({ maxLength: 12 }),
    oddText,
    fc.integer().map(String),
    fc.jsonValue({ maxDepth: 1 }).map((json) => JSON.stringify(json)),
  ),
  { maxKeys: 4 },
);

function param(own: string | number | undefined) {
  const odd = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    oddText.filter((text) => text !== ''),
    fc.integer({ min: -10, max: 2 ** 40 }).map(String),
  );
  return own === undefined ? odd : fc.oneof({ weight: 2, arbitrary: fc.constant(String(own)) }, { weight: 1, arbitrary: odd });
}

function path(url: string, params: Record<string, string>) {
  return url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => encodeURIComponent(params[name ?? '*']));
}

/** The error shape: `{message}` with an optional `errors` of field → messages, nothing else. */
function shapeProblem(status: number, text: string): string | null {
  if (status < 400) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'not an object';
  const { message, errors, ...rest } = json as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return 'no message';
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join(', ')}`;
  if (errors === undefined) return null;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return 'errors not a map';
  const bad = Object.entries(errors).find(([, messages]) => !Array.isArray(messages) || messages.some((m) => typeof m !== 'string'));
  return bad ? `errors.${bad[0]} not a list of messages` : null;
}

const routes = [...t.app.routeTable]
  .filter((rule) => rule.url !== '/*')
  .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));

async function ownParams(rule: RouteRule, label: Who): Promise<Params> {
  if (!paramsOf(rule.url).length) return {};
  return (await decisions[rule.url]?.own(viewer(label))) ?? {};
}

describe.each(routes)('fuzzing $method $url', (rule) => {
  it.each(Object.keys(who) as Who[])('as %s: never answers 5xx nor an error outside the shape', async (label) => {
    const own = await ownParams(rule, label);
    const paramArbitrary = fc.record(
      Object.fromEntries(paramsOf(rule.url).map((name) => [name, param(own[name])])) as Record<string, fc.Arbitrary<string>>,
    );
    const bodyArbitrary = isUnsafe(rule) ? body : fc.constant<Body>({ payload: undefined });
    await fc.assert(
      fc.asyncProperty(paramArbitrary, query, bodyArbitrary, async (params, search, { payload, type }) => {
        const url = `${path(rule.url, params)}${Object.keys(search).length ? `?${new URLSearchParams(search)}` : ''}`;
        const headers = type ? { 'content-type': type } : undefined;
        const response = await viewer(label).client.request({
          method: rule.method as 'GET',
          url,
          payload: payload as string | object | undefined,
          headers,
        });
        // Signing out and assuming replace the session: the next call signs in afresh.
        if (response.cookies.some((cookie) => cookie.name === 'cleanup_session'))
          viewers.set(label, await signInViewer(t.app, label, who[label]));
        const seen = `${rule.method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, seen).toBeLessThan(500);
        expect(shapeProblem(response.statusCode, response.body), seen).toBeNull();
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  });
});
