import { and, eq } from 'drizzle-orm';
import type { ClientCreateInput, ClientUpdateInput } from '../../../shared/api/clients';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { HttpError, invalid, isForeignKeyViolation, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { clientDeleted, clientVisitHistory } from './client-hooks';
import { clientAddresses, clients } from './clients.table';

type ClientColumns = Partial<typeof clients.$inferInsert>;

export async function createClient(db: Db, input: ClientCreateInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(clients).values({ name: input.name, active: input.active }).returning({ id: clients.id });
    await touchCache(tx, 'clients');
    await audit(tx, actor, { action: 'create', subjectType: 'clients', subjectId: row.id, description: `Created client ${input.name}` });
    return row.id;
  });
}

/**
 * Only the fields sent change. The terms-only fields are dropped when the client pays cash (by the form's
 * choice or, when the form did not send one, the stored method), so a cash client keeps its last terms.
 */
function columnsOf(input: ClientUpdateInput, storedMethod: string): ClientColumns {
  const terms = (input.payment_method ?? storedMethod) === 'terms';
  const columns: ClientColumns = {
    name: input.name,
    active: input.active,
    paymentMethod: input.payment_method,
    paymentType: input.payment_type,
    billingAddress1: input.billing_address1,
    billingAddress2: input.billing_address2,
    billingAddress3: input.billing_address3,
    billingCity: input.billing_city,
    autoInvoice: input.auto_invoice,
    autoRemind: input.auto_remind,
    requirePhotos: input.require_photos,
    addressId: input.address_id,
  };
  if (terms) {
    // Null for a column that cannot be empty means "leave it"; with terms chosen the schema demands both.
    columns.paymentTerms = input.payment_terms ?? undefined;
    columns.invoiceSchedule = input.invoice_schedule ?? undefined;
    columns.invoiceStart = input.invoice_start;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

async function checkAddress(db: Db, clientId: number, addressId: number | null | undefined) {
  if (addressId === null || addressId === undefined) return;
  const [own] = await db
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.clientId, clientId)));
  if (!own) throw invalid({ address_id: ['The selected address is invalid.'] });
}

export async function updateClient(db: Db, id: number, input: ClientUpdateInput, actor: Actor) {
  const [before] = await db.select().from(clients).where(eq(clients.id, id));
  if (!before) throw notFound();
  await checkAddress(db, id, input.address_id);
  const columns = columnsOf(input, before.paymentMethod);
  await db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(clients.id, id));
    await touchCache(tx, 'clients');
    await auditUpdate(tx, actor, 'clients', id, `Updated client ${columns.name ?? before.name}`, before, columns);
  });
}

/** Addresses, contacts, task groups and visits go with the client (foreign keys cascade); notes have no key, so they go here. */
/**
 * Only a client with no history is deleted (with its plans: addresses, contacts, notes, task groups and visits
 * still to come). Visits done or due, and invoices (the database refuses those), keep a client: the office
 * makes it inactive instead.
 */
export async function deleteClient(db: Db, id: number, actor: Actor, today: IsoDate) {
  const [before] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, id));
  if (!before) throw notFound();
  const kept = new HttpError(
    422,
    `${before.name} has visits or invoices on record, so it cannot be deleted. Make the client inactive instead.`,
  );
  if (await clientVisitHistory.call(db, { clientId: id }, today)) throw kept;
  await db
    .transaction(async (tx) => {
      await clientDeleted.call(tx, id);
      await tx.delete(clients).where(eq(clients.id, id));
      await touchCache(tx, 'clients');
      await auditDelete(tx, actor, 'clients', id, `Deleted client ${before.name}`);
    })
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? kept : error;
    });
}
