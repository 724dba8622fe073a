/**
 * The demo cleaning business: about 40 Sydney clients with their sites, contacts and notes, the service
 * catalogue, task groups of every rotation, and a year of visits behind today plus the horizon ahead.
 * Visits come from the real generateVisits, run once from a year ago to the end of today's horizon, then
 * the past ones are settled (mostly complete, a few skipped or still open), the last fortnight's complete
 * ones get photos, and the finished ones are invoiced (invoices.ts); the contractors have time away and the
 * activity log a fortnight of history, so the demo looks lived in.
 * Deterministic: everything is drawn from one seeded generator, and dates are counted from today.
 */
import { count, eq, sql } from 'drizzle-orm';
import { addDays, dayOfWeek, type IsoDate, instantOf, monthOf, startOfMonth, todayIn } from '../../../shared/dates';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { clientAddresses, clients, contacts } from '../../features/clients/clients.table';
import { notes } from '../../features/notes/notes.table';
import { generateVisits } from '../../features/schedules/generate-visits';
import { cities, regions, suburbs } from '../../features/suburbs/suburbs.table';
import { users } from '../../features/users/users.table';
import { touchCache } from '../../platform/cache-times';
import type { Storage } from '../../platform/storage';
import { seedAccountActivity } from './account-activity';
import { insertBookings } from './business-bookings';
import { type DemoClient, commonNotes, demoClients } from './clients';
import { contactsFor } from './contacts';
import { type Random, seededRandom } from './random';
import { type ClientFate, settleVisits } from './visit-outcomes';
import { type DemoInvoiceSummary, seedInvoices } from './invoices';
import { seedDemoSettings } from './settings';
import { attachVisitPhotos } from './visit-photos';
import { demoSiteLocation, seedCheckIns } from './presence';
import { seedActivityHistory } from './activity-history';
import { seedAwayEvents } from './away-events';
import { seedDemoEarnings } from './earnings';
import { type DemoExpensesSummary, seedDemoBookkeeping } from './expenses';
import { seedBankLines } from './bank-lines';
import { seedVendorPayments } from './vendor-payments';
import { seedPayRunDebits } from './pay-run-debits';

/** A year of past visits, so a year of invoices and statements over the last financial year. */
export const HISTORY_WEEKS = 52;
const SEED = 61_2026;

export type DemoBusinessSettings = { timeZone: string; horizonWeeks: number; today?: IsoDate };

/** The business's zone and horizon as the running app has them. */
export function demoBusinessSettings(): DemoBusinessSettings {
  const { timeZone, horizonWeeks } = loadConfig();
  return { timeZone, horizonWeeks };
}

export type DemoBusinessSummary = {
  clients: number;
  groups: number;
  visits: number;
  complete: number;
  skipped: number;
  open: number;
  photos: number;
  invoiced: DemoInvoiceSummary;
  bookkeeping: DemoExpensesSummary;
};

