import type { FastifyRequest } from 'fastify';
import { type IsoDate, todayIn } from '../../../shared/dates';
import type { PermissionKey } from '../../../shared/permissions';
import { actorOf } from '../../platform/sessions';
import type { Actor } from '../../platform/types';

/** What a command about visits needs besides its input: who acts, what they may do, and the business calendar. */
export type ScheduleContext = {
  actor: Actor;
  permissions: readonly PermissionKey[];
  today: IsoDate;
  horizonWeeks: number;
  timeZone: string;
};

export function scheduleContextOf(request: FastifyRequest): ScheduleContext {
  const { config } = request.server;
  return {
    actor: actorOf(request),
    permissions: request.user?.permissions ?? [],
    today: todayIn(config.timeZone),
    horizonWeeks: config.horizonWeeks,
    timeZone: config.timeZone,
  };
}

/** Who looks at visits, as the per-record rules (shared/policies.ts) and the presenters read them. */
export type VisitViewer = { id: number; permissions: readonly PermissionKey[]; today: IsoDate };

/** The acting person as a viewer; the system (no user) is assigned to no visit. */
export const visitViewerOf = (context: ScheduleContext): VisitViewer => ({
  id: context.actor.userId ?? 0,
  permissions: context.permissions,
  today: context.today,
});

export const generationOf = (context: ScheduleContext) => ({
  today: context.today,
  horizonWeeks: context.horizonWeeks,
  timeZone: context.timeZone,
});
