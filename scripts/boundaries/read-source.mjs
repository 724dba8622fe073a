// What one source file says that the boundary rules need: its imports, the tables it declares or re-exports,
// and the writes it makes. Parsed with the TypeScript compiler (syntax only, no type checker), so comments,
// strings and code are told apart exactly.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A raw SQL write: `insert into t`, `update t [as a] set`, `delete from t`, `merge into t`. */
const target = String.raw`([\w@."]+)`;
const sqlWrites = [
  { verb: 'inserts into', pattern: new RegExp(String.raw`\binsert\s+into\s+${target}`, 'gi') },
  { verb: 'updates', pattern: new RegExp(String.raw`\bupdate\s+(?:only\s+)?${target}(?:\s+(?:as\s+)?\w+)?\s+set\b`, 'gi') },
  { verb: 'deletes from', pattern: new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${target}`, 'gi') },
  { verb: 'merges into', pattern: new RegExp(String.raw`\bmerge\s+into\s+${target}`, 'gi') },
];
const drizzleWrites = { insert: 'inserts into', update: 'updates', delete: 'deletes from' };
/** An interpolated `${x}` in a template stands as `@@<n>` while the SQL text is searched. */
/**
 * The one way to let a write whose table cannot be known from its file pass: this comment, with the reason, on
 * the write's line or the line above (a helper whose callers name the table, and are checked in their turn).
 */
export const unresolvedWriteMarker = /\/\/\s*boundaries: unresolved write target: \S/;
/** The Drizzle builder calls that follow a write; `x.delete(k)` without one is a Map's or a Set's unless `x` is a database. */
const builderCalls = new Set(['values', 'set', 'where', 'returning', 'onConflictDoNothing', 'onConflictDoUpdate']);
const databaseName = /^(db|tx|trx|database)$/i;
const placeholder = /^@@(\d+)$/;

/** `from` is a root-relative file; answers the root-relative file a relative specifier names (or its bare path). */
function resolveImport(root, from, spec) {
  if (!spec.startsWith('.')) return null;
  const bare = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '');
  const candidates = [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}.mjs`, `${bare}/index.ts`, `${bare}/index.tsx`];
  return candidates.find((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile()) ?? bare;
}

/** A reference to a table object: a local name, or `ns.name` through a namespace import. */
function refOf(node) {
  if (ts.isIdentifier(node)) return { local: node.text };
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
    return { local: node.expression.text, member: node.name.text };
  return null;
}

/** The SQL text of a string or template, each interpolation replaced by a placeholder whose ref is kept. */
function sqlTextOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, refs: [] };
  const refs = node.templateSpans.map((span) => refOf(span.expression));
  const text = node.templateSpans.reduce((sum, span, i) => `${sum}@@${i}${span.literal.text}`, node.head.text);
  return { text, refs };
}

function sqlWritesIn(node, line) {
  const { text, refs } = sqlTextOf(node);
  const found = [];
  for (const { verb, pattern } of sqlWrites) {
    for (const match of text.matchAll(pattern)) {
      const table = match[1].replaceAll('"', '').split('.').pop();
      const slot = placeholder.exec(table);
      // A target computed at run time (`insert into ${sql.raw(table)}`) has no ref: it cannot be resolved.
      found.push(slot ? { line, verb, ref: refs[Number(slot[1])] } : { line, verb, tableName: table.toLowerCase() });
    }
  }
  return found;
}

/** Local name → imported name (`*` for a namespace import) of an import declaration. */
function bindingsOf(clause) {
  const bindings = new Map();
  if (!clause) return bindings;
  if (clause.name) bindings.set(clause.name.text, 'default');
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) bindings.set(named.name.text, '*');
  if (named && ts.isNamedImports(named)) for (const el of named.elements) bindings.set(el.name.text, (el.propertyName ?? el.name).text);
  return bindings;
}

