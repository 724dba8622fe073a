import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { userCreateInput } from '../../shared/api/users';
import { permissionKeys } from '../../shared/permissions';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { roles } from '../features/roles/roles.table';
import { createUser } from '../features/users/save-user';
import { fieldErrorsFromZod } from '../platform/errors';
import { seedPlaces } from './seed';

/**
 * `npm run user:create`: the first administrator of a real install. Reads NAME, EMAIL and PASSWORD
 * from the environment, or asks for them.
 */
const app = await buildApp(loadConfig(process.env, { seedDemo: false, runJobs: false }), { logger: false });
try {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (label: string, value?: string) => value ?? (await rl.question(`${label}: `));
  const name = await ask('Name', process.env.NAME);
  const email = await ask('E-mail', process.env.EMAIL);
  const password = await ask('Password (8 characters or more)', process.env.PASSWORD);
  rl.close();
  await seedPlaces(app.db);
  let [admin] = await app.db.select().from(roles).where(eq(roles.name, 'Administrator'));
  admin ??= (
    await app.db
      .insert(roles)
      .values({ name: 'Administrator', permissions: [...permissionKeys] })
      .returning()
  )[0];
  const parsed = userCreateInput.safeParse({ name, email, password, password_confirmation: password, role_id: admin.id });
  if (!parsed.success) {
    console.error(Object.values(fieldErrorsFromZod(parsed.error)).flat().join('\n'));
    process.exitCode = 1;
  } else {
    const id = await createUser(app.db, parsed.data, {
      userId: null,
      originalUserId: null,
      userName: 'Command line',
      permissions: permissionKeys,
      sessionId: null,
    });
    console.log(`Created administrator #${id} <${email}>.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
