/**
 * Test data the factory way (after Outline's server/test/factories.ts): each `build*` writes one record,
 * and the records it cannot exist without, straight to the tables and returns the row. A test names only
 * the fields it is about; the rest get plain defaults.
 */
import { eq, type InferInsertModel, type Table } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userDocumentMaxBytes } from '../../shared/api/documents';
import { type IsoDate, instantOf, todayIn } from '../../shared/dates';
import type { PermissionKey } from '../../shared/permissions';
import type { Db } from '../db/client';
import { awayEvents } from '../features/away-events/away-events.table';
import { clientAddresses, clients, contacts } from '../features/clients/clients.table';
import { userDocumentsOwnerType } from '../features/documents/save-user-document';
import { userDocuments } from '../features/documents/documents.table';
import { notes } from '../features/notes/notes.table';
import { roles } from '../features/roles/roles.table';
import { scheduleAssets, schedules, scheduleTasks, scheduleUsers } from '../features/schedules/schedules.table';
import { cities, regions, suburbs } from '../features/suburbs/suburbs.table';
import { taskGroups, taskGroupTasks, taskGroupUsers } from '../features/schedules/task-groups.table';
import { tasks } from '../features/tasks/tasks.table';
import { uploads } from '../features/uploads/uploads.table';
import { users } from '../features/users/users.table';
import { randomToken } from '../platform/crypto';
import { hashPassword } from '../platform/passwords';
import { type Client, signIn } from './test-app';
import { fakePdf } from './uploads';

/** The business time zone of the test app (the config's default). */
export const timeZone = 'Australia/Sydney';

/** What a factory may be told about a row of that table. */
type Attrs<T extends Table> = Partial<InferInsertModel<T>>;
/** What a factory may be told about a child row, whose parent it is given or makes. */
type ChildAttrs<T extends Table, Parent extends string> = Omit<Attrs<T>, Parent>;

let seq = 0;
/** A number no other record of this file has had, for default names and e-mails. */
const next = () => ++seq;

let sharedHash: Promise<string> | null = null;
/** Every factory user signs in with `cleanup-demo`, as the demo's people do; argon2 is slow on purpose, so hash once. */
const passwordHash = () => (sharedHash ??= hashPassword('cleanup-demo'));

export async function buildRole(db: Db, overrides: Attrs<typeof roles> = {}) {
  const [role] = await db.insert(roles).values({ name: `Role ${next()}`, ...overrides }).returning();
  return role;
}

export type Role = Awaited<ReturnType<typeof buildRole>>;

/** A user in the given role, or in a role of their own holding `permissions` (none by default). */
export async function buildUser(db: Db, { permissions = [], ...overrides }: Attrs<typeof users> & { permissions?: PermissionKey[] } = {}) {
  const n = next();
  const roleId = overrides.roleId ?? (await buildRole(db, { permissions })).id;
  const [user] = await db
    .insert(users)
    .values({ name: `User ${n}`, email: `user-${n}@example.com`, passwordHash: await passwordHash(), ...overrides, roleId })
    .returning();
  return user;
}

export type User = Awaited<ReturnType<typeof buildUser>>;

/** A new user holding just these permissions, signed in the Sanctum way. */
export async function signInWith(app: FastifyInstance, permissions: PermissionKey[]): Promise<{ client: Client; user: User }> {
  const user = await buildUser(app.db, { permissions });
  return { client: await signIn(app, user.email), user };
}

export async function buildRegion(db: Db, overrides: Attrs<typeof regions> = {}) {
  const [region] = await db.insert(regions).values({ code: 'NSW', name: 'New South Wales', ...overrides }).returning();
  return region;
}

export async function buildCity(db: Db, overrides: Attrs<typeof cities> = {}) {
  const regionId = overrides.regionId ?? (await buildRegion(db)).id;
  const [city] = await db.insert(cities).values({ name: `City ${next()}`, ...overrides, regionId }).returning();
  return city;
}

