const jobs = ['jobs'] as const;

/** Query keys of the jobs list and the visit card with its report: all under `['jobs']`. */
export const visitKeys = {
  all: jobs,
  list: (userId: number, query: object) => [...jobs, 'list', userId, query] as const,
  detail: (id: number) => [...jobs, 'visit', id] as const,
  report: (id: number) => [...jobs, 'report', id] as const,
};

const dashboard = ['dashboard'] as const;

/** Query keys of the dashboard's visit lists (today's, incomplete) and the viewer's monthly progress. */
export const dashboardKeys = {
  all: dashboard,
  visits: (kind: string, userId: number, page: number, count: number) => [...dashboard, kind, userId, page, count] as const,
  progress: (userId: number, month: string) => [...dashboard, 'progress', userId, month] as const,
  exceptions: (date: string) => [...dashboard, 'exceptions', date] as const,
};

const contractorProgress = ['contractor-progress'] as const;

/** Query keys of each contractor's tasks and earnings by week of a month. */
export const contractorProgressKeys = {
  all: contractorProgress,
  list: (query: object) => [...contractorProgress, query] as const,
};

const contractorEarnings = ['contractor-earnings'] as const;

/** Query keys of a contractor's earnings: one entry per person and month (with the weeks' vendor invoices). */
export const contractorEarningsKeys = {
  all: contractorEarnings,
  one: (userId: number, month: string) => [...contractorEarnings, userId, month] as const,
};

const conflicts = ['conflicting-schedules'] as const;

/** Query keys of a person's visits that fall in their time away. */
export const conflictKeys = {
  all: conflicts,
  ofUser: (userId: number, page: number) => [...conflicts, userId, page] as const,
};
