// The boundaries of docs/architecture.md, run by `npm run lint` after eslint: who may import whom, and that a
// feature writes only its own tables (rules in scripts/boundaries/rules.mjs).
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the current directory)
import { checkBoundaries } from './boundaries/check.mjs';

const problems = checkBoundaries(process.argv[2] ?? '.');
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} boundary ${problems.length === 1 ? 'breach' : 'breaches'}`);
  process.exit(1);
}
console.log('boundaries ok');
