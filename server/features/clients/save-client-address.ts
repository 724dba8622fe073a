import { and, eq, isNull } from 'drizzle-orm';
import type { ClientAddressInput } from '../../../shared/api/client-addresses';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { type FieldErrors, HttpError, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { findCity, findSuburb, regionExists } from '../suburbs/suburbs.queries';
import { clientVisitHistory, taskGroupAtAddress } from './client-hooks';
import { clientAddresses, clients } from './clients.table';

/**
 * The look-ups must exist and agree: the city and the suburb lie in the chosen state. A chosen suburb fills
 * in the printed suburb name and postcode when those were left blank.
 */
async function columnsOf(db: Db, input: ClientAddressInput) {
  const errors: FieldErrors = {};
  if (!(await regionExists(db, input.region_id))) errors.region_id = ['The selected state is invalid.'];
  if (input.city_id !== null) {
    const city = await findCity(db, input.city_id);
    if (!city || city.region_id !== input.region_id) errors.city_id = ['The selected city is invalid.'];
  }
  const suburb = input.suburb_id === null ? null : await findSuburb(db, input.suburb_id);
  if (input.suburb_id !== null && (!suburb || suburb.region_id !== input.region_id)) errors.suburb_id = ['The selected suburb is invalid.'];
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    name: input.name,
    phone1: input.phone1,
    phone2: input.phone2,
    address1: input.address1,
    address2: input.address2,
    address3: input.address3,
    city: input.city ?? suburb?.name ?? null,
    postcode: input.postcode ?? suburb?.code ?? null,
    suburbId: input.suburb_id,
    regionId: input.region_id,
    cityId: input.city_id,
    lat: input.lat,
    lng: input.lng,
    radiusM: input.radius_m,
  };
}

/** The client's first address becomes its main address, so the address card is never empty once one exists. */
export async function createClientAddress(db: Db, clientId: number, input: ClientAddressInput, actor: Actor): Promise<number> {
  const columns = await columnsOf(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientAddresses)
      .values({ ...columns, clientId })
      .returning({ id: clientAddresses.id });
    await tx
      .update(clients)
      .set({ addressId: row.id, updatedAt: new Date() })
      .where(and(eq(clients.id, clientId), isNull(clients.addressId)));
    // The presented client carries its main address, and clients are a cached collection.
    await touchCache(tx, 'clients');
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'client_addresses',
      subjectId: row.id,
      description: `Added address ${input.address1} to client #${clientId}`,
    });
    return row.id;
  });
}

async function existing(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, clientId)));
  if (!row) throw notFound();
  return row;
}

export async function updateClientAddress(db: Db, clientId: number, id: number, input: ClientAddressInput, actor: Actor) {
  const before = await existing(db, clientId, id);
  const columns = await columnsOf(db, input);
  await db.transaction(async (tx) => {
    await tx.update(clientAddresses).set(columns).where(eq(clientAddresses.id, id));
    await touchCache(tx, 'clients');
    await auditUpdate(tx, actor, 'client_addresses', id, `Updated address ${input.address1} of client #${clientId}`, before, columns);
  });
}

/** A site still in use stays: the client's main address, or the address of a task group. */
export async function deleteClientAddress(db: Db, clientId: number, id: number, actor: Actor, today: IsoDate) {
  const before = await existing(db, clientId, id);
  if (await clientVisitHistory.call(db, { addressId: id }, today))
    throw new HttpError(422, 'This address has visits on record, so it cannot be deleted.');
  const [client] = await db.select({ addressId: clients.addressId }).from(clients).where(eq(clients.id, clientId));
  if (client?.addressId === id) {
    throw new HttpError(422, "This is the client's main address. Choose another main address in the client settings before deleting it.");
  }
  const group = await taskGroupAtAddress.call(db, id);
  if (group)
    throw new HttpError(422, `This address is used by the task group "${group.name}". Move that task group to another address first.`);
  await db.transaction(async (tx) => {
    await tx.delete(clientAddresses).where(eq(clientAddresses.id, id));
    await touchCache(tx, 'clients');
    await auditDelete(tx, actor, 'client_addresses', id, `Deleted address ${before.address1} of client #${clientId}`);
  });
}
