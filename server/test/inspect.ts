/** Reading back what the app wrote, as the tests check it: through the API where a screen shows it, else the tables. */
import { and, asc, sql as drizzleSql, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Activity } from '../../shared/api/activity';
import type { PaymentSource } from '../../shared/api/invoices';
import type { Mail } from '../../shared/api/mail';
import type { Db } from '../db/client';
import { invoices, payments } from '../features/invoices/invoices.table';
import { roles } from '../features/roles/roles.table';
import { scheduleOccurrences, schedules, scheduleTasks } from '../features/schedules/schedules.table';
import { transactionCredits } from '../features/transactions/transactions.table';
import { users } from '../features/users/users.table';
import type { Client } from './test-app';

/** The newest audit entries, as the activity log shows them. */
export async function activityLog(client: Client, count = 20): Promise<Activity[]> {
  const response = await client.get(`/api/activity-log?count=${count}`);
  if (response.statusCode !== 200) throw new Error(`Activity log: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** One record's entries among the newest of the activity log (newest first): what was done to it, by whom. */
export async function auditTrail(client: Client, subjectType: string, id: number): Promise<Activity[]> {
  return (await activityLog(client)).filter((a) => a.subject_type === subjectType && a.subject_id === String(id));
}

/** A create answers 201 with the record it made: its id, for the test to go on with. */
export function createdId(response: Awaited<ReturnType<Client['post']>>): number {
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A record's DELETE answers 204, and the record is gone after it: a GET of the same path is a 404. */
export async function expectDeleted(client: Client, path: string) {
  expect((await client.delete(path)).statusCode).toBe(204);
  expect((await client.get(path)).statusCode).toBe(404);
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

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function userId(app: FastifyInstance, email: string): Promise<number> {
  const user = await userByEmail(app.db, email);
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

export async function roleId(app: FastifyInstance, name: string): Promise<number> {
  const [role] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`No role ${name}`);
  return role.id;
}

/** Credit left with a client by bank lines (transaction_credits), in cents. */
export async function creditLeft(db: Db, clientId: number): Promise<number> {
  const [left] = await db
    .select({ amount: drizzleSql<number>`coalesce(sum(${transactionCredits.amount}), 0)`.mapWith(Number) })
    .from(transactionCredits)
    .where(eq(transactionCredits.clientId, clientId));
  return left.amount;
}

/** What a client's invoices took in payments of one source, in cents. */
export async function paidBySource(db: Db, clientId: number, source: PaymentSource): Promise<number> {
  const [paid] = await db
    .select({ amount: drizzleSql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.source, source), eq(invoices.clientId, clientId)));
  return paid.amount;
}

/** What the client holds as credit: every credit left with it less what its invoices took of it. */
export async function heldCredit(db: Db, clientId: number): Promise<number> {
  return (await creditLeft(db, clientId)) - (await paidBySource(db, clientId, 'credit'));
}

/** A client's visits by date. */
export async function visitsOf(db: Db, clientId: number) {
  return db.select().from(schedules).where(eq(schedules.clientId, clientId)).orderBy(asc(schedules.dueDate), asc(schedules.id));
}

/** The dates of a task group's visits. */
export async function visitDates(db: Db, groupId: number) {
  const rows = await db
    .select({ date: schedules.dueDate })
    .from(schedules)
    .where(eq(schedules.taskGroupId, groupId))
    .orderBy(asc(schedules.dueDate));
  return rows.map((r) => r.date);
}

/** A visit's task lines in order. */
export async function linesOf(db: Db, scheduleId: number) {
  return db
    .select()
    .from(scheduleTasks)
    .where(eq(scheduleTasks.scheduleId, scheduleId))
    .orderBy(asc(scheduleTasks.position), asc(scheduleTasks.id));
}

/** The generation ledger of a task group: each date its rule produced and what became of it. */
export async function ledgerOf(db: Db, groupId: number) {
  return db
    .select({ date: scheduleOccurrences.originDate, outcome: scheduleOccurrences.outcome, scheduleId: scheduleOccurrences.scheduleId })
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.taskGroupId, groupId))
    .orderBy(asc(scheduleOccurrences.originDate));
}