/** Seeds the business unless the database already has clients (someone's real data, or a second run). */
export async function seedDemoBusiness(
  db: Db,
  storage: Storage,
  settings: DemoBusinessSettings = demoBusinessSettings(),
): Promise<DemoBusinessSummary | null> {
  const [{ n }] = await db.select({ n: count() }).from(clients);
  if (n > 0) return null;
  const today = settings.today ?? todayIn(settings.timeZone);
  const random = seededRandom(SEED);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  await seedDemoSettings(db, storage, admin?.id ?? 0);
  const seeded = await db.transaction(async (tx) => {
    const fates = await insertClients(tx, random, today, settings.timeZone);
    const groups = await insertBookings(tx, random, fates, today);
    await touchCache(tx, 'clients');
    return { fates, groups };
  });
  // generateVisits makes dates from `today` to the horizon's end; starting it six months back makes the history too.
  const historyStart = addDays(today, -HISTORY_WEEKS * 7);
  const generated = await generateVisits(db, {
    today: historyStart,
    horizonWeeks: HISTORY_WEEKS + settings.horizonWeeks,
    timeZone: settings.timeZone,
  });
  const settled = await db.transaction((tx) => settleVisits(tx, random, seeded.fates, { today, timeZone: settings.timeZone }));
  const photographed = await db.transaction((tx) => attachVisitPhotos(tx, storage, random, { today }));
  await db.transaction((tx) => seedCheckIns(tx, seededRandom(SEED + 4), { today, now: new Date() }));
  // After the photos: a visit missing the photos its client requires cannot be billed yet.
  const invoiced = await db.transaction((tx) => seedInvoices(tx, random, { today, timeZone: settings.timeZone }));
  const away = await db.transaction((tx) => seedAwayEvents(tx, today));
  await db.transaction((tx) => seedActivityHistory(tx, random, { today, timeZone: settings.timeZone, awayEvents: away }));
  await db.transaction((tx) => seedBankLines(tx, seededRandom(SEED + 1), { today }));
  const bookkeeping = await seedDemoBookkeeping(db, storage, { today, timeZone: settings.timeZone, fallbackUploader: admin?.id ?? 0 });
  await db.transaction((tx) => seedDemoEarnings(tx, storage, { today }));
  await db.transaction((tx) => seedVendorPayments(tx, { today }));
  await db.transaction((tx) => seedPayRunDebits(tx));
  // Last: the quarters' PAYG and the one marked complete come after every payment and expense dated in them.
  await db.transaction((tx) => seedAccountActivity(tx, random, { today }));
  return {
    clients: seeded.fates.length,
    groups: seeded.groups,
    visits: generated.created - settled.removed,
    ...settled.outcomes,
    ...photographed,
    invoiced,
    bookkeeping,
  };
}

type Lookups = { suburbs: Map<string, { id: number; code: string }>; regionId: number; cityId: number; noteAuthors: number[] };

async function lookups(db: Db): Promise<Lookups> {
  const [nsw] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'NSW'));
  if (!nsw) throw new Error('The demo business needs the NSW region (seedPlaces first)');
  const suburbRows = await db
    .select({ id: suburbs.id, name: suburbs.name, code: suburbs.code })
    .from(suburbs)
    .where(eq(suburbs.regionId, nsw.id));
  const [sydney] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`${cities.regionId} = ${nsw.id} and ${cities.name} = 'Sydney'`);
  const staff = await db.select({ id: users.id, email: users.email }).from(users);
  const noteAuthors = ['office@example.com', 'office2@example.com', 'admin@example.com'].flatMap((email) =>
    staff.filter((u) => u.email === email).map((u) => u.id),
  );
  return {
    suburbs: new Map(suburbRows.map((s) => [s.name, { id: s.id, code: s.code }])),
    regionId: nsw.id,
    cityId: sydney.id,
    noteAuthors,
  };
}

/** When a client on terms is first invoiced: the month, or the week from Monday, its bookings began, so its first visit is in a period. */
function invoiceStartOf(client: DemoClient, startedOn: IsoDate): IsoDate | null {
  if (client.billing === 'cash') return null;
  if (client.billing.schedule === 'month') return startOfMonth(monthOf(startedOn));
  return addDays(startedOn, -((dayOfWeek(startedOn) + 6) % 7));
}

