import { defaultSiteRadiusM } from '../../../shared/geo';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Client, ClientState, clientListQuery, PaymentMethod } from '../../../shared/api/clients';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { regions } from '../suburbs/suburbs.table';
import { type AddressRow, addressColumns, presentAddress } from './client-addresses.queries';
import { clientAddresses, clients } from './clients.table';

type ClientRow = typeof clients.$inferSelect;
type Joined = { client: ClientRow; address: { [K in keyof AddressRow]: AddressRow[K] | null } };

/** Who is looking: the owing column is for holders of manage_accounts only (docs/domain.md "Who may see what"). */
/** A client's money, worked out by the invoices feature and handed in by app.ts (accounting builds on clients). */
export type ClientAccount = { owing: number; last_issued: string | null };
export type AccountsOf = (db: Db, clientIds: readonly number[]) => Promise<Map<number, ClientAccount>>;

export type ClientViewer = { seesOwing: boolean; accountsOf: AccountsOf };

function presentClient(row: Joined, viewer: ClientViewer, account: ClientAccount | undefined): Client {
  const { client: c, address: a } = row;
  return {
    id: c.id,
    name: c.name,
    active: c.active,
    suspended: c.suspended,
    suspend_reason: c.suspendReason,
    suspend_to: c.suspendTo,
    invoice_schedule: c.invoiceSchedule,
    invoice_start: c.invoiceStart,
    ...(viewer.seesOwing && { owing: account?.owing ?? 0 }),
    last_issued: account?.last_issued ?? null,
    billing_address1: c.billingAddress1,
    billing_address2: c.billingAddress2,
    billing_address3: c.billingAddress3,
    billing_city: c.billingCity,
    address_id: c.addressId,
    address:
      a.id !== null && a.clientId !== null && a.address1 !== null
        ? presentAddress({ ...a, id: a.id, clientId: a.clientId, address1: a.address1, radiusM: a.radiusM ?? defaultSiteRadiusM })
        : null,
    payment_method: c.paymentMethod,
    payment_terms: c.paymentTerms,
    payment_type: c.paymentType,
    auto_invoice: c.autoInvoice,
    auto_remind: c.autoRemind,
    require_photos: c.requirePhotos,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** A page of clients, with their accounts in one query. */
async function presentClients(db: Db, rows: Joined[], viewer: ClientViewer): Promise<Client[]> {
  const accounts = await viewer.accountsOf(
    db,
    rows.map((row) => row.client.id),
  );
  return rows.map((row) => presentClient(row, viewer, accounts.get(row.client.id)));
}

/** The client with its main address; the address must be the client's own (a stale id shows as none). */
function selectClients(db: Db) {
  return db
    .select({ client: clients, address: addressColumns })
    .from(clients)
    .leftJoin(clientAddresses, and(eq(clientAddresses.id, clients.addressId), eq(clientAddresses.clientId, clients.id)))
    .leftJoin(regions, eq(regions.id, clientAddresses.regionId));
}

export async function findClient(db: Db, id: number, viewer: ClientViewer): Promise<Client | null> {
  const [row] = await selectClients(db).where(eq(clients.id, id));
  return row ? (await presentClients(db, [row], viewer))[0] : null;
}

export async function findClients(db: Db, ids: number[], viewer: ClientViewer): Promise<Client[]> {
  if (ids.length === 0) return [];
  const rows = await selectClients(db).where(inArray(clients.id, ids)).orderBy(asc(clients.name), asc(clients.id));
  return presentClients(db, rows, viewer);
}

export type ClientFacts = {
  id: number;
  name: string;
  active: boolean;
  paymentMethod: PaymentMethod;
  paymentTerms: number;
  autoRemind: boolean;
};

const factColumns = {
  id: clients.id,
  name: clients.name,
  active: clients.active,
  paymentMethod: clients.paymentMethod,
  paymentTerms: clients.paymentTerms,
  autoRemind: clients.autoRemind,
};

/** What other features need of a client beside its id: its name, whether it is active, how it pays. */
export async function clientFacts(db: Db, id: number): Promise<ClientFacts | null> {
  const [row] = await db.select(factColumns).from(clients).where(eq(clients.id, id));
  return row ?? null;
}

/** Where a client's invoices go: its billing address when it has one, else its main site. */
export async function clientBillTo(
  db: Db,
  id: number,
): Promise<{ name: string; address1: string | null; address2: string | null; address3: string | null; city: string | null } | null> {
  const [row] = await selectClients(db).where(eq(clients.id, id));
  if (!row) return null;
  const { client: c, address: a } = row;
  if (c.billingAddress1)
    return { name: c.name, address1: c.billingAddress1, address2: c.billingAddress2, address3: c.billingAddress3, city: c.billingCity };
  const locality = [a.city, a.regionCode, a.postcode].filter(Boolean).join(' ') || null;
  return { name: c.name, address1: a.address1, address2: a.address2, address3: a.address3, city: locality };
}

export async function clientExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return !!row;
}

/** `active` and `inactive` read the active toggle (a suspended client may still be active); `suspended` the suspension. */
function stateCondition(state: ClientState | undefined): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === 'suspended') return eq(clients.suspended, true);
  return eq(clients.active, state === 'active');
}

/**
 * Served by clients_name_sort, clients_active_name or clients_suspended_name, and clients_name_trgm
 * (a trigram GIN index answers ILIKE '%…%') when searching.
 */
export async function listClients(db: Db, query: z.infer<typeof clientListQuery>, viewer: ClientViewer) {
  const search = searchIn(query.search, clients.name);
  const where = and(search, stateCondition(query.filters.state));
  const order = orderOf(query.direction);
  const rows = selectClients(db).where(where).orderBy(order(clients.name), order(clients.id));
  return pagedSelect(query, rows, countWhere(db, clients, where), (page) => presentClients(db, page, viewer));
}
