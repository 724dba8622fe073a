/**
 * The catalogue and each client's task groups. A group's lines are copies of catalogue services, as the task
 * group form makes them (docs/domain.md "Task lines copy the catalogue"), some at the client's own price. Each
 * client has a regular contractor; two-person jobs add a second one.
 */
import { inArray } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../shared/dates';
import { dollarsToCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { taskGroups, taskGroupTasks, taskGroupUsers } from '../../features/schedules/task-groups.table';
import { tasks } from '../../features/tasks/tasks.table';
import { users } from '../../features/users/users.table';
import { bookingTemplates, type GroupTemplate, type Rule } from './bookings';
import type { Random } from './random';
import { demoServices } from './services';
import type { ClientFate } from './visit-outcomes';

export const demoContractorEmails = [
  'contractor@example.com',
  'maria@example.com',
  'liam@example.com',
  'mei@example.com',
  'jack@example.com',
  'aisha@example.com',
];

const pauseReasons = [
  'Client supplies their own for now',
  'Waiting on the new dispensers to be installed',
  'On hold while the site is renovated',
];

type TaskRow = typeof tasks.$inferSelect;

async function insertServices(db: Db): Promise<Map<string, TaskRow>> {
  const rows = await db
    .insert(tasks)
    .values(
      demoServices.map((s): typeof tasks.$inferInsert => ({
        name: s.name,
        invoiceDescription: s.invoiceDescription,
        description: s.description,
        price: dollarsToCents(s.price),
        paymentType: 'fixed' in s.pay ? 'fixed' : 'percentage',
        // The column's default (80) stays on fixed-pay services, as the form leaves it.
        contractorPercentage: 'percentage' in s.pay ? s.pay.percentage : 80,
        contractorAmount: 'fixed' in s.pay ? dollarsToCents(s.pay.fixed) : 0,
        consumable: s.consumable ?? false,
      })),
    )
    .returning();
  return new Map(rows.map((row) => [row.name, row]));
}

/** The rule as the task_groups columns hold it (fields a rotation does not use are null, days_of_week `[]`). */
function ruleColumns(rule: Rule) {
  const none = { frequency: null, weekOfMonth: null, dayOfWeek: null, daysOfWeek: [] };
  if (rule.rotation === 'daily') return { ...none, rotation: rule.rotation, daysOfWeek: rule.days };
  if (rule.rotation === 'weekly') return { ...none, rotation: rule.rotation, frequency: rule.frequency, dayOfWeek: rule.day };
  if (rule.rotation === 'monthly')
    return { ...none, rotation: rule.rotation, frequency: rule.frequency, weekOfMonth: rule.week, dayOfWeek: rule.day };
  return { ...none, rotation: rule.rotation };
}

type PlannedGroup = {
  clientId: number;
  template: GroupTemplate;
  rule: Rule;
  addressId: number;
  startAt: IsoDate | null;
  userIds: number[];
};

function planGroups(fates: ClientFate[], random: Random, contractorIds: number[]): PlannedGroup[] {
  const planned: PlannedGroup[] = [];
  fates.forEach((fate, index) => {
    const regular = contractorIds[index % contractorIds.length];
    // Varied per client, so the monthly groups between them fall in every week of the month, the last included.
    const week = ((index % 4) + 1) as 1 | 2 | 3 | 4;
    bookingTemplates[fate.client.kind].forEach((template, position) => {
      if (position > 0 && !random.chance(template.chance ?? 1)) return;
      const rule = template.rule(random, week);
      const crew = template.crew === 2 ? [regular, random.pick(contractorIds.filter((id) => id !== regular))] : [regular];
      // Extra work is sometimes booked after the client began; it never starts in the future.
      const later = position > 0 && random.chance(0.3) ? random.int(1, 10) * 7 : 0;
      // A `non` group has no rule dates, so no start; the form hides the field for it.
      const startAt = rule.rotation === 'non' ? null : addDays(fate.startedOn, Math.min(later, Math.max(0, fate.client.since * 7 - 7)));
      const sites = template.sites === 'each' ? fate.addressIds : fate.addressIds.slice(0, 1);
      for (const addressId of sites) planned.push({ clientId: fate.id, template, rule, addressId, startAt, userIds: crew });
    });
  });
  return planned;
}

function groupName(group: PlannedGroup, fates: ClientFate[]): string {
  const fate = fates.find((f) => f.id === group.clientId);
  const site = fate && fate.addressIds.length > 1 ? fate.client.sites[fate.addressIds.indexOf(group.addressId)]?.name : undefined;
  return site ? `${group.template.name} (${site})` : group.template.name;
}

/** Services, task groups, their contractors and lines. Returns how many groups were made. */
export async function insertBookings(db: Db, random: Random, fates: ClientFate[], today: IsoDate): Promise<number> {
  const services = await insertServices(db);
  const contractors = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, demoContractorEmails));
  const contractorIds = demoContractorEmails.flatMap((email) => contractors.filter((c) => c.email === email).map((c) => c.id));
  if (contractorIds.length < 2) throw new Error('The demo business needs the demo contractors (seedDemo first)');

  const planned = planGroups(fates, random, contractorIds);
  const groups = await db
    .insert(taskGroups)
    .values(
      planned.map((g): typeof taskGroups.$inferInsert => ({
        clientId: g.clientId,
        name: groupName(g, fates),
        addressId: g.addressId,
        startAt: g.startAt,
        conflict: g.template.conflict ?? 'overwrite',
        ...ruleColumns(g.rule),
      })),
    )
    .returning({ id: taskGroups.id });

  await db.insert(taskGroupUsers).values(planned.flatMap((g, i) => g.userIds.map((userId) => ({ taskGroupId: groups[i].id, userId }))));
  const lines = planned.flatMap((g, i) =>
    g.template.lines.map((line, position) => {
      const service = services.get(line.service);
      if (!service) throw new Error(`The demo booking "${g.template.name}" names ${line.service}, which is not in the catalogue`);
      const paused = service.consumable && random.chance(0.05);
      return {
        taskGroupId: groups[i].id,
        taskId: service.id,
        name: service.name,
        invoiceDescription: service.invoiceDescription,
        description: service.description,
        price: line.price === undefined ? service.price : dollarsToCents(line.price),
        paymentType: service.paymentType,
        contractorPercentage: service.contractorPercentage,
        contractorAmount: service.contractorAmount,
        consumable: service.consumable,
        paused,
        pauseTo: paused && random.chance(0.5) ? addDays(today, random.int(7, 42)) : null,
        pauseReason: paused ? random.pick(pauseReasons) : null,
        position: position + 1,
      };
    }),
  );
  await db.insert(taskGroupTasks).values(lines);
  return groups.length;
}
