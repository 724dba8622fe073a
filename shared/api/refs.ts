/**
 * Pieces many responses share: another record named inside one (its id and what a person reads), and a state
 * with its badge colour. One definition each, so a list and its detail view cannot drift apart.
 */
import { z } from 'zod';

/** A record named inside another: a user, a client, a role, a task group. */
export const namedRef = z.object({ id: z.number(), name: z.string() });

/** An address named inside another: its id and its one readable line. */
export const addressRef = z.object({ id: z.number(), readable: z.string() });

/** A state as presented: its name and its badge colour (`presentState` in shared/presented-state.ts). */
export const presentedState = <T extends readonly [string, ...string[]]>(states: T) =>
  z.object({ state: z.enum(states), class: z.string() });
