// The server's feature graph: feature a uses feature b when a file of a's own code (not its tests) imports one of
// b's. It must have no cycle (docs/architecture.md "Feature graph"), so that features form layers and a change
// to one never reaches back into a feature below it.
import { cycleRule, featureOf, writingFeatureOf } from './rules.mjs';

/** feature → (feature it uses → the first import that uses it, as `file: line`). */
export function featureGraph(files) {
  const graph = new Map();
  for (const file of files.values()) {
    const from = writingFeatureOf(file.rel);
    if (!from) continue;
    const uses = graph.get(from) ?? graph.set(from, new Map()).get(from);
    for (const { target, line } of file.imports) {
      const to = target && featureOf(target);
      if (to && to !== from && !uses.has(to)) uses.set(to, `${file.rel}: ${line}`);
    }
  }
  return graph;
}

/** The shortest way back from `start` to itself, as the list of features on it, or null. */
function shortestCycle(graph, start) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) {
        const path = [at];
        while (cameFrom.get(path[0])) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * One problem per cycle, the shortest from each feature in name order, at the import that leaves its first
 * feature, with the whole path and the import behind each step. A cycle through a feature already reported waits
 * for the next run, once the first is broken.
 */
export function featureCycles(files) {
  const graph = featureGraph(files);
  const seen = new Set();
  const problems = [];
  for (const feature of [...graph.keys()].sort()) {
    const cycle = shortestCycle(graph, feature);
    if (!cycle || cycle.some((f) => seen.has(f))) continue;
    cycle.forEach((f) => seen.add(f));
    const steps = cycle.slice(1).map((to, i) => graph.get(cycle[i]).get(to));
    problems.push(`${steps[0]}: features ${cycle.join(' → ')} use each other in a cycle, by ${steps.slice(1).join(', ')} (${cycleRule})`);
  }
  return problems;
}

/**
 * The graph as the rows of docs/architecture.md "Feature graph": row n holds the features whose longest chain of
 * uses below them is n long, each with the features it uses. Only for a graph without a cycle.
 */
export function featureRows(files, features) {
  const graph = featureGraph(files);
  for (const feature of features) if (!graph.has(feature)) graph.set(feature, new Map());
  const rowOf = new Map();
  const row = (feature) => {
    if (!rowOf.has(feature)) rowOf.set(feature, Math.max(-1, ...[...graph.get(feature).keys()].map(row)) + 1);
    return rowOf.get(feature);
  };
  const rows = [];
  for (const feature of [...graph.keys()].sort()) {
    const uses = [...graph.get(feature).keys()].sort();
    (rows[row(feature)] ??= []).push(`**${feature}**${uses.length ? ` (${uses.join(', ')})` : ''}`);
  }
  return rows.map((features, n) => `| ${n} | ${features.join('; ')} |`);
}
