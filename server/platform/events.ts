/**
 * In-process events, so a feature can tell others what happened without importing them (accounting hears of
 * operations, never the reverse: docs/architecture.md). A handler runs inside the emitting transaction, on its
 * connection: what it writes commits or rolls back with the change that caused it, and an error in it fails
 * that change. Handlers run one after another in the order they were registered (in `app.ts`).
 *
 * The emitting feature declares its events by merging into `Events`:
 *
 *   declare module '../../platform/events' {
 *     interface Events { 'visit.cash-collected': { visitId: number; paid: boolean } }
 *   }
 */
import type { Db } from '../db/client';

// Filled in by the features through declaration merging; an interface, so it can be merged into.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Events {}

export type EventName = keyof Events;
export type EventHandler<N extends EventName> = (db: Db, payload: Events[N]) => Promise<void>;

export type EventBus = {
  on<N extends EventName>(name: N, handler: EventHandler<N>): void;
  /** Runs every handler of `name` on `db` (the emitter's transaction), in order. */
  emit<N extends EventName>(db: Db, name: N, payload: Events[N]): Promise<void>;
};

export function createEvents(): EventBus {
  const handlers = new Map<EventName, EventHandler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<never>]);
    },
    async emit(db, name, payload) {
      for (const handler of handlers.get(name) ?? []) await (handler as EventHandler<typeof name>)(db, payload);
    },
  };
}