export async function buildSuburb(db: Db, overrides: Attrs<typeof suburbs> = {}) {
  const regionId = overrides.regionId ?? (await buildRegion(db)).id;
  const [suburb] = await db.insert(suburbs).values({ name: `Suburb ${next()}`, code: '2000', ...overrides, regionId }).returning();
  return suburb;
}

type AddressAttrs = ChildAttrs<typeof clientAddresses, 'clientId'>;
type ContactAttrs = ChildAttrs<typeof contacts, 'clientId'>;

export async function buildAddress(db: Db, clientId: number, overrides: AddressAttrs = {}) {
  const [address] = await db
    .insert(clientAddresses)
    .values({ address1: `${next()} King St`, city: 'Newtown', postcode: '2042', ...overrides, clientId })
    .returning();
  return address;
}

export async function buildContact(db: Db, clientId: number, overrides: ContactAttrs = {}) {
  const [contact] = await db.insert(contacts).values({ name: `Contact ${next()}`, ...overrides, clientId }).returning();
  return contact;
}

export type ClientAttrs = Attrs<typeof clients> & {
  /** The main address (a King St in Newtown unless told); null for a client without one. */
  address?: AddressAttrs | null;
  contacts?: readonly ContactAttrs[];
};

export async function buildClient(db: Db, { address = {}, contacts: contactAttrs = [], ...overrides }: ClientAttrs = {}) {
  const [client] = await db.insert(clients).values({ name: `Client ${next()}`, ...overrides }).returning();
  const main = address && (await buildAddress(db, client.id, address));
  if (main) await db.update(clients).set({ addressId: main.id }).where(eq(clients.id, client.id));
  const built = [];
  for (const contact of contactAttrs) built.push(await buildContact(db, client.id, contact));
  return { ...client, addressId: main ? main.id : client.addressId, address: main || null, contacts: built };
}

/** A note on a client unless another parent is named. */
export async function buildNote(db: Db, parentId: number, overrides: ChildAttrs<typeof notes, 'parentId'> = {}) {
  const [note] = await db.insert(notes).values({ parentType: 'clients', note: `Note ${next()}`, ...overrides, parentId }).returning();
  return note;
}

/** A service of the catalogue. */
export async function buildTask(db: Db, overrides: Attrs<typeof tasks> = {}) {
  const [task] = await db.insert(tasks).values({ name: `Service ${next()}`, ...overrides }).returning();
  return task;
}

type LineAttrs = ChildAttrs<typeof taskGroupTasks, 'taskGroupId'>;

/** A line of a task group, $100 by default. */
export async function buildTaskLine(db: Db, taskGroupId: number, overrides: LineAttrs = {}) {
  const [line] = await db.insert(taskGroupTasks).values({ name: `Line ${next()}`, price: 10000, ...overrides, taskGroupId }).returning();
  return line;
}

/**
 * A task group, weekly on Mondays from Monday 3 March 2025, with one line, so it is ready to generate;
 * `lines: []` for one without. It has an address and contractors only when told.
 */
export async function buildTaskGroup(db: Db, { userIds = [], lines = [{}], ...overrides }: Attrs<typeof taskGroups> & { userIds?: readonly number[]; lines?: readonly LineAttrs[] } = {}) {
  const clientId = overrides.clientId ?? (await buildClient(db)).id;
  const [group] = await db
    .insert(taskGroups)
    .values({ name: `Group ${next()}`, rotation: 'weekly', frequency: 1, dayOfWeek: 1, startAt: '2025-03-03', ...overrides, clientId })
    .returning();
  if (userIds.length) await db.insert(taskGroupUsers).values(userIds.map((userId) => ({ taskGroupId: group.id, userId })));
  const built = [];
  for (const line of lines) built.push(await buildTaskLine(db, group.id, line));
  return { ...group, lines: built };
}

