/**
 * Saving a task group, and carrying the save to its visits in the same transaction: a group and the visits
 * it stands for never disagree, even for a moment (docs/domain.md "Adjust and other task-group saves").
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { taskGroupCreateInput, taskGroupUpdateInput } from '../../../shared/api/task-groups';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { audit, auditDelete, diff } from '../audit/audit';
import { findClientAddress } from '../clients/client-addresses.queries';
import { lockClient } from '../clients/client-locks';
import { holidayLookup } from '../settings/public-holidays';
import { generateVisits, horizonEnd, ruleOf } from './generate-visits';
import { refreshGroupVisits, removeUnfitVisits } from './group-visits';
import { generationOf, type ScheduleContext } from './schedule-context';
import { activeUserIds } from '../users/users.queries';
import { taskGroups, taskGroupUsers } from './task-groups.table';

type CreateInput = z.output<typeof taskGroupCreateInput>;
type UpdateInput = z.output<typeof taskGroupUpdateInput>;

async function checkAddress(db: Db, clientId: number, addressId: number) {
  if (!(await findClientAddress(db, clientId, addressId))) throw invalid({ address_id: ['The selected address is invalid.'] });
}

/** Contractors must exist and be active: a disabled account cannot be sent to a site. */
async function checkUsers(db: Db, ids: number[]) {
  const active = await activeUserIds(db, ids);
  if (ids.some((id) => !active.has(id))) throw invalid({ users: ['The selected users are invalid.'] });
}

async function setUsers(db: Db, groupId: number, ids: number[]) {
  await db.delete(taskGroupUsers).where(eq(taskGroupUsers.taskGroupId, groupId));
  if (ids.length) await db.insert(taskGroupUsers).values(ids.map((userId) => ({ taskGroupId: groupId, userId })));
}

const ruleColumns = (rule: CreateInput | UpdateInput) => ({
  rotation: rule.rotation,
  frequency: rule.frequency,
  weekOfMonth: rule.week_of_month,
  dayOfWeek: rule.day_of_week,
  daysOfWeek: rule.days_of_week,
  startAt: rule.start_at,
});

export async function createTaskGroup(db: Db, clientId: number, input: CreateInput, context: ScheduleContext): Promise<number> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    // No address chosen: the client's main site, so the group's visits say where to go.
    const addressId = input.address_id ?? client.addressId;
    if (input.address_id !== null) await checkAddress(tx, clientId, input.address_id);
    await checkUsers(tx, input.users);
    const [group] = await tx
      .insert(taskGroups)
      .values({
        clientId,
        name: input.name,
        addressId,
        conflict: input.conflict,
        publicHolidays: input.public_holidays,
        autoSchedule: input.auto_schedule,
        ...ruleColumns(input),
      })
      .returning({ id: taskGroups.id });
    await setUsers(tx, group.id, input.users);
    await audit(tx, context.actor, {
      action: 'create',
      subjectType: 'task_groups',
      subjectId: group.id,
      description: `Created task group ${input.name} for client ${client.name}`,
    });
    // Nothing to generate yet without task lines; adding the first one generates.
    await generateVisits(tx, { taskGroupId: group.id, ...generationOf(context) });
    return group.id;
  });
}

/**
 * Edit or Adjust. Changing the rule needs `reschedule_all`; with `reschedule_all` in the body (the default)
 * the unlocked future visits that no longer fit go and the new dates are generated, otherwise the visits
 * already made stay. Name, contractors and address reach every unlocked future visit either way.
 */
export async function updateTaskGroup(db: Db, clientId: number, id: number, input: UpdateInput, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    const [before] = await tx
      .select()
      .from(taskGroups)
      .where(and(eq(taskGroups.id, id), eq(taskGroups.clientId, clientId)));
    if (!before) throw notFound();
    const rule = ruleColumns(input);
    const ruleChanged = JSON.stringify(ruleOf({ ...before, ...rule })) !== JSON.stringify(ruleOf(before));
    if (ruleChanged && !can(context, 'reschedule_all')) {
      throw forbidden('Adjusting a recurring schedule needs the reschedule_all permission.');
    }
    const editsMore = [input.name, input.address_id, input.users, input.conflict, input.public_holidays, input.auto_schedule].some(
      (value) => value !== undefined,
    );
    if (editsMore && !can(context, 'manage_clients')) {
      throw forbidden('Editing a task group needs the manage_clients permission; reschedule_all only adjusts its schedule.');
    }
    if (input.address_id !== undefined && input.address_id !== null) await checkAddress(tx, clientId, input.address_id);
    if (input.users !== undefined) await checkUsers(tx, input.users);
    const columns = {
      ...rule,
      ...(input.name !== undefined && { name: input.name }),
      ...(input.address_id !== undefined && { addressId: input.address_id }),
      ...(input.conflict !== undefined && { conflict: input.conflict }),
      ...(input.public_holidays !== undefined && { publicHolidays: input.public_holidays }),
      ...(input.auto_schedule !== undefined && { autoSchedule: input.auto_schedule }),
    };
    const holidaysChanged = input.public_holidays !== undefined && input.public_holidays !== before.publicHolidays;
    await tx
      .update(taskGroups)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(taskGroups.id, id));
    if (input.users !== undefined) await setUsers(tx, id, input.users);
    const adjusted = (ruleChanged || holidaysChanged) && input.reschedule_all;
    // Only a holiday's visit differs between the choices, so a changed choice removes those and generation places them anew.
    const onHoliday = holidaysChanged
      ? await holidayLookup(tx, { from: context.today, to: horizonEnd(context.today, context.horizonWeeks) })
      : undefined;
    const removed = adjusted ? (await removeUnfitVisits(tx, id, ruleOf({ ...before, ...rule }), context.today, onHoliday)).removed : 0;
    await refreshGroupVisits(tx, id, context.today);
    // The whole client: a group whose tasks were merged into a visit Adjust removed gets its own visit back.
    const generated = await generateVisits(tx, { clientId, ...generationOf(context) });
    await audit(tx, context.actor, {
      action: ruleChanged ? 'adjust' : 'update',
      subjectType: 'task_groups',
      subjectId: id,
      description: `${ruleChanged ? 'Adjusted' : 'Updated'} task group ${input.name ?? before.name} of client ${client.name}`,
      changes: {
        ...diff(before, columns),
        ...(input.users !== undefined && { users: input.users }),
        ...((ruleChanged || holidaysChanged) && { visits_removed: removed, visits_generated: generated.created + generated.merged }),
      },
    });
  });
}

/**
 * Deleting a group removes its unlocked future visits (and tasks it merged into others); visits that were
 * done, invoiced, locked or are today stay, no longer linked to a group.
 */
export async function deleteTaskGroup(db: Db, clientId: number, id: number, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    const [group] = await tx
      .select()
      .from(taskGroups)
      .where(and(eq(taskGroups.id, id), eq(taskGroups.clientId, clientId)));
    if (!group) throw notFound();
    const { removed } = await removeUnfitVisits(tx, id, { ...ruleOf(group), rotation: 'non' }, context.today);
    await tx.delete(taskGroups).where(eq(taskGroups.id, id));
    // Groups whose tasks were merged into the removed visits get visits of their own.
    await generateVisits(tx, { clientId, ...generationOf(context) });
    await auditDelete(
      tx,
      context.actor,
      'task_groups',
      id,
      `Deleted task group ${group.name} of client ${client.name} and ${removed} future visit${removed === 1 ? '' : 's'}`,
    );
  });
}
