import { eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Vendor, vendorListQuery } from '../../../shared/api/vendors';
import { formatAbn } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { countWhere, likePattern, orderOf, pagedSelect } from '../../platform/paging';
import { users } from '../users/users.table';
import { vendors } from './vendors.table';

const columns = {
  id: vendors.id,
  name: vendors.name,
  tradingName: vendors.tradingName,
  abn: vendors.abn,
  phone: vendors.phone,
  email: vendors.email,
  userId: vendors.userId,
  userName: users.name,
  gstRegistered: vendors.gstRegistered,
};
type Row = Omit<typeof vendors.$inferSelect, 'createdAt' | 'updatedAt'> & { userName: string | null };

export function presentVendor(row: Row): Vendor {
  return {
    id: row.id,
    name: row.name,
    trading_name: row.tradingName,
    abn: row.abn,
    formatted_abn: row.abn ? formatAbn(row.abn) : null,
    phone: row.phone,
    email: row.email,
    user_id: row.userId,
    user_name: row.userName,
    gst_registered: row.gstRegistered,
  };
}

// The linked person's name is read in the same statement: one row per vendor, never more (user_id is unique).
const selectVendors = (db: Db) => db.select(columns).from(vendors).leftJoin(users, eq(users.id, vendors.userId));

export async function findVendor(db: Db, id: number): Promise<Vendor | null> {
  const [row] = await selectVendors(db).where(eq(vendors.id, id));
  return row ? presentVendor(row) : null;
}

/** Vendors by id, for other features' lists (an expense's vendor). */
export async function vendorsByIds(db: Db, ids: readonly number[]): Promise<Map<number, Vendor>> {
  if (ids.length === 0) return new Map();
  const rows = await selectVendors(db).where(inArray(vendors.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, presentVendor(row)]));
}

const sortColumns = { name: vendors.name, abn: vendors.abn, email: vendors.email } as const;

/** Search by name, trading name, ABN (spaces ignored) or e-mail. */
export async function listVendors(db: Db, query: z.infer<typeof vendorListQuery>) {
  const where = query.search ? searchVendors(query.search) : undefined;
  const order = orderOf(query.direction);
  const rows = selectVendors(db).where(where).orderBy(order(sortColumns[query.sort]), order(vendors.id));
  return pagedSelect(query, rows, countWhere(db, vendors, where), (page) => page.map(presentVendor));
}

function searchVendors(search: string) {
  const pattern = likePattern(search);
  const digits = search.replace(/\s+/g, '');
  return or(
    ilike(vendors.name, pattern),
    ilike(vendors.tradingName, pattern),
    ilike(vendors.email, pattern),
    /^\d+$/.test(digits) ? ilike(vendors.abn, likePattern(digits)) : undefined,
  );
}

/** The vendor that is this person, if any (a person is at most one vendor). */
export async function vendorOfUser(db: Db, userId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.userId, userId));
  return row ?? null;
}

/** Every vendor's names and ABN, to recognise who a receipt is from. */
export async function knownVendors(db: Db): Promise<{ id: number; name: string; tradingName: string | null; abn: string | null }[]> {
  return db
    .select({ id: vendors.id, name: vendors.name, tradingName: vendors.tradingName, abn: vendors.abn })
    .from(vendors)
    .orderBy(vendors.id);
}
