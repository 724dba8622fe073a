const all = ['suburbs'] as const;

/** Query keys of suburbs: the settings list, the address form's look-up and the reference data of start-up. */
export const suburbKeys = {
  all,
  list: (query: object) => [...all, 'list', query] as const,
  search: (search: string) => [...all, 'search', search] as const,
  reference: () => [...all, 'reference'] as const,
};
