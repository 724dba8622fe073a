import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checker = path.join(repo, 'scripts', 'check-boundaries.mjs');
const planted: string[] = [];
afterAll(() => planted.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Two features with a table each, as the real ones declare them. */
const tables = {
  'server/features/users/users.table.ts': `import { pgTable, serial, text } from 'drizzle-orm/pg-core';
export const users = pgTable('users', { id: serial('id').primaryKey(), name: text('name') });`,
  'server/features/notes/notes.table.ts': `import { pgTable, serial } from 'drizzle-orm/pg-core';
export const notes = pgTable(
  'notes',
  { id: serial('id').primaryKey() },
);`,
  'server/db/schema.ts': `export * from '../features/notes/notes.table';
export * from '../features/users/users.table';`,
};

/** Runs the checker as `npm run lint` does, over a tree holding `files` besides the two tables. */
function check(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  planted.push(root);
  for (const [file, text] of Object.entries({ ...tables, ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n') };
}

const writeRule = '(a feature writes only its own tables)';
const readRule = '(another feature is read through its queries or commands)';
const unresolvedRule = '(a write names its table)';

describe('the boundary checker', () => {
  it('fails on a Drizzle write to another feature’s table, however the table is imported', () => {
    const result = check({
      'server/features/users/delete-user.ts': `import { eq } from 'drizzle-orm';
import { notes } from '../notes/notes.table';
export const deleteNotes = (db, id) => db.delete(notes).where(eq(notes.id, id));`,
      'server/features/users/through-schema.ts': `import { notes as n } from '../../db/schema';
export const addNote = (tx) => tx.insert(n).values({});`,
      'server/features/users/namespace.ts': `import * as schema from '../../db/schema';
export const touchNotes = (tx) => tx.update(schema.notes).set({});`,
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      `server/features/users/delete-user.ts: 2: imports ../notes/notes.table ${readRule}`,
      `server/features/users/delete-user.ts: 3: deletes from notes, a table of feature notes ${writeRule}`,
      `server/features/users/namespace.ts: 1: imports ../../db/schema ${readRule}`,
      `server/features/users/namespace.ts: 2: updates notes, a table of feature notes ${writeRule}`,
      `server/features/users/through-schema.ts: 1: imports ../../db/schema ${readRule}`,
      `server/features/users/through-schema.ts: 2: inserts into notes, a table of feature notes ${writeRule}`,
      '6 boundary breaches',
    ]);
  });

  it('fails on a raw SQL write to another feature’s table, in a template, a string or the bulk helper', () => {
    const result = check({
      'server/features/notes/rename-users.ts': `import { sql } from 'drizzle-orm';
import { users } from '../users/users.table';
export async function renameUsers(db, name) {
  await db.execute(sql\`update users set name = \${name}\`);
  await db.execute(sql\`delete from \${users} where name = \${name}\`);
  await db.execute(sql.raw('INSERT INTO "public"."users" (name) values (1)'));
  await db.execute(sql\`merge into users u using x on true when matched then do nothing\`);
  await insertRows(db, 'users', { name: 'text' }, [{ name }]);
}`,
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      `server/features/notes/rename-users.ts: 2: imports ../users/users.table ${readRule}`,
      `server/features/notes/rename-users.ts: 4: updates users, a table of feature users ${writeRule}`,
      `server/features/notes/rename-users.ts: 5: deletes from users, a table of feature users ${writeRule}`,
      `server/features/notes/rename-users.ts: 6: inserts into users, a table of feature users ${writeRule}`,
      `server/features/notes/rename-users.ts: 7: merges into users, a table of feature users ${writeRule}`,
      `server/features/notes/rename-users.ts: 8: inserts into users, a table of feature users ${writeRule}`,
      '6 boundary breaches',
    ]);
  });

  it('passes a feature writing its own tables, its queries joining others, tests and seeds writing anything, and SQL in comments', () => {
    const result = check({
      'server/features/users/save-user.ts': `import { sql } from 'drizzle-orm';
import { noteIds } from './users.queries';
import { users } from './users.table';
// Never: delete from notes
export async function saveUser(db, name) {
  await db.insert(users).values({ name });
  await db.execute(sql\`update users set name = \${name} where id in (\${noteIds(db)})\`);
}`,
      'server/features/users/users.queries.ts': `import { notes } from '../notes/notes.table';
export const noteIds = (db) => db.select({ id: notes.id }).from(notes);`,
      'server/features/users/users.test.ts': `import { notes } from '../notes/notes.table';
export const plant = (db) => db.insert(notes).values({});`,
      'server/features/users/user-fixtures.ts': `export const plant = (db) => db.execute('delete from notes');`,
      'server/test/factories.ts': `import { notes } from '../features/notes/notes.table';
export const makeNote = (db) => db.insert(notes).values({});`,
      'server/scripts/seed.ts': `export const seed = (db) => db.execute('insert into notes default values');`,
    });
    expect(result).toEqual({ status: 0, lines: ['boundaries ok'] });
  });

  it('fails on a write whose table cannot be told, aliased or passed in; passes one marked with its reason, and a Map’s delete', () => {
    const result = check({
      'server/features/users/aliased.ts': `import { users } from './users.table';
export async function rename(tx, name) {
  const t = users;
  await tx.update(t).set({ name });
}`,
      'server/features/users/wipe.ts': `import { sql } from 'drizzle-orm';
export const wipe = (tx, table) => tx.delete(table).where(sql\`true\`);
export const raw = (db, name) => db.execute(sql\`insert into \${sql.raw(name)} default values\`);
export const bulk = (db, name) => insertRows(db, name, {}, []);`,
      'server/features/users/helper.ts': `import { sql } from 'drizzle-orm';
export async function insertAll(db, name) {
  // boundaries: unresolved write target: the callers name the table.
  await db.execute(sql\`insert into \${sql.raw(name)} default values\`);
}
export function forget(cache, id) {
  cache.delete(id);
}`,
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      `server/features/users/aliased.ts: 4: updates a table that cannot be told from this file ${unresolvedRule}`,
      `server/features/users/wipe.ts: 2: deletes from a table that cannot be told from this file ${unresolvedRule}`,
      `server/features/users/wipe.ts: 3: inserts into a table that cannot be told from this file ${unresolvedRule}`,
      `server/features/users/wipe.ts: 4: inserts into a table that cannot be told from this file ${unresolvedRule}`,
      '4 boundary breaches',
    ]);
  });

  it('fails on server features that use each other in a cycle, naming the path; tests may import any feature', () => {
    const result = check({
      'server/features/users/save-user.ts': `import { noteCount } from '../notes/notes.queries';
export const save = noteCount;`,
      'server/features/notes/notes.queries.ts': `import { tasksOf } from '../tasks/tasks.queries';
export const noteCount = tasksOf;`,
      'server/features/tasks/tasks.queries.ts': `export const tasksOf = 1;`,
      'server/features/tasks/tasks.table.ts': `import type { users } from '../users/users.table';
export type Owner = typeof users;`,
      'server/features/users/users.test.ts': `import { tasksOf } from '../tasks/tasks.queries';
export const t = tasksOf;`,
      'server/features/tasks/tasks.test.ts': `import { save } from '../users/save-user';
export const t = save;`,
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'server/features/notes/notes.queries.ts: 1: features notes → tasks → users → notes use each other in a cycle, by server/features/tasks/tasks.table.ts: 1, server/features/users/save-user.ts: 1 (the server feature graph has no cycle)',
      '1 boundary breach',
    ]);
  });

  it('fails on a command or route reading another feature’s table itself: it asks that feature’s queries', () => {
    const result = check({
      'server/features/users/users.routes.ts': `import { notes } from '../notes/notes.table';
export const list = (db) => db.select().from(notes);`,
      'server/features/users/users.queries.ts': `import { notes } from '../notes/notes.table';
export const noteCount = (db) => db.select().from(notes);`,
      'server/features/notes/notes.queries.ts': `import { notes } from './notes.table';
export const allNotes = (db) => db.select().from(notes);`,
      'server/features/users/archive-user.ts': `import { allNotes } from '../notes/notes.queries';
export const archive = (db) => allNotes(db);`,
    });
    expect(result.lines).toEqual([
      `server/features/users/users.routes.ts: 1: imports ../notes/notes.table ${readRule}`,
      '1 boundary breach',
    ]);
  });

  it('fails on the platform importing a feature, type-only and through the schema too; composition roots may', () => {
    const result = check({
      'server/platform/sessions.ts': `import type { users } from '../features/users/users.table';
export type Row = typeof users;`,
      'server/platform/jobs.ts': `import { notes } from '../db/schema';
export const t = notes;`,
      'server/app.ts': `import { users } from './features/users/users.table';
export const t = users;`,
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'server/platform/jobs.ts: 1: imports ../db/schema (the platform imports no feature)',
      'server/platform/sessions.ts: 1: imports ../features/users/users.table (the platform imports no feature)',
      '2 boundary breaches',
    ]);
  });

  it('fails on production code importing test support', () => {
    const result = check({
      'server/features/users/user-fixtures.ts': 'export const makeUser = () => 1;',
      'server/features/users/users.routes.ts': `import { makeUser } from './user-fixtures';
export const x = makeUser;`,
    });
    expect(result.lines).toEqual([
      'server/features/users/users.routes.ts: 1: imports ./user-fixtures (only tests import test support)',
      '1 boundary breach',
    ]);
  });

  it('keeps the web layers apart: entities ↛ features, components and lib ↛ either, features ↛ each other', () => {
    const result = check({
      'web/features/clients/api.ts': 'export const useClients = () => [];',
      'web/features/clients/clients-page.tsx': `import { useClients } from './api';
import { userName } from '../../entities/users/user-name';
export const page = [useClients, userName];`,
      'web/features/jobs/jobs-page.tsx': `import { useClients } from '../clients/api';
export const page = useClients;`,
      'web/entities/users/user-name.ts': `import type { useClients } from '../../features/clients/api';
export const userName = (u: ReturnType<typeof useClients>) => u;`,
      'web/components/picker.tsx': `import { userName } from '../entities/users/user-name';
export const picker = userName;`,
      'web/lib/api.ts': `const page = () => import('../features/clients/clients-page');
export default page;`,
      'web/app/routes.tsx': `const page = () => import('../features/clients/clients-page');
export default page;`,
      'web/lib/format.ts': `import type { Row } from '../../server/platform/sessions';
export type R = Row;`,
      'shared/money.ts': `import { x } from '../web/lib/format';
export const y = x;`,
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'shared/money.ts: 1: imports ../web/lib/format (shared imports neither server nor web)',
      'web/components/picker.tsx: 1: imports ../entities/users/user-name (web components and lib import neither entities nor features)',
      'web/entities/users/user-name.ts: 1: imports ../../features/clients/api (web entities never import web features)',
      'web/features/jobs/jobs-page.tsx: 1: imports ../clients/api (web features never import each other)',
      'web/lib/api.ts: 1: imports ../features/clients/clients-page (web components and lib import neither entities nor features)',
      'web/lib/format.ts: 1: imports ../../server/platform/sessions (web never imports server)',
      '6 boundary breaches',
    ]);
  });

  it('passes the real repository', () => {
    const run = spawnSync(process.execPath, [checker], { cwd: repo, encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('boundaries ok');
    expect(run.status).toBe(0);
  });
});
