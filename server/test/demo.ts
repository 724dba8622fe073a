import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Activity } from '../../shared/api/activity';
import type { Mail } from '../../shared/api/mail';
import { roles } from '../features/roles/roles.table';
import { users } from '../features/users/users.table';
import type { Client } from './test-app';

/** The demo sign-ins (server/scripts/demo/people.ts), all with the password `cleanup-demo`. */
export const demo = {
  admin: 'admin@example.com',
  office: 'office@example.com',
  bookkeeper: 'bookkeeper@example.com',
  contractor: 'contractor@example.com',
  otherContractor: 'maria@example.com',
} as const;

export async function roleId(app: FastifyInstance, name: string): Promise<number> {
  const [role] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`No role ${name}`);
  return role.id;
}

export async function userId(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

/** The newest audit entries, as the activity log shows them. */
export async function activityLog(client: Client, count = 20): Promise<Activity[]> {
  const response = await client.get(`/api/activity-log?count=${count}`);
  if (response.statusCode !== 200) throw new Error(`Activity log: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** The outbox, newest first. */
export async function outbox(client: Client): Promise<Mail[]> {
  const response = await client.get('/api/mails?count=100');
  if (response.statusCode !== 200) throw new Error(`Outbox: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Raw SQL against the test database (both drivers), for what no route may do: ageing rows. */
export async function sql(app: FastifyInstance, text: string, values: unknown[] = []) {
  return app.database.executeSql(text, values);
}
