import type { ClientAddress } from '../../../shared/api/client-addresses';
import type { PaymentType, TaskGroup, TaskLine } from '../../../shared/api/task-groups';
import type { Task } from '../../../shared/api/tasks';
import { type Cents, contractorPay, payAbovePrice } from '../../../shared/money';
import { type RuleValues, ruleValues } from '../../entities/task-groups/rule-values';

/**
 * A task line as the form holds it: money as the money boxes hold it (cents; a blank price is 0, a blank contractor
 * amount null; null while a box's text is not an amount), a percentage as a number.
 */
export type LineValues = {
  key: string;
  id: number | null;
  task: string | null;
  name: string;
  description: string;
  price: Cents | null;
  payment_type: PaymentType;
  contractor_percentage: number | string;
  contractor_amount: Cents | null;
};

export type TaskGroupValues = RuleValues & {
  name: string;
  address_id: string | null;
  users: string[];
  tasks: LineValues[];
};

const text = (value: number | null) => (value === null ? null : String(value));

let nextKey = 0;
export const newLine = (): LineValues => ({
  key: `new-${nextKey++}`,
  id: null,
  task: null,
  name: '',
  description: '',
  price: 0,
  payment_type: 'percentage',
  contractor_percentage: 80,
  contractor_amount: null,
});

const lineValues = (line: TaskLine): LineValues => ({
  key: `line-${line.id}`,
  id: line.id,
  task: text(line.task),
  name: line.name,
  description: line.description ?? '',
  price: line.price ?? 0,
  payment_type: line.payment_type,
  contractor_percentage: line.contractor_percentage ?? 80,
  contractor_amount: line.contractor_amount,
});

export function taskGroupValues(group: TaskGroup | null, addresses: ClientAddress[]): TaskGroupValues {
  // A new group's address defaults to the client's only one, which is the usual case.
  const address = group ? group.address_id : addresses.length === 1 ? addresses[0].id : null;
  return {
    ...ruleValues(group),
    name: group?.name ?? '',
    address_id: text(address),
    users: (group?.users ?? []).map((user) => String(user.id)),
    tasks: group ? group.tasks.map(lineValues) : [newLine()],
  };
}

/**
 * Choosing a service prefills the line from the catalogue (docs/domain.md "Task lines copy the catalogue"); the
 * price fields only when they were sent.
 */
export function lineFromService(line: LineValues, task: Task): LineValues {
  return {
    ...line,
    task: String(task.id),
    name: task.name,
    description: task.description ?? '',
    payment_type: task.payment_type,
    ...(task.price !== undefined && { price: task.price }),
    ...(task.contractor_percentage != null && { contractor_percentage: task.contractor_percentage }),
    ...(task.contractor_amount != null && { contractor_amount: task.contractor_amount }),
  };
}

/**
 * What a line sends: the pay fields only for task_price holders, and only the one the payment type uses. Sent
 * once `lineErrors` finds nothing; an amount not read would go as NaN (null on the wire), never as $0.00.
 */
export function lineBody(line: LineValues, withPrices: boolean) {
  const body = { task: line.task ? Number(line.task) : null, description: line.description, ...(line.name.trim() && { name: line.name }) };
  if (!withPrices) return body;
  const pay =
    line.payment_type === 'fixed'
      ? { contractor_amount: line.contractor_amount ?? Number.NaN }
      : { contractor_percentage: Number(line.contractor_percentage) };
  return { ...body, price: line.price ?? Number.NaN, payment_type: line.payment_type, ...pay };
}

/** Field errors of the lines, keyed as the form keys them (`tasks.0.price`). */
export function lineErrors(lines: LineValues[], withPrices: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const at = (field: string, message: string) => {
      errors[`tasks.${index}.${field}`] = message;
    };
    if (!line.task && !line.name.trim()) at('name', 'Choose a service or give the task a name.');
    if (!withPrices) return;
    const price = line.price;
    if (price === null || price < 0) at('price', 'The price must be an amount in dollars, not below $0.00.');
    if (line.payment_type === 'percentage') {
      const percentage = Number(line.contractor_percentage);
      if (line.contractor_percentage === '' || !Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
        at('contractor_percentage', 'A whole percentage from 0 to 100.');
      }
    } else if (line.contractor_amount === null) {
      at('contractor_amount', 'The contractor amount field is required when payment type is fixed.');
    } else {
      const amount = line.contractor_amount;
      const above = price === null || price < 0 ? null : payAbovePrice({ price, payment_type: 'fixed', contractor_amount: amount });
      if (amount < 0) at('contractor_amount', 'The contractor amount must be an amount in dollars, not below $0.00.');
      else if (above) at('contractor_amount', above);
    }
  });
  return errors;
}

/** What the contractor earns for a line as typed, or null while it cannot be worked out. */
export function linePay(line: LineValues): number | null {
  if (line.price === null) return null;
  try {
    return contractorPay({
      price: line.price,
      payment_type: line.payment_type,
      contractor_percentage: line.contractor_percentage === '' ? null : Number(line.contractor_percentage),
      contractor_amount: line.contractor_amount,
    });
  } catch {
    return null;
  }
}

/** Whether a saved line differs from what the form holds now (so only changed lines are sent). */
export function lineChanged(before: LineValues, after: LineValues): boolean {
  return (['task', 'name', 'description', 'price', 'payment_type', 'contractor_percentage', 'contractor_amount'] as const).some(
    (field) => String(before[field]) !== String(after[field]),
  );
}
