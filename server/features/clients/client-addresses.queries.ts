import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClientAddress, clientAddressListQuery } from '../../../shared/api/client-addresses';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { regions } from '../suburbs/suburbs.table';
import { clientAddresses } from './clients.table';

/** Address columns plus the state's code, which the one-line form prints. */
export const addressColumns = {
  id: clientAddresses.id,
  clientId: clientAddresses.clientId,
  name: clientAddresses.name,
  phone1: clientAddresses.phone1,
  phone2: clientAddresses.phone2,
  address1: clientAddresses.address1,
  address2: clientAddresses.address2,
  address3: clientAddresses.address3,
  city: clientAddresses.city,
  postcode: clientAddresses.postcode,
  suburbId: clientAddresses.suburbId,
  regionId: clientAddresses.regionId,
  cityId: clientAddresses.cityId,
  lat: clientAddresses.lat,
  lng: clientAddresses.lng,
  radiusM: clientAddresses.radiusM,
  regionCode: regions.code,
};

export type AddressRow = {
  id: number;
  clientId: number;
  name: string | null;
  phone1: string | null;
  phone2: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  city: string | null;
  postcode: string | null;
  suburbId: number | null;
  regionId: number | null;
  cityId: number | null;
  lat: number | null;
  lng: number | null;
  radiusM: number;
  regionCode: string | null;
};

/** "Level 2, 10 King St, Newtown NSW 2042": street lines, then suburb, state and postcode. */
export function readableAddress(row: Pick<AddressRow, 'address1' | 'address2' | 'address3' | 'city' | 'regionCode' | 'postcode'>): string {
  const locality = [row.city, row.regionCode, row.postcode].filter(Boolean).join(' ');
  return [row.address1, row.address2, row.address3, locality].filter(Boolean).join(', ');
}

export function presentAddress(row: AddressRow): ClientAddress {
  return {
    id: row.id,
    client_id: row.clientId,
    name: row.name,
    phone1: row.phone1,
    phone2: row.phone2,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    city: row.city,
    postcode: row.postcode,
    suburb_id: row.suburbId,
    region_id: row.regionId,
    division_id: row.regionId,
    city_id: row.cityId,
    lat: row.lat,
    lng: row.lng,
    radius_m: row.radiusM,
    readable: readableAddress(row),
  };
}

const selectAddresses = (db: Db) =>
  db.select(addressColumns).from(clientAddresses).leftJoin(regions, eq(regions.id, clientAddresses.regionId));

/** One address of one client: an address asked for under another client is not found. */
export async function findClientAddress(db: Db, clientId: number, id: number): Promise<ClientAddress | null> {
  const [row] = await selectAddresses(db).where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, clientId)));
  return row ? presentAddress(row) : null;
}

const sortColumns = { name: clientAddresses.name, address1: clientAddresses.address1 } as const;

export async function listClientAddresses(db: Db, clientId: number, query: z.infer<typeof clientAddressListQuery>) {
  const search = searchIn(query.search, clientAddresses.address1, clientAddresses.name, clientAddresses.city);
  const where = and(eq(clientAddresses.clientId, clientId), search);
  const order = orderOf(query.direction);
  const rows = selectAddresses(db).where(where).orderBy(order(sortColumns[query.sort]), order(clientAddresses.id));
  return pagedSelect(query, rows, countWhere(db, clientAddresses, where), (page) => page.map(presentAddress));
}

export type AddressLine = { id: number; readable: string; city: string | null };

/** Addresses by id in their one-line form, for other features' lists (a page of visits, an invoice's bill-to). */
export async function addressLines(db: Db, ids: readonly number[]): Promise<Map<number, AddressLine>> {
  if (ids.length === 0) return new Map();
  const rows = await selectAddresses(db).where(inArray(clientAddresses.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { id: row.id, readable: readableAddress(row), city: row.city }]));
}

/** An address's site location, against which check-ins are measured (docs/domain.md "Proof of presence"). */
export async function siteOf(db: Db, addressId: number): Promise<{ lat: number | null; lng: number | null; radiusM: number } | null> {
  const [site] = await db
    .select({ lat: clientAddresses.lat, lng: clientAddresses.lng, radiusM: clientAddresses.radiusM })
    .from(clientAddresses)
    .where(eq(clientAddresses.id, addressId));
  return site ?? null;
}