function clientRow(client: DemoClient, random: Random, today: IsoDate, timeZone: string): typeof clients.$inferInsert {
  const startedOn = addDays(today, -client.since * 7);
  const createdAt = instantOf(addDays(startedOn, -random.int(3, 20)), timeZone, '10:30');
  const terms = client.billing === 'cash' ? null : client.billing;
  const flags = new Set(client.flags ?? []);
  return {
    name: client.name,
    paymentMethod: terms ? 'terms' : 'cash',
    // A cash client keeps the column defaults; the form hides them and they apply only if it moves to terms.
    ...(terms && { paymentTerms: terms.terms, invoiceSchedule: terms.schedule }),
    invoiceStart: invoiceStartOf(client, startedOn),
    paymentType: flags.has('prepaid') ? 'prepaid' : 'postpaid',
    autoInvoice: flags.has('autoInvoice'),
    autoRemind: flags.has('autoRemind'),
    requirePhotos: flags.has('photos'),
    billingAddress1: client.billingAddress?.lines[0] ?? null,
    billingAddress2: client.billingAddress?.lines[1] ?? null,
    billingAddress3: client.billingAddress?.lines[2] ?? null,
    billingCity: client.billingAddress?.city ?? null,
    ...(client.suspended && {
      suspended: true,
      suspendReason: client.suspended.reason,
      suspendTo: addDays(today, client.suspended.resumesInDays),
      suspendedAt: instantOf(addDays(today, -client.suspended.sinceDays), timeZone, '11:20'),
    }),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Clients, their sites (the first is the main address), contacts and notes; returns what the later steps need. */
async function insertClients(db: Db, random: Random, today: IsoDate, timeZone: string): Promise<ClientFate[]> {
  const found = await lookups(db);
  const inserted = await db
    .insert(clients)
    .values(demoClients.map((c) => clientRow(c, random, today, timeZone)))
    .returning({ id: clients.id, name: clients.name });
  const idOf = new Map(inserted.map((c) => [c.name, c.id]));
  const clientId = (client: DemoClient) => idOf.get(client.name) ?? 0;

  // Its own sequence, so locating the sites leaves every other draw of the demo as it was.
  const places = seededRandom(SEED + 3);
  const addressRows = demoClients.flatMap((client) =>
    client.sites.map((site) => {
      const suburb = found.suburbs.get(site.suburb);
      if (!suburb) throw new Error(`The demo site ${site.street} is in ${site.suburb}, which is not a seeded suburb`);
      return {
        clientId: clientId(client),
        name: site.name ?? null,
        phone1: site.phone ?? null,
        // "Level 14, 60 Margaret Street": the level or suite first, as readableAddress prints the lines in order.
        address1: site.unit ?? site.street,
        address2: site.unit ? site.street : null,
        city: site.suburb,
        postcode: suburb.code,
        suburbId: suburb.id,
        regionId: found.regionId,
        cityId: found.cityId,
        ...demoSiteLocation(site.suburb, places),
      };
    }),
  );
  const addresses = await db
    .insert(clientAddresses)
    .values(addressRows)
    .returning({ id: clientAddresses.id, clientId: clientAddresses.clientId });
  await db.execute(sql`update clients c set address_id = (select min(a.id) from client_addresses a where a.client_id = c.id)`);

  await db
    .insert(contacts)
    .values(demoClients.flatMap((client) => contactsFor(client, random).map((contact) => ({ ...contact, clientId: clientId(client) }))));
  await db
    .insert(notes)
    .values(demoClients.flatMap((client) => notesFor(client, clientId(client), random, found.noteAuthors, today, timeZone)));

  return demoClients.map((client) => ({
    client,
    id: clientId(client),
    addressIds: addresses.filter((a) => a.clientId === clientId(client)).map((a) => a.id),
    startedOn: addDays(today, -client.since * 7),
    endedOn: client.endedWeeksAgo === undefined ? null : addDays(today, -client.endedWeeksAgo * 7),
    suspendedOn: client.suspended ? addDays(today, -client.suspended.sinceDays) : null,
  }));
}

/** The client's own notes, and now and then one of the common ones, written on days since it began. */
function notesFor(client: DemoClient, parentId: number, random: Random, authors: number[], today: IsoDate, timeZone: string) {
  const texts = [...(client.notes ?? []), ...(random.chance(0.35) ? [random.pick(commonNotes)] : [])];
  return texts.map((note) => {
    const writtenAt = instantOf(
      addDays(today, -random.int(1, Math.min(client.since * 7, 180))),
      timeZone,
      random.pick(['09:10', '11:45', '14:20', '16:05']),
    );
    return {
      parentType: 'clients',
      parentId,
      note,
      userId: authors.length > 0 ? random.pick(authors) : null,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    };
  });
}
