import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Client } from '../../../shared/api/clients';
import type { Paged } from '../../../shared/api/paging';
import { api } from '../../lib/api';
import { clientKeys } from './client-keys';

export type ChosenClient = { id: number; name: string };

/** Clients by name, 20 at a time, for a picker (invoices, a bank line's invoices and credits). */
function useClientChoices(search: string) {
  return useQuery({
    queryKey: [...clientKeys.all, 'choices', search],
    queryFn: () =>
      api<Paged<Client>>('/api/clients', {
        query: { search: search || undefined, count: 20, sort: 'name', direction: 'asc' },
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

type Props = Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
};

/** A client chosen by name: the server searches as the user types (debounced), the chosen one always stays listed. */
export function ClientSelect({ value, onChange, ...props }: Props) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  // Once a client is chosen the box shows its name; that is not a search for more.
  const asked = value && debounced === value.name ? '' : debounced;
  const choices = useClientChoices(asked);
  const found = (choices.data?.data ?? []).map((client) => ({ value: String(client.id), label: client.name }));
  const data =
    value && !found.some((option) => option.value === String(value.id))
      ? [{ value: String(value.id), label: value.name }, ...found]
      : found;
  return (
    <Select
      placeholder="Type a client’s name"
      searchable
      clearable
      data={data}
      // The server searches; the list is not filtered again here.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : choices.error ? 'Clients could not be loaded' : 'No client of that name'}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), name: option.label } : null)}
      {...props}
    />
  );
}
