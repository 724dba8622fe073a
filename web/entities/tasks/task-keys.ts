const all = ['tasks'] as const;

/** Query keys of tasks (services): the tasks page's list and the catalogue the task pickers choose from. */
export const taskKeys = {
  all,
  list: (query: object) => [...all, 'list', query] as const,
  catalogue: () => [...all, 'catalogue'] as const,
};
