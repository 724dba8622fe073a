import type { UserSchedule, UserScheduleAsset, VisitCheck } from '../../../shared/api/user-schedules';
import { presentScheduleState } from '../../../shared/schedule-state';
import type { OutboxItem } from '../../lib/offline-db';
import { pausedOn } from './visit-lines';

/**
 * The visit as the contractor left it: the server's last answer with their changes still waiting to be sent
 * applied over it, by the server's own rules (docs/domain.md "Visit actions"), so a tick made in a basement
 * shows ticked. Pure: the card and its tests call it alike.
 */
export type QueuedKind = 'task' | 'notes' | 'paid' | 'complete' | 'check-in' | 'check-out' | 'photo';
type Person = { id: number; name: string };

const taskOf = (url: string) => Number(/\/task\/(\d+)$/.exec(url)?.[1]);

/** Every working line is ticked but more than one contractor is assigned and nobody said who came. */
export const needsAttendance = (visit: UserSchedule) =>
  allLinesDone(visit) && !visit.complete && visit.users.length > 1 && !visit.attended?.length;

function allLinesDone(visit: UserSchedule) {
  const working = visit.tasks.filter((task) => !pausedOn(task, visit.due_date));
  return working.length > 0 && working.every((task) => task.complete);
}

/** The visit with one line ticked or unticked (and its quantity, when given). */
export function withTick(visit: UserSchedule, taskId: number, complete: boolean, quantity?: number | null): UserSchedule {
  const tasks = visit.tasks.map((task) =>
    task.id === taskId ? { ...task, complete, quantity: quantity === undefined ? task.quantity : quantity } : task,
  );
  return { ...visit, tasks };
}

/**
 * Whether a tick leaves the visit asking who attended: the server's answer when it came, else (the tick waits
 * to be sent) the same rule applied here.
 */
export const asksAttendance = (visit: UserSchedule, taskId: number, complete: boolean, answer: { needs_attendance: boolean } | null) =>
  answer ? answer.needs_attendance : needsAttendance(withTick(visit, taskId, complete));

function withState(visit: UserSchedule, today: string): UserSchedule {
  return {
    ...visit,
    state: presentScheduleState({ skip: visit.skip, complete: visit.complete, invoice_id: visit.invoice, due_date: visit.due_date }, today),
  };
}

/** The server's `settle`: all lines ticked completes the visit (unless attendance is asked); an untick reopens it. */
function settle(visit: UserSchedule, reopen: boolean, at: string): UserSchedule {
  if (!allLinesDone(visit)) return reopen && visit.complete ? { ...visit, complete: false, completed_at: null } : visit;
  if (visit.complete || needsAttendance(visit)) return visit;
  return { ...visit, complete: true, completed_at: at };
}

function check(item: OutboxItem, me: Person): VisitCheck {
  const body = item.body as { lat?: number; lng?: number; accuracy?: number; at?: string };
  return {
    at: body.at ?? item.madeAt,
    user: me,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
    accuracy: body.accuracy ?? null,
    distance_m: null,
    on_site: null,
  };
}

function apply(visit: UserSchedule, item: OutboxItem, me: Person, photoUrl: (item: OutboxItem) => string): UserSchedule {
  switch (item.kind as QueuedKind) {
    case 'task': {
      const { complete, quantity } = item.body as { complete: boolean; quantity?: number | null };
      return settle(withTick(visit, taskOf(item.url), complete, quantity), !complete, item.madeAt);
    }
    case 'notes':
      return { ...visit, notes: (item.body as { notes: string }).notes || null };
    case 'paid':
      return { ...visit, paid: !visit.paid };
    case 'complete': {
      const attended = (item.body as { attended?: number[] } | undefined)?.attended;
      return { ...visit, complete: true, completed_at: visit.completed_at ?? item.madeAt, attended: attended ?? visit.attended };
    }
    case 'check-in':
      return visit.check_in ? visit : { ...visit, check_in: check(item, me) };
    case 'check-out':
      return { ...visit, check_out: check(item, me) };
    case 'photo': {
      const url = photoUrl(item);
      const asset: UserScheduleAsset = {
        id: -item.seq,
        name: item.photo?.name ?? 'photo',
        thumbnail: url,
        path: url,
        taken_at: (item.body as { taken_at?: string }).taken_at ?? item.madeAt,
        created_at: item.madeAt,
      };
      return { ...visit, assets: [...visit.assets, asset] };
    }
    default:
      return visit;
  }
}

/** The visit with this person's waiting changes to it applied in the order they were made. */
export function applyQueued(
  visit: UserSchedule,
  items: readonly OutboxItem[],
  me: Person,
  today: string,
  photoUrl: (item: OutboxItem) => string = () => '',
): UserSchedule {
  const mine = items.filter((item) => item.visitId === visit.id && item.status === 'waiting');
  if (mine.length === 0) return visit;
  return withState(
    mine.reduce((card, item) => apply(card, item, me, photoUrl), visit),
    today,
  );
}
