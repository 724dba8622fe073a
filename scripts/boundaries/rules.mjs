// The boundaries of docs/architecture.md, as predicates over root-relative paths. An import rule says which
// files it applies to (`from`) and whether importing `to` breaks it; composition roots (server/app.ts,
// server/main.ts, server/worker.ts, server/wiring.ts, server/db/schema.ts) sit outside server/platform and
// server/features, so no rule stops them from wiring features together.

/**
 * Test support: tests, their fixtures and helpers beside them, the test app and factories. It builds data for
 * every feature, so the write rule leaves it alone; in return no other code may import it.
 */
const testSupport = /(\.test\.tsx?|[.-]fixtures\.ts|test-helpers\.ts)$|^server\/test\//;
const isTestSupport = (rel) => testSupport.test(rel);

/** The feature whose own code `rel` is, for the write rule; null outside features and for test support. */
export function writingFeatureOf(rel) {
  const feature = /^server\/features\/([^/]+)\//.exec(rel)?.[1];
  return feature && !isTestSupport(rel) ? feature : null;
}
export const writeRule = 'a feature writes only its own tables';
/** The target of a write must be known to be checked; see `unresolvedWriteMarker` in read-source.mjs for the exception. */
export const unresolvedWriteRule = 'a write names its table';
export const cycleRule = 'the server feature graph has no cycle';

export const featureOf = (rel) => /^server\/features\/([^/]+)\//.exec(rel)?.[1] ?? null;
/** A feature's table file, or the schema that re-exports them all. */
const isTableFile = (rel) => /^server\/features\/[^/]+\/[^/]+\.table\.ts$/.test(rel) || /^server\/db\/schema(\.ts)?$/.test(rel);
/** The files that may join another feature's tables, read-only: its queries, and its tables' foreign keys. */
const mayJoinOtherTables = (rel) => /\.(queries|table)\.ts$/.test(rel);

const webFeature = (rel) => /^web\/features\/([^/]+)/.exec(rel)?.[1];

export const importRules = [
  { rule: 'web never imports server', from: (rel) => rel.startsWith('web/'), breaks: (to) => to.startsWith('server/') },
  { rule: 'shared imports neither server nor web', from: (rel) => rel.startsWith('shared/'), breaks: (to) => /^(server|web)\//.test(to) },
  { rule: 'server never imports web', from: (rel) => rel.startsWith('server/'), breaks: (to) => to.startsWith('web/') },
  {
    rule: 'the platform imports no feature',
    from: (rel) => rel.startsWith('server/platform/'),
    // schema.ts re-exports every feature's tables, so importing it is importing them.
    breaks: (to) => to.startsWith('server/features/') || /^server\/db\/schema(\.ts)?$/.test(to),
  },
  {
    rule: 'another feature is read through its queries or commands',
    from: (rel) => writingFeatureOf(rel) !== null && !mayJoinOtherTables(rel),
    breaks: (to, from) => isTableFile(to) && featureOf(to) !== featureOf(from),
  },
  {
    rule: 'only tests import test support',
    from: (rel) => rel.startsWith('server/') && !isTestSupport(rel),
    breaks: (to) => to.startsWith('server/') && isTestSupport(to),
  },
  {
    rule: 'web features never import each other',
    from: (rel) => rel.startsWith('web/features/'),
    breaks: (to, from) => Boolean(webFeature(to)) && webFeature(to) !== webFeature(from),
  },
  {
    rule: 'web entities never import web features',
    from: (rel) => rel.startsWith('web/entities/'),
    breaks: (to) => to.startsWith('web/features/'),
  },
  {
    rule: 'web components and lib import neither entities nor features',
    from: (rel) => /^web\/(components|lib)\//.test(rel),
    breaks: (to) => /^web\/(entities|features)\//.test(to),
  },
];
