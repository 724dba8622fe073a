const all = ['invoices'] as const;

/** Query keys of invoices: the lists (any client's, any page), one invoice, its client's consumables. */
export const invoiceKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: object) => [...all, 'list', query] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  consumables: (id: number, page: number) => [...all, 'consumables', id, page] as const,
};
