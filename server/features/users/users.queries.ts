import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { User, userListQuery } from '../../../shared/api/users';
import type { Db } from '../../db/client';
import { likePattern, paginate } from '../../platform/paging';
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

export async function findUser(db: Db, id: number): Promise<User | null> {
  const [row] = await db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id));
  return row ? presentUser(row) : null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

const sortColumns = { name: users.name, email: users.email } as const;

/** Served by users_name_sort / users_email_sort, and users_search_trgm when searching. */
export async function listUsers(db: Db, query: z.infer<typeof userListQuery>) {
  const search = query.search ? ilike(sql`(${users.name} || ' ' || ${users.email})`, likePattern(query.search)) : undefined;
  const roleFilter = query.filters.role_id ? eq(users.roleId, Number(query.filters.role_id) || 0) : undefined;
  const where = search && roleFilter ? sql`${search} and ${roleFilter}` : (search ?? roleFilter);
  const order = query.direction === 'asc' ? asc : desc;
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db
        .select(columns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(where)
        .orderBy(order(sortColumns[query.sort]), order(users.id))
        .limit(limit)
        .offset(offset);
      return rows.map(presentUser);
    },
    async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
  );
}
