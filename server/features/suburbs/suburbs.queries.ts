import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { City, Region, Suburb, suburbListQuery } from '../../../shared/api/suburbs';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { cities, regions, suburbs } from './suburbs.table';

const columns = {
  id: suburbs.id,
  name: suburbs.name,
  regionId: suburbs.regionId,
  code: suburbs.code,
  region: { id: regions.id, name: regions.name, code: regions.code },
};

const present = (row: { id: number; name: string; regionId: number; code: string; region: Region }): Suburb => ({
  id: row.id,
  name: row.name,
  region_id: row.regionId,
  region: row.region,
  code: row.code,
});

const selectSuburbs = (db: Db) => db.select(columns).from(suburbs).innerJoin(regions, eq(regions.id, suburbs.regionId));

export async function findSuburb(db: Db, id: number): Promise<Suburb | null> {
  const [row] = await selectSuburbs(db).where(eq(suburbs.id, id));
  return row ? present(row) : null;
}

export async function listSuburbs(db: Db, query: z.infer<typeof suburbListQuery>) {
  const where = searchIn(query.search, suburbs.name, suburbs.code);
  const order = orderOf(query.direction);
  const orderBy =
    query.sort === 'state' ? [order(regions.code), order(suburbs.name), order(suburbs.id)] : [order(suburbs.name), order(suburbs.id)];
  return pagedSelect(
    query,
    selectSuburbs(db)
      .where(where)
      .orderBy(...orderBy),
    countWhere(db, suburbs, where),
    (rows) => rows.map(present),
  );
}

export async function listRegions(db: Db): Promise<Region[]> {
  return db.select({ id: regions.id, name: regions.name, code: regions.code }).from(regions).orderBy(asc(regions.name));
}

export async function listCities(db: Db, regionId: number): Promise<City[]> {
  const rows = await db.select().from(cities).where(eq(cities.regionId, regionId)).orderBy(asc(cities.name));
  return rows.map((c) => ({ id: c.id, name: c.name, region_id: c.regionId }));
}

export async function regionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  return row !== undefined;
}

export async function findCity(db: Db, id: number): Promise<City | null> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  return row ? { id: row.id, name: row.name, region_id: row.regionId } : null;
}
