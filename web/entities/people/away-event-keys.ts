const all = ['away-events'] as const;

/** Query keys of away events: a person's own list on their profile and everyone's calendar. */
export const awayEventKeys = {
  all,
  ofUser: (userId: number, page: number) => [...all, userId, page] as const,
  between: (from: string, to: string) => [...all, 'all', from, to] as const,
};
