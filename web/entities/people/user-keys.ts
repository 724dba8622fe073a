const all = ['users'] as const;

/**
 * Query keys of people (users). The settings list, a profile and the contractor look-up all sit under
 * `['users']`, so one refresh after a change to someone reaches each of them.
 */
export const userKeys = {
  all,
  list: (query: object) => [...all, 'list', query] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  options: () => [...all, 'options'] as const,
};
