/** Regions, cities and suburbs, clients with their addresses and contacts, and notes for tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAddresses, clients, contacts } from '../features/clients/clients.table';
import { notes } from '../features/notes/notes.table';
import { cities, regions, suburbs } from '../features/suburbs/suburbs.table';
import { type Attrs, type ChildAttrs, next } from './factory-kit';

export async function buildRegion(db: Db, overrides: Attrs<typeof regions> = {}) {
  const [region] = await db
    .insert(regions)
    .values({ code: 'NSW', name: 'New South Wales', ...overrides })
    .returning();
  return region;
}

export async function buildCity(db: Db, overrides: Attrs<typeof cities> = {}) {
  const regionId = overrides.regionId ?? (await buildRegion(db)).id;
  const [city] = await db
    .insert(cities)
    .values({ name: `City ${next()}`, ...overrides, regionId })
    .returning();
  return city;
}

export async function buildSuburb(db: Db, overrides: Attrs<typeof suburbs> = {}) {
  const regionId = overrides.regionId ?? (await buildRegion(db)).id;
  const [suburb] = await db
    .insert(suburbs)
    .values({ name: `Suburb ${next()}`, code: '2000', ...overrides, regionId })
    .returning();
  return suburb;
}

type AddressAttrs = ChildAttrs<typeof clientAddresses, 'clientId'>;
type ContactAttrs = ChildAttrs<typeof contacts, 'clientId'>;

export async function buildClientAddress(db: Db, clientId: number, overrides: AddressAttrs = {}) {
  const [address] = await db
    .insert(clientAddresses)
    .values({ address1: `${next()} King St`, city: 'Newtown', postcode: '2042', ...overrides, clientId })
    .returning();
  return address;
}

export async function buildClientContact(db: Db, clientId: number, overrides: ContactAttrs = {}) {
  const [contact] = await db
    .insert(contacts)
    .values({ name: `Contact ${next()}`, ...overrides, clientId })
    .returning();
  return contact;
}

export type ClientAttrs = Attrs<typeof clients> & {
  /** The main address (a King St in Newtown unless told); null for a client without one. */
  address?: AddressAttrs | null;
  contacts?: readonly ContactAttrs[];
};

export async function buildClient(db: Db, { address = {}, contacts: contactAttrs = [], ...overrides }: ClientAttrs = {}) {
  const [client] = await db
    .insert(clients)
    .values({ name: `Client ${next()}`, ...overrides })
    .returning();
  const main = address && (await buildClientAddress(db, client.id, address));
  if (main) await db.update(clients).set({ addressId: main.id }).where(eq(clients.id, client.id));
  const built = [];
  for (const contact of contactAttrs) built.push(await buildClientContact(db, client.id, contact));
  return { ...client, addressId: main ? main.id : client.addressId, address: main || null, contacts: built };
}

/** A note on a client unless another parent is named. */
export async function buildNote(db: Db, parentId: number, overrides: ChildAttrs<typeof notes, 'parentId'> = {}) {
  const [note] = await db
    .insert(notes)
    .values({ parentType: 'clients', note: `Note ${next()}`, ...overrides, parentId })
    .returning();
  return note;
}