export type VisitAttrs = Omit<Attrs<typeof schedules>, 'dueDate'> & {
  /** Today (in the business time zone) unless told. */
  dueDate?: IsoDate;
  /** The local time in the business time zone (`due_at`); 8 am, as generated visits are. */
  time?: string;
  /** The client to make when no `clientId` is given. */
  client?: ClientAttrs;
  /** The contractors assigned. */
  userIds?: readonly number[];
  /** One $40 'Vacuum' line unless told; a line is ticked when the visit is complete, unless told. */
  lines?: readonly ChildAttrs<typeof scheduleTasks, 'scheduleId'>[];
  /** How many photos: their rows only, without files. */
  photos?: number;
};

/**
 * A visit (a row of `schedules`) at the client's main address, in any state the columns make: open (due
 * today, the default, or before), pending (a later `dueDate`), `complete`, invoiced (`invoiceId`) or `skip`ped.
 */
export async function buildVisit(db: Db, { dueDate = todayIn(timeZone), time = '08:00', client: clientAttrs, userIds = [], lines = [{}], photos = 0, ...overrides }: VisitAttrs = {}) {
  const client = overrides.clientId ? await clientById(db, overrides.clientId) : await buildClient(db, clientAttrs);
  const [visit] = await db
    .insert(schedules)
    .values({ clientId: client.id, addressId: client.addressId, dueDate, dueAt: instantOf(dueDate, timeZone, time), ...overrides })
    .returning();
  if (userIds.length) await db.insert(scheduleUsers).values(userIds.map((userId) => ({ scheduleId: visit.id, userId })));
  const builtLines = lines.length
    ? await db
        .insert(scheduleTasks)
        .values(lines.map((line, position) => ({ name: 'Vacuum', contractorTotal: 4000, complete: visit.complete, position, ...line, scheduleId: visit.id })))
        .returning()
    : [];
  const assets = photos
    ? await db
        .insert(scheduleAssets)
        .values(Array.from({ length: photos }, (_, i) => ({ scheduleId: visit.id, uploadId: `photo-${visit.id}-${i}`, name: 'photo.jpg' })))
        .returning()
    : [];
  return { ...visit, client, lines: builtLines, assets };
}

async function clientById(db: Db, id: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, id));
  if (!client) throw new Error(`No client ${id}`);
  return client;
}

/** A user's time away (a user of their own unless told). */
export async function buildAwayEvent(db: Db, overrides: Attrs<typeof awayEvents> = {}) {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  const [event] = await db.insert(awayEvents).values({ start: '2030-01-01', end: '2030-01-02', description: 'Leave', ...overrides, userId }).returning();
  return event;
}

type DocumentAttrs = Attrs<typeof userDocuments> & {
  /** False for one whose upload has begun and received nothing: not listed, and its upload id takes pieces. */
  complete?: boolean;
  filename?: string;
  file?: Buffer;
};

/** A private document of a user (a user of their own unless told) with its upload and, when complete, its stored PDF. */
export async function buildDocument(app: FastifyInstance, { complete = true, filename = `document-${next()}.pdf`, file = fakePdf(1000), ...overrides }: DocumentAttrs = {}) {
  const userId = overrides.userId ?? (await buildUser(app.db)).id;
  const storagePath = complete ? app.storage.newName('.pdf') : null;
  if (storagePath) await app.storage.put(storagePath, file);
  const [upload] = await app.db
    .insert(uploads)
    .values({
      id: randomToken(24),
      ownerType: userDocumentsOwnerType,
      // The document's id, once it has one (below).
      ownerId: 0,
      createdBy: userId,
      filename,
      kind: 'pdf',
      maxBytes: userDocumentMaxBytes,
      ...(storagePath && { received: file.length, complete: true, contentType: 'application/pdf', storagePath, size: file.length, completedAt: new Date() }),
    })
    .returning();
  const [document] = await app.db.insert(userDocuments).values({ name: 'insurance', ...overrides, userId, uploadId: upload.id }).returning();
  await app.db.update(uploads).set({ ownerId: document.id }).where(eq(uploads.id, upload.id));
  return { ...document, upload };
}
