import fs from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/** `npm run lint` refuses an unformatted file: the lint script runs Prettier's check over the tree. */
describe('formatting is part of the lint', () => {
  it('runs prettier --check in npm run lint', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toMatch(/prettier --check \./);
  });

  it('finds a planted unformatted file unformatted, and its formatted form clean, under the project’s settings', async () => {
    const file = 'server/features/planted/planted.ts';
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const planted = 'export const  planted = {a:1,b:"two"}\n';
    expect(await prettier.check(planted, options)).toBe(false);
    expect(await prettier.check(await prettier.format(planted, options), options)).toBe(true);
    expect(await prettier.format(planted, options)).toBe("export const planted = { a: 1, b: 'two' };\n");
  });

  it('leaves no file of the tree out of the check but generated ones and prose', () => {
    const ignored = fs
      .readFileSync('.prettierignore', 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored.sort()).toEqual(
      [
        '*.md',
        '.tmp',
        'data',
        'dist',
        'node_modules',
        'package-lock.json',
        'playwright-report',
        'server/db/migrations',
        'test-results',
      ].sort(),
    );
  });
});
