/**
 * Comments point inside the repository: a rule is cited as `docs/domain.md "Section"` or as a decision, never by
 * a section sign, a section of the specification or an issue's number, which a reader of the repository cannot
 * open. Test names count too. Only comments and test names are read, so code and user-facing text say what they
 * like.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['server', 'shared', 'web', 'scripts', 'e2e', 'bench'];
const skipped = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const citation = /\bspec \d|\bissue \d|§/i;
const testCalls = new Set(['it', 'test', 'describe']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) yield* sourceFiles(full);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
  }
}

/** The name of the function a call ends in: `it` for `it(...)`, `it.each([...])(...)` and `test.skip(...)`. */
function calleeRoot(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression) || ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return null;
}

/** Each comment or test name of `text` that cites the specification or an issue, as `line: text`. */
function citationsIn(file: string, text: string): string[] {
  if (!citation.test(text)) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const check = (pos: number, end: number) => {
    const at = text.slice(pos, end).search(citation);
    if (at < 0) return;
    const { line } = source.getLineAndCharacterOfPosition(pos + at);
    found.set(pos, `${line + 1}: ${text.split('\n')[line].trim()}`);
  };
  const visit = (node: ts.Node) => {
    // Every comment is the leading or trailing trivia of some token; walking tokens too reaches the ones before a `}`.
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      check(range.pos, range.end);
    }
    if (ts.isCallExpression(node) && testCalls.has(calleeRoot(node.expression) ?? '')) {
      const name = node.arguments[0];
      if (name && (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))) check(name.getStart(source), name.getEnd());
    }
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found].sort(([a], [b]) => a - b).map(([, line]) => line);
}

describe('comment references', () => {
  it('finds a citation in a comment or a test name, and only there', () => {
    const planted = [
      '/** Newest first (spec 2 §9). */',
      'const pageSize = 20; // as issue 11 asked',
      "it('reaches every state of the spec 2 list', () => {});",
      "it.each([1])('case %s (issue 7)', () => {});",
      'function f() {\n  return 1;\n  // a § at the end of a block\n}',
      "const message = 'Section § 4 of the contract'; // a string is not a comment",
      '/** Paid on or after the issue date 5 points (docs/domain.md "Bank transactions"). */',
    ].join('\n');
    expect(citationsIn('planted.test.ts', planted).map((line) => line.split(':')[0])).toEqual(['1', '2', '3', '4', '7']);
    const jsx = 'const a = <p>spec 2 is text here</p>;\nconst b = <p>{/* spec 2 §2 */}</p>;';
    expect(citationsIn('planted.tsx', jsx)).toEqual(['2: const b = <p>{/* spec 2 §2 */}</p>;']);
  });

  it('no comment or test name cites the specification or an issue by number: cite docs/domain.md or a decision', () => {
    const offending: string[] = [];
    for (const root of roots) {
      for (const file of sourceFiles(path.join(repo, root))) {
        for (const line of citationsIn(file, fs.readFileSync(file, 'utf8'))) offending.push(`${path.relative(repo, file)}:${line}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
