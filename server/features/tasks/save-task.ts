import { eq, sql } from 'drizzle-orm';
import { defaultContractorPercentage, payFields, type TaskInput } from '../../../shared/api/tasks';
import type { IsoDate } from '../../../shared/dates';
import { payAbovePrice } from '../../../shared/money';
import type { Db } from '../../db/client';
import { forbidden, HttpError, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { hook } from '../../platform/hooks';
import { tasks } from './tasks.table';

/** Who saves: the actor for the audit, and whether they hold `task_price`. */
export type TaskSaver = Actor & { seesPrices: boolean };

type Stored = Pick<typeof tasks.$inferSelect, 'price' | 'paymentType' | 'contractorPercentage' | 'contractorAmount' | 'consumable'>;

const defaults: Stored = {
  price: 0,
  paymentType: 'percentage',
  contractorPercentage: defaultContractorPercentage,
  contractorAmount: 0,
  consumable: false,
};

/**
 * Pay is set only by those who may see it: a user without `task_price` never sees prices, so their
 * form cannot send them, and an API call that does is refused rather than quietly half-applied.
 */
function checkPayFields(input: TaskInput, saver: TaskSaver) {
  if (!saver.seesPrices && payFields.some((field) => input[field] !== undefined))
    throw forbidden('Only users who may see task prices can set them.');
}

/** The pay as it will be stored (what was sent over what was there), within the price. */
function checkPay(columns: Pick<Stored, 'price' | 'paymentType' | 'contractorAmount'>) {
  const message = payAbovePrice({ price: columns.price, payment_type: columns.paymentType, contractor_amount: columns.contractorAmount });
  if (message) throw invalid({ contractor_amount: [message] });
}

/** The columns to write: every field sent, and for those left out what the task had (or the defaults). */
function columnsOf(input: TaskInput, before: Stored) {
  return {
    name: input.name,
    invoiceDescription: input.invoice_description,
    description: input.description,
    consumable: input.consumable ?? before.consumable,
    price: input.price ?? before.price,
    paymentType: input.payment_type ?? before.paymentType,
    contractorPercentage: input.contractor_percentage ?? before.contractorPercentage,
    contractorAmount: input.contractor_amount ?? before.contractorAmount,
  };
}

export async function createTask(db: Db, input: TaskInput, saver: TaskSaver): Promise<number> {
  checkPayFields(input, saver);
  const columns = columnsOf(input, defaults);
  checkPay(columns);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tasks).values(columns).returning({ id: tasks.id });
    await audit(tx, saver, { action: 'create', subjectType: 'tasks', subjectId: row.id, description: `Created task ${input.name}` });
    return row.id;
  });
}

export async function updateTask(db: Db, id: number, input: TaskInput, saver: TaskSaver) {
  checkPayFields(input, saver);
  const [before] = await db.select().from(tasks).where(eq(tasks.id, id));
  if (!before) throw notFound();
  const columns = columnsOf(input, before);
  checkPay(columns);
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(tasks.id, id));
    await auditUpdate(tx, saver, 'tasks', id, `Updated task ${input.name}`, before, columns);
  });
}

/** Whether a service is on the history of visits: the schedules feature answers at start-up (server/wiring.ts). */
export const taskVisitHistory = hook<[db: Db, taskId: number, today: IsoDate], Promise<boolean>>('tasks.taskVisitHistory');

/**
 * A service on visits done or due stays in the catalogue: those visits' lines and invoices name it. Task group
 * lines that used a deleted task keep their own copy of name, price and pay (ON DELETE SET NULL).
 */
export async function deleteTask(db: Db, id: number, actor: Actor, today: IsoDate) {
  const [before] = await db.select().from(tasks).where(eq(tasks.id, id));
  if (!before) throw notFound();
  if (await taskVisitHistory.call(db, id, today))
    throw new HttpError(422, `${before.name} is on visits on record, so it cannot be deleted.`);
  await db.transaction(async (tx) => {
    await tx.delete(tasks).where(eq(tasks.id, id));
    await auditDelete(tx, actor, 'tasks', id, `Deleted task ${before.name}`);
  });
}
