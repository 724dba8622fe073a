import type { QueryKey } from '@tanstack/react-query';

const all = ['clients'] as const;

/**
 * Query keys of clients. The clients list sits under `['clients', 'list']`; every list and record of one client
 * under `['clients', id]`, so one refresh reaches them all.
 */
export const clientKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: object, state: string | null) => [...all, 'list', query, state] as const,
  client: (id: number) => [...all, id] as const,
  detail: (id: number) => [...all, id, 'detail'] as const,
  /** A paged list under one client: addresses, contacts, client schedules (its bookings), notes. */
  resource: (id: number, resource: string, query: object) => [...all, id, resource, query] as const,
  taskGroups: (id: number) => [...all, id, 'task-groups'] as const,
  allAddresses: (id: number) => [...all, id, 'addresses', 'all'] as const,
  /** Any client's bookings list (client schedules, its visits), whichever client and page. */
  isBookings: (key: QueryKey) => key[0] === all[0] && key[2] === 'client-schedules',
};
