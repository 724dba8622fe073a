/** Services of the catalogue, task groups and their lines, and visits for tests. */
import { eq } from 'drizzle-orm';
import { type IsoDate, instantOf, todayIn } from '../../shared/dates';
import type { Db } from '../db/client';
import { clients } from '../features/clients/clients.table';
import { scheduleAssets, schedules, scheduleTasks, scheduleUsers } from '../features/schedules/schedules.table';
import { taskGroups, taskGroupTasks, taskGroupUsers } from '../features/schedules/task-groups.table';
import { tasks } from '../features/tasks/tasks.table';
import { buildClient, type ClientAttrs } from './client-factories';
import { type Attrs, type ChildAttrs, insertRow, next } from './factory-kit';
import { timeZone } from './test-app';

/** A service of the catalogue. */
export async function buildTask(db: Db, overrides: Attrs<typeof tasks> = {}) {
  return insertRow(db, tasks, { name: `Service ${next()}`, ...overrides });
}

type LineAttrs = ChildAttrs<typeof taskGroupTasks, 'taskGroupId'>;

/** A line of a task group, $100 by default. */
export async function buildTaskLine(db: Db, taskGroupId: number, overrides: LineAttrs = {}) {
  return insertRow(db, taskGroupTasks, { name: `Line ${next()}`, price: 10000, ...overrides, taskGroupId });
}

/**
 * A task group, weekly on Mondays from Monday 3 March 2025, with one line, so it is ready to generate;
 * `lines: []` for one without. It has an address and contractors only when told.
 */
export async function buildTaskGroup(
  db: Db,
  {
    userIds = [],
    lines = [{}],
    ...overrides
  }: Attrs<typeof taskGroups> & { userIds?: readonly number[]; lines?: readonly LineAttrs[] } = {},
) {
  const clientId = overrides.clientId ?? (await buildClient(db)).id;
  const group = await insertRow(db, taskGroups, {
    name: `Group ${next()}`,
    rotation: 'weekly',
    frequency: 1,
    dayOfWeek: 1,
    startAt: '2025-03-03',
    ...overrides,
    clientId,
  });
  if (userIds.length) await db.insert(taskGroupUsers).values(userIds.map((userId) => ({ taskGroupId: group.id, userId })));
  const built = [];
  for (const line of lines) built.push(await buildTaskLine(db, group.id, line));
  return { ...group, lines: built };
}

export type VisitAttrs = Omit<Attrs<typeof schedules>, 'dueDate'> & {
  /** Today (in the business time zone) unless told. */
  dueDate?: IsoDate;
  /** The local time in the business time zone (`due_at`); 8 am, as generated visits are. */
  time?: string;
  /** The client to make when no `clientId` is given. */
  client?: ClientAttrs;
  /** The contractors assigned. */
  userIds?: readonly number[];
  /** One $40 'Vacuum' line unless told; a line is ticked when the visit is complete, unless told. */
  lines?: readonly ChildAttrs<typeof scheduleTasks, 'scheduleId'>[];
  /** How many photos: their rows only, without files. */
  photos?: number;
};

/**
 * A visit (a row of `schedules`) at the client's main address, in any state the columns make: open (due
 * today, the default, or before), pending (a later `dueDate`), `complete`, invoiced (`invoiceId`) or `skip`ped.
 */
export async function buildVisit(
  db: Db,
  {
    dueDate = todayIn(timeZone),
    time = '08:00',
    client: clientAttrs,
    userIds = [],
    lines = [{}],
    photos = 0,
    ...overrides
  }: VisitAttrs = {},
) {
  const client = overrides.clientId ? await clientById(db, overrides.clientId) : await buildClient(db, clientAttrs);
  const visit = await insertRow(db, schedules, {
    clientId: client.id,
    addressId: client.addressId,
    dueDate,
    dueAt: instantOf(dueDate, timeZone, time),
    ...overrides,
  });
  if (userIds.length) await db.insert(scheduleUsers).values(userIds.map((userId) => ({ scheduleId: visit.id, userId })));
  const builtLines = lines.length
    ? await db
        .insert(scheduleTasks)
        .values(
          lines.map((line, position) => ({
            name: 'Vacuum',
            contractorTotal: 4000,
            complete: visit.complete,
            position,
            ...line,
            scheduleId: visit.id,
          })),
        )
        .returning()
    : [];
  const assets = photos
    ? await db
        .insert(scheduleAssets)
        .values(Array.from({ length: photos }, (_, i) => ({ scheduleId: visit.id, uploadId: `photo-${visit.id}-${i}`, name: 'photo.jpg' })))
        .returning()
    : [];
  return { ...visit, client, lines: builtLines, assets };
}

async function clientById(db: Db, id: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, id));
  if (!client) throw new Error(`No client ${id}`);
  return client;
}

/**
 * For the tests of a contractor's visit card: a builder of visits that answers each as those tests read it,
 * the row apart from its client and lines, with the card's URL.
 */
export function cardVisitBuilder(db: Db) {
  return async (attrs: VisitAttrs) => {
    const { client, lines, assets: _assets, ...visit } = await buildVisit(db, attrs);
    return { client, visit, lines, url: `/api/user-schedules/${visit.id}` };
  };
}
