/** Regions, cities and suburbs, clients with their addresses and contacts, and notes for tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAddresses, clients, contacts } from '../features/clients/clients.table';
import { notes } from '../features/notes/notes.table';
import { cities, regions, suburbs } from '../features/suburbs/suburbs.table';
import { type Attrs, type ChildAttrs, insertRow, next } from './factory-kit';

export async function buildRegion(db: Db, overrides: Attrs<typeof regions> = {}) {
  return insertRow(db, regions, { code: 'NSW', name: 'New South Wales', ...overrides });
}

export async function buildCity(db: Db, overrides: Attrs<typeof cities> = {}) {
  const regionId = overrides.regionId ?? (await buildRegion(db)).id;
  return insertRow(db, cities, { name: `City ${next()}`, ...overrides, regionId });
}

export async function buildSuburb(db: Db, overrides: Attrs<typeof suburbs> = {}) {
  const regionId = overrides.regionId ?? (await buildRegion(db)).id;
  return insertRow(db, suburbs, { name: `Suburb ${next()}`, code: '2000', ...overrides, regionId });
}

type AddressAttrs = ChildAttrs<typeof clientAddresses, 'clientId'>;
type ContactAttrs = ChildAttrs<typeof contacts, 'clientId'>;

export async function buildClientAddress(db: Db, clientId: number, overrides: AddressAttrs = {}) {
  return insertRow(db, clientAddresses, { address1: `${next()} King St`, city: 'Newtown', postcode: '2042', ...overrides, clientId });
}

export async function buildClientContact(db: Db, clientId: number, overrides: ContactAttrs = {}) {
  return insertRow(db, contacts, { name: `Contact ${next()}`, ...overrides, clientId });
}

export type ClientAttrs = Attrs<typeof clients> & {
  /** The main address (a King St in Newtown unless told); null for a client without one. */
  address?: AddressAttrs | null;
  contacts?: readonly ContactAttrs[];
};

export async function buildClient(db: Db, { address = {}, contacts: contactAttrs = [], ...overrides }: ClientAttrs = {}) {
  const client = await insertRow(db, clients, { name: `Client ${next()}`, ...overrides });
  const main = address && (await buildClientAddress(db, client.id, address));
  if (main) await db.update(clients).set({ addressId: main.id }).where(eq(clients.id, client.id));
  const built = [];
  for (const contact of contactAttrs) built.push(await buildClientContact(db, client.id, contact));
  return { ...client, addressId: main ? main.id : client.addressId, address: main || null, contacts: built };
}

/** A note on a client unless another parent is named. */
export async function buildNote(db: Db, parentId: number, overrides: ChildAttrs<typeof notes, 'parentId'> = {}) {
  return insertRow(db, notes, { parentType: 'clients', note: `Note ${next()}`, ...overrides, parentId });
}
