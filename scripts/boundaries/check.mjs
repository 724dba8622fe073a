import fs from 'node:fs';
import path from 'node:path';
import { readSource } from './read-source.mjs';
import { featureCycles } from './feature-graph.mjs';
import { importRules, unresolvedWriteRule, writeRule, writingFeatureOf } from './rules.mjs';
import { tableIndex } from './tables.mjs';

const sourceDirs = ['server', 'shared', 'web'];

function sourceFiles(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Every source file under `root`, read once, by root-relative path. */
export function readTree(root) {
  const files = new Map();
  for (const rel of sourceDirs.flatMap((dir) => sourceFiles(root, dir))) files.set(rel, readSource(root, rel));
  return files;
}

function importProblems(file) {
  const problems = [];
  for (const { spec, target, line } of file.imports) {
    if (!target) continue;
    for (const { rule, from, breaks } of importRules) {
      if (from(file.rel) && breaks(target, file.rel)) problems.push(`${file.rel}: ${line}: imports ${spec} (${rule})`);
    }
  }
  return problems;
}

function writeProblems(file, tables) {
  const feature = writingFeatureOf(file.rel);
  if (!feature) return [];
  const problems = [];
  for (const write of file.writes) {
    const name = write.tableName ?? (write.ref && tables.resolve(file, write.ref));
    if (!name && write.drizzle !== false && !write.marked) {
      problems.push(`${file.rel}: ${write.line}: ${write.verb} a table that cannot be told from this file (${unresolvedWriteRule})`);
    }
    const owner = name && tables.byName.get(name)?.owner;
    if (owner && owner !== feature) {
      const whose = owner === 'platform' ? 'the platform' : `feature ${owner}`;
      problems.push(`${file.rel}: ${write.line}: ${write.verb} ${name}, a table of ${whose} (${writeRule})`);
    }
  }
  return problems;
}

/** Every breach in the tree under `root`, as `file: line: what is wrong (rule)`, sorted. */
export function checkBoundaries(root = '.') {
  const files = readTree(root);
  const tables = tableIndex(files);
  const problems = [...files.values()].flatMap((file) => [...importProblems(file), ...writeProblems(file, tables)]);
  problems.push(...featureCycles(files));
  return [...new Set(problems)].sort();
}
