/**
 * Query keys of the accounts' reference lists. Each list, its settings card and its pickers sit under one root,
 * so one refresh after a change reaches all of them.
 */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (query: object) => ['vendors', 'list', query] as const,
  options: () => ['vendors', 'options'] as const,
  users: () => ['vendors', 'users'] as const,
};

export const expenseCategoryKeys = {
  all: ['expense-categories'] as const,
  list: (query: object) => ['expense-categories', 'list', query] as const,
  options: () => ['expense-categories', 'options'] as const,
};
