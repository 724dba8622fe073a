import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export type ListState<S extends string> = {
  page: number;
  count: number;
  sort: S;
  direction: 'asc' | 'desc';
  search: string;
};

/** Paging, sorting and (debounced) search for one list; changing any of them goes back to page 1. */
export function useListState<S extends string>(initial: { sort: S; direction?: 'asc' | 'desc'; count?: number; debounceMs?: number }) {
  const [state, setState] = useState<ListState<S>>({
    page: 1,
    count: initial.count ?? 10,
    sort: initial.sort,
    direction: initial.direction ?? 'asc',
    search: '',
  });
  const [search] = useDebouncedValue(state.search, initial.debounceMs ?? 300);
  return {
    state,
    /** What to send: the search only once typing pauses. */
    query: { page: state.page, count: state.count, sort: state.sort, direction: state.direction, search: search || undefined },
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setCount: (count: number) => setState((s) => ({ ...s, count, page: 1 })),
    setSearch: (value: string) => setState((s) => ({ ...s, search: value, page: 1 })),
    toggleSort: (sort: S) =>
      setState((s) => ({ ...s, sort, page: 1, direction: s.sort === sort && s.direction === 'asc' ? 'desc' : 'asc' })),
  };
}
