// The boundaries of docs/architecture.md, run by `npm run lint` after eslint: who may import whom, and that a
// feature writes only its own tables (rules in scripts/boundaries/rules.mjs).
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the current directory)
//        node scripts/check-boundaries.mjs --graph   the feature graph's rows, for docs/architecture.md
import fs from 'node:fs';
import { checkBoundaries, readTree } from './boundaries/check.mjs';
import { featureRows } from './boundaries/feature-graph.mjs';

if (process.argv[2] === '--graph') {
  console.log(featureRows(readTree('.'), fs.readdirSync('server/features')).join('\n'));
  process.exit(0);
}
const problems = checkBoundaries(process.argv[2] ?? '.');
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} boundary ${problems.length === 1 ? 'breach' : 'breaches'}`);
  process.exit(1);
}
console.log('boundaries ok');