/** Exported name → name in the target of `export { a as b } from`; null for `export * from`. */
function reexportedNames(node) {
  if (!node.exportClause || !ts.isNamedExports(node.exportClause)) return null;
  return new Map(node.exportClause.elements.map((el) => [el.name.text, (el.propertyName ?? el.name).text]));
}

/** The module an import of any form names (static, re-export, dynamic `import()`, `import('…')` type), if literal. */
function specifierOf(node) {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return node.moduleSpecifier.text;
  }
  const [arg] = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments : [];
  if (arg && ts.isStringLiteralLike(arg)) return arg.text;
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
    return node.argument.literal.text;
  return null;
}

/** The SQL name of `const x = pgTable('name', …)`, or null. */
function pgTableName(node) {
  const call = ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.initializer : null;
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'pgTable') return null;
  const [name] = call.arguments;
  return name && ts.isStringLiteralLike(name) ? name.text : null;
}

/** Whether `x.insert(…)` / `.update(…)` / `.delete(…)` is a Drizzle write: on a database, or followed by a builder call. */
function isDrizzleWrite(node) {
  const receiver = node.expression.expression;
  const name = ts.isIdentifier(receiver) ? receiver.text : ts.isPropertyAccessExpression(receiver) ? receiver.name.text : '';
  const next = node.parent;
  return databaseName.test(name) || (ts.isPropertyAccessExpression(next) && next.expression === node && builderCalls.has(next.name.text));
}

/**
 * A Drizzle `x.insert(table)` / `.update(table)` / `.delete(table)`, or the bulk helper `insertRows(db, 'table', …)`.
 * A target that is not a plain name (`ref` null: a call, an element) is kept too, to be reported as unresolved.
 */
function callWriteOf(node, line) {
  const callee = node.expression;
  const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
  if (ts.isPropertyAccessExpression(callee) && Object.hasOwn(drizzleWrites, method) && node.arguments.length === 1) {
    const ref = refOf(node.arguments[0]);
    if (ref || isDrizzleWrite(node)) return { line, verb: drizzleWrites[method], ref, drizzle: isDrizzleWrite(node) };
  }
  const table = node.arguments[1];
  if (method !== 'insertRows' || !table) return null;
  return ts.isStringLiteralLike(table)
    ? { line, verb: 'inserts into', tableName: table.text }
    : { line, verb: 'inserts into', ref: null, drizzle: true };
}

/**
 * @returns {{ rel: string, imports: object[], reexports: object[], tables: Map<string, string>, writes: object[] }}
 *   `imports`: `{ spec, target, line, bindings }` of every import, root-relative `target`; `tables`: exported
 *   const → SQL name of each `pgTable('name', …)`; `writes`: each write with either the SQL name of its target
 *   (`tableName`) or a `ref` to the table object, resolved later against the imports (null when the target is
 *   no plain name); `drizzle` false for an `x.delete(k)` that may be a Map's; `marked` when the unresolved-write
 *   comment stands on it.
 */
export function readSource(root, rel) {
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const marked = (line) => unresolvedWriteMarker.test(lines[line - 1] ?? '') || unresolvedWriteMarker.test(lines[line - 2] ?? '');
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const file = { rel, imports: [], reexports: [], tables: new Map(), writes: [] };

  function visit(node) {
    const spec = specifierOf(node);
    if (spec) {
      const target = resolveImport(root, rel, spec);
      const bindings = ts.isImportDeclaration(node) ? bindingsOf(node.importClause) : new Map();
      file.imports.push({ spec, target, line: lineOf(node), bindings });
      if (ts.isExportDeclaration(node)) file.reexports.push({ target, names: reexportedNames(node) });
    }
    const tableName = pgTableName(node);
    if (tableName) file.tables.set(node.name.text, tableName);
    const write = ts.isCallExpression(node) && callWriteOf(node, lineOf(node));
    if (write) file.writes.push(write);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      file.writes.push(...sqlWritesIn(node, lineOf(node)));
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  for (const write of file.writes) write.marked = marked(write.line);
  return file;
}
