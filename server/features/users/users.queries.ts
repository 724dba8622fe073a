import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { User, userListQuery } from '../../../shared/api/users';
import type { PermissionKey } from '../../../shared/permissions';
import { officePermissions, type PolicyUser, seesPerson } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { roles } from '../roles/roles.table';
import { users } from './users.table';

const columns = {
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
};

type UserRow = Omit<typeof users.$inferSelect, 'passwordHash' | 'active' | 'updatedAt'> & { roleName: string };

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role_id: row.roleId,
    role: { id: row.roleId, name: row.roleName },
    abn: row.abn,
    bank_bsb: row.bankBsb,
    bank_account: row.bankAccount,
    legal_name: row.legalName,
    legal_business_name: row.legalBusinessName,
    avatar: row.avatarPath ? `/storage/avatars/${row.id}?v=${encodeURIComponent(row.avatarPath.slice(-8))}` : null,
    created_at: row.createdAt.toISOString(),
  };
}

const selectUsers = (db: Db) => db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId));

export async function findUser(db: Db, id: number): Promise<User | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? presentUser(row) : null;
}

/** A person the viewer may see (their own records always, anyone's with `users`); null otherwise or when there is none. */
export async function findUserSeenBy(db: Db, viewer: PolicyUser, id: number): Promise<User | null> {
  return seesPerson(viewer, id) ? findUser(db, id) : null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** `doesVisits` of shared/policies.ts in SQL: the role holds none of the office permissions (or, false, some). */
function doesVisitsFilter(wanted: boolean | undefined) {
  if (wanted === undefined) return undefined;
  const office = sql`array[${sql.join(
    officePermissions.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const holdsOffice = sql`exists (select 1 from ${roles} where ${roles.id} = ${users.roleId} and jsonb_exists_any(${roles.permissions}, ${office}))`;
  return wanted ? sql`not ${holdsOffice}` : holdsOffice;
}

const sortColumns = { name: users.name, email: users.email } as const;

/** Served by users_name_sort / users_email_sort, and users_search_trgm when searching. */
export async function listUsers(db: Db, query: z.infer<typeof userListQuery>) {
  const search = searchIn(query.search, sql`(${users.name} || ' ' || ${users.email})`);
  const roleFilter = query.filters.role_id === undefined ? undefined : eq(users.roleId, query.filters.role_id);
  const where = and(search, roleFilter, doesVisitsFilter(query.filters.does_visits));
  const order = orderOf(query.direction);
  const rows = selectUsers(db).where(where).orderBy(order(sortColumns[query.sort]), order(users.id));
  return pagedSelect(query, rows, countWhere(db, users, where), (page) => page.map(presentUser));
}

/** People by id with their names, in name order, for other features' lists (a visit's contractors, say). */
export async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(asc(users.name), asc(users.id));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these people may be given work: they exist and are active. */
export async function activeUserIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.active, true)));
  return new Set(rows.map((row) => row.id));
}

/** The e-mail addresses of those of these people who are active, each once. */
export async function activeEmailsOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.active, true)));
  return rows.map((row) => row.email);
}

/** The e-mail addresses of the active people whose role holds this permission: the office, for its alerts. */
export async function activeEmailsWithPermission(db: Db, permission: PermissionKey): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.active, true), sql`${roles.permissions} @> ${JSON.stringify([permission])}::jsonb`))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** Where a person's avatar is stored, if they have one. */
export async function findAvatarPath(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
  return row?.avatarPath ?? null;
}

/** How many people hold each of these roles (the roles feature's `roleHolders`); a role nobody holds is absent. */
export async function countRoleHolders(db: Db, roleIds: readonly number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: users.roleId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(inArray(users.roleId, [...roleIds]))
    .groupBy(users.roleId);
  return new Map(rows.map((row) => [row.roleId, row.n]));
}

/** Every active person by name with their ABN, for pickers of those who cannot read the users list (a vendor's person). */
export async function activeUserChoices(db: Db): Promise<{ id: number; name: string; abn: string | null }[]> {
  return db
    .select({ id: users.id, name: users.name, abn: users.abn })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.name), asc(users.id));
}
