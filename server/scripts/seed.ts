import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles } from '../features/roles/roles.table';
import { cities, regions, suburbs } from '../features/suburbs/suburbs.table';
import { users } from '../features/users/users.table';
import { touchCache } from '../platform/cache-times';
import { hashPassword } from '../platform/passwords';
import type { Storage } from '../platform/storage';
import { seedDemoBusiness } from './demo/business';
import { demoPassword, demoRoles, demoUsers } from './demo/people';
import { demoCities, demoRegions, demoSuburbs } from './demo/places';

type Log = { info(msg: string): void };

/** Regions, cities and suburbs: reference data a real install needs too. */
export async function seedPlaces(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(regions);
  if (n > 0) return;
  const regionRows = await db
    .insert(regions)
    .values(demoRegions.map((r) => ({ code: r.code, name: r.name })))
    .returning();
  const regionId = Object.fromEntries(regionRows.map((r) => [r.code, r.id]));
  await db
    .insert(cities)
    .values(Object.entries(demoCities).flatMap(([code, names]) => names.map((name) => ({ name, regionId: regionId[code] }))));
  await db.insert(suburbs).values(demoSuburbs.map(([name, code]) => ({ name, code, regionId: regionId.NSW })));
}

/** Seeds the demo business, but never into a database that already has users. */
export async function seedDemoIfEmpty(db: Db, storage: Storage, log: Log): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await seedDemo(db);
  // Here rather than in seedDemo, which the API tests share: their counts and timings assume no clients or visits.
  await seedDemoBusiness(db, storage);
  log.info('Seeded the demo business (sign in as admin@example.com / cleanup-demo)');
  return true;
}

export async function seedDemo(db: Db) {
  await seedPlaces(db);
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const roleRows = await tx
      .insert(roles)
      .values(demoRoles.map((r) => ({ name: r.name, permissions: [...r.permissions] })))
      .returning();
    const roleId = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));
    await tx.insert(users).values(
      demoUsers.map((u) => ({
        name: u.name,
        email: u.email,
        phone: u.phone,
        roleId: roleId[u.role],
        passwordHash,
        abn: u.abn ?? null,
        bankBsb: u.bsb ?? null,
        bankAccount: u.account ?? null,
        legalName: u.abn ? u.name : null,
        legalBusinessName: u.legalBusinessName ?? null,
      })),
    );
    await touchCache(tx, 'users');
  });
}
