import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const graphRow = (line: string) => /^\| \d+ \|/.test(line);

/** docs/architecture.md shows the server's feature graph as the imports make it, not as it once was. */
describe('the feature graph in docs/architecture.md', () => {
  it('is the one the imports make (node scripts/check-boundaries.mjs --graph)', () => {
    const documented = fs.readFileSync('docs/architecture.md', 'utf8').split('\n').filter(graphRow);
    const printed = spawnSync(process.execPath, ['scripts/check-boundaries.mjs', '--graph'], { encoding: 'utf8' });
    expect(printed.status).toBe(0);
    expect(documented).toEqual(printed.stdout.split('\n').filter(graphRow));
  });
});
