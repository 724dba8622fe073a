// What the clients feature asks of the features above it; they answer at start-up (server/wiring.ts).
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { hook } from '../../platform/hooks';

/** Whether a client or an address is on the history of visits, and so is never deleted: the schedules feature's. */
export const clientVisitHistory = hook<[db: Db, of: { clientId: number } | { addressId: number }, today: IsoDate], Promise<boolean>>(
  'clients.clientVisitHistory',
);

/** The task group at an address, if any (an address with one cannot be deleted): the schedules feature's. */
export const taskGroupAtAddress = hook<[db: Db, addressId: number], Promise<{ id: number; name: string } | null>>(
  'clients.taskGroupAtAddress',
);

/** The contractors of a client's visits still to come, told of a suspension: the schedules feature's. */
export const comingVisitContractors = hook<[db: Db, clientId: number, after: Date], Promise<number[]>>('clients.comingVisitContractors');

/** Removes what hangs on a deleted client without a foreign key (its notes), in the delete's transaction. */
export const clientDeleted = hook<[tx: Db, clientId: number], Promise<void>>('clients.clientDeleted');
