/**
 * 10,000 deterministic, realistic-looking clients for the clients list benchmark, each with one main address
 * (the list joins it), about 8 % inactive and 2 % suspended, so the state filters have something to find.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { clientAddresses, clients } from '../server/features/clients/clients.table';
import { seededRandom } from '../server/scripts/demo/random';

const places = [
  'Harbour',
  'Northside',
  'Bayside',
  'Westside',
  'Eastern Suburbs',
  'Inner West',
  'Parramatta',
  'Chatswood',
  'Bondi',
  'Manly',
  'Coastal',
  'Central',
  'Metro',
  'Summit',
  'Pacific',
  'Southern Cross',
  'Bluegum',
  'Ironbark',
  'Wattle',
  'Jacaranda',
  'Hills District',
  'Sutherland Shire',
  'Macarthur',
  'Nepean',
  'Lane Cove',
  'Hornsby',
  'Ryde',
];
const surnames = [
  'Smith',
  'Nguyen',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Patel',
  'Singh',
  'Chen',
  'Wang',
  'Kelly',
  'Ryan',
  'O\u2019Brien',
  'Papadopoulos',
  'Rossi',
  'Khoury',
  'Haddad',
  'Tran',
  'Campbell',
  'Mitchell',
];
// "Dental" comes up in about one name in twenty-five: the search scenario matches a few hundred clients.
const trades = [
  'Dental',
  'Medical Centre',
  'Physiotherapy',
  'Accountants',
  'Legal',
  'Real Estate',
  'Fitness',
  'Yoga Studio',
  'Café',
  'Bakery',
  'Early Learning Centre',
  'Motors',
  'Logistics',
  'Property Group',
  'Architects',
  'Veterinary Hospital',
  'Pharmacy',
  'Financial Planning',
  'Engineering',
  'Childcare',
  'Hair Studio',
  'Optometrists',
  'Pilates',
  'Joinery',
  'Insurance Brokers',
];

export type BenchClient = { name: string; active: boolean; suspended: boolean; street: string };

export function generateClients(count: number, seed = 20261122): BenchClient[] {
  const random = seededRandom(seed);
  const shapes = [
    () => `${random.pick(places)} ${random.pick(trades)}`,
    () => `${random.pick(surnames)} ${random.pick(trades)}`,
    () => `${random.pick(surnames)} & ${random.pick(surnames)} ${random.pick(trades)}`,
    () => `SP ${random.int(10000, 99999)} ${random.pick(places)} Apartments`,
  ];
  return Array.from({ length: count }, () => {
    const roll = random.next();
    return {
      name: random.pick(shapes)(),
      active: roll >= 0.08,
      suspended: roll >= 0.08 && roll < 0.1,
      street: `${random.int(1, 400)} ${random.pick(['George', 'Pitt', 'Church', 'Victoria', 'King', 'Military', 'Pacific'])} ${random.pick(['Street', 'Road', 'Parade'])}`,
    };
  });
}

/** Clients with one main address each (in the first region and city the seed made), then ANALYZE. */
export async function insertClients(database: Database, rows: readonly BenchClient[]): Promise<void> {
  const { db } = database;
  await db.transaction(async (tx) => {
    // 1,000 rows × a handful of columns stays far below PostgreSQL's 65,535 bind parameters.
    for (let start = 0; start < rows.length; start += 1000) {
      const batch = rows.slice(start, start + 1000);
      const made = await tx
        .insert(clients)
        .values(
          batch.map((c) => ({ name: c.name, active: c.active, suspended: c.suspended, suspendReason: c.suspended ? 'Benchmark' : null })),
        )
        .returning({ id: clients.id });
      await tx.insert(clientAddresses).values(
        made.map((c, i) => ({
          clientId: c.id,
          address1: batch[i].street,
          city: 'Sydney',
          postcode: '2000',
          regionId: sql`(select min(id) from regions)`,
          cityId: sql`(select min(id) from cities)`,
        })),
      );
    }
    await tx.execute(
      sql`update clients c set address_id = (select min(a.id) from client_addresses a where a.client_id = c.id) where c.address_id is null`,
    );
  });
  await database.executeSql('ANALYZE clients');
  await database.executeSql('ANALYZE client_addresses');
}
