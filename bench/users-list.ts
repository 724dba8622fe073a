import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { plannedScans as planned } from './explain';
import type { Database, Db } from '../server/db/client';
import { roles } from '../server/features/roles/roles.table';
import { users } from '../server/features/users/users.table';
import { likePattern } from '../server/platform/paging';
import { hashPassword } from '../server/platform/passwords';
import type { BenchPerson } from './people';

export const benchPassword = 'bench-password-1';

/** Insert the people with one shared argon2id hash (hashing 10,000 times would take minutes), then ANALYZE. */
export async function insertPeople(database: Database, people: readonly BenchPerson[]): Promise<void> {
  const passwordHash = await hashPassword(benchPassword);
  const roleRows = await database.db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  const rows = people.map((p) => {
    const id = roleId.get(p.role);
    if (id === undefined) throw new Error(`The demo seed has no ${p.role} role`);
    return {
      name: p.name,
      email: p.email,
      phone: p.phone,
      roleId: id,
      passwordHash,
      legalBusinessName: p.legalBusinessName,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    };
  });
  await database.db.transaction(async (tx) => {
    // 1,000 rows × 8 columns stays far below PostgreSQL's 65,535 bind parameters.
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(users).values(rows.slice(start, start + 1000));
    }
  });
  await database.executeSql('ANALYZE users');
}

export type ListScenario = {
  label: string;
  query: { page: number; count: number; sort: 'name' | 'email'; direction: 'asc' | 'desc'; search?: string };
};

export const listScenarios: ListScenario[] = [
  { label: 'page 1, by name', query: { page: 1, count: 20, sort: 'name', direction: 'asc' } },
  { label: 'page 250, by email desc', query: { page: 250, count: 20, sort: 'email', direction: 'desc' } },
  { label: 'search "smith"', query: { page: 1, count: 20, sort: 'name', direction: 'asc', search: 'smith' } },
];

export function listPath(query: ListScenario['query']): string {
  const params = new URLSearchParams({
    page: String(query.page),
    count: String(query.count),
    sort: query.sort,
    direction: query.direction,
  });
  if (query.search) params.set('search', query.search);
  return `/api/users?${params}`;
}

const sortColumns = { name: users.name, email: users.email } as const;

function listStatements(db: Db, query: ListScenario['query']) {
  const where = query.search ? ilike(sql`(${users.name} || ' ' || ${users.email})`, likePattern(query.search)) : undefined;
  const order = query.direction === 'asc' ? asc : desc;
  const page = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      roleId: users.roleId,
      roleName: roles.name,
      abn: users.abn,
      bankBsb: users.bankBsb,
      bankAccount: users.bankAccount,
      legalName: users.legalName,
      legalBusinessName: users.legalBusinessName,
      avatarPath: users.avatarPath,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(order(sortColumns[query.sort]), order(users.id))
    .limit(query.count)
    .offset((query.page - 1) * query.count);
  const total = db.select({ n: count() }).from(users).where(where);
  return { page, total };
}

/**
 * The two statements listUsers issues for this query (the page and the count, together as paginate
 * runs them), written out here so the bench measures the SQL alone, without presenting or serialising.
 */
export async function directList(db: Db, query: ListScenario['query']): Promise<{ ids: number[]; total: number }> {
  const statements = listStatements(db, query);
  const [rows, [{ n }]] = await Promise.all([statements.page, statements.total]);
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

/** The planner's scans for the page and count statements (bench/explain.ts). */
export function plannedScans(database: Database, query: ListScenario['query']) {
  return planned(database, listStatements(database.db, query));
}
