// What the users feature asks of the features above it; they answer at start-up (server/wiring.ts).
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { hook } from '../../platform/hooks';

/** Ends a person's sessions, all but `exceptSessionId` when given: the auth feature keeps them. */
export const endUserSessions = hook<[db: Db, userId: number, exceptSessionId?: string], Promise<void>>('users.endUserSessions');

/** Whether a person is on the history of visits, and so is never deleted: the schedules feature's question. */
export const userVisitHistory = hook<[db: Db, userId: number, today: IsoDate], Promise<boolean>>('users.userVisitHistory');
