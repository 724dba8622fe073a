import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../shared/permissions';
import { buildUserDocument } from '../test/document-factories';
import { createRouteTableApp } from '../test/route-decisions';
import { demoViewers, type OtherCase, passesAccess, pathFor, signInDemoViewers, type Viewer } from '../test/route-table';
import type { RouteRule } from './access';

/**
 * Other people's records, for every route whose decision names some: a viewer past the access rule
 * reaches them only as decided (`users` holders, everyone, or nobody), and gets 404 otherwise, so a
 * contractor cannot even learn that another user's record exists.
 */
const { t, people, decisions } = await createRouteTableApp();
afterAll(() => t.close());

const cases: [string, RouteRule, OtherCase][] = t.app.routeTable.flatMap((rule) =>
  (decisions[rule.url]?.others ?? []).map((other): [string, RouteRule, OtherCase] => [
    `${rule.method} ${rule.url}: ${other.label}`,
    rule,
    other,
  ]),
);
let viewers: Map<string, Viewer>;

beforeAll(async () => {
  viewers = await signInDemoViewers(t.app, people);
});

function reaches(other: OtherCase, viewer: Viewer) {
  if (other.seenBy === 'everyone' || other.seenBy === 'nobody') return other.seenBy === 'everyone';
  return [other.seenBy].flat().some((key) => can(viewer, key));
}

describe.each(cases)('%s', (_name, rule, other) => {
  it.each(Object.keys(demoViewers))('%s', async (label) => {
    const viewer = viewers.get(label) as Viewer;
    const call = await other.request(viewer);
    const url = `${pathFor(rule.url, call.params)}${call.query ? `?${call.query}` : ''}`;
    const payload = rule.method === 'GET' || rule.method === 'DELETE' ? undefined : call.payload;
    const response = await viewer.client.request({ method: rule.method as 'GET', url, payload, headers: call.headers });
    const seen = `${rule.method} ${url} as ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (!passesAccess(rule, viewer)) expect(response.statusCode, seen).toBe(403);
    else if (reaches(other, viewer)) expect([401, 403, 404, 419], seen).not.toContain(response.statusCode);
    else expect(response.statusCode, seen).toBe(404);
    expect(response.statusCode, seen).toBeLessThan(500);
  });
});

describe('lists', () => {
  it('show a contractor only their own documents, and staff only the documents of the user they ask for', async () => {
    const contractor = viewers.get('Contractor') as Viewer;
    const office = viewers.get('Office') as Viewer;
    const maria = people.otherContractor.id;
    for (const owner of [contractor.id, contractor.id, maria]) await buildUserDocument(t.app, { userId: owner });
    for (const [viewer, owner] of [
      [contractor, contractor.id],
      [office, maria],
      [office, contractor.id],
    ] as const) {
      const { data, meta } = (await viewer.client.get(`/api/users/${owner}/documents?count=100`)).json();
      expect(meta.total).toBeGreaterThan(0);
      expect(new Set(data.map((d: { user_id: number }) => d.user_id))).toEqual(new Set([owner]));
    }
  });

  it('refuse whole lists to roles without their permission', async () => {
    const contractor = viewers.get('Contractor') as Viewer;
    for (const url of ['/api/users', '/api/roles', '/api/mails', '/api/activity-log']) {
      expect((await contractor.client.get(url)).statusCode, url).toBe(403);
    }
  });
});
