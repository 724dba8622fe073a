import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientChoices } from './api';

export type ChosenClient = { id: number; name: string };
type Props = Omit<SelectProps, 'value' | 'onChange' | 'data'> & { value: ChosenClient | null; onChange: (client: ChosenClient | null) => void };

/** A client chosen by name, searched on the server as the user types. */
export function ClientPicker({ value, onChange, ...props }: Props) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const choices = useClientChoices(value && debounced === value.name ? '' : debounced);
  const found = (choices.data?.data ?? []).map((client) => ({ value: String(client.id), label: client.name }));
  const data = value && !found.some((o) => o.value === String(value.id)) ? [{ value: String(value.id), label: value.name }, ...found] : found;
  return (
    <Select
      placeholder="Type a client’s name"
      searchable
      clearable
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No client of that name'}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), name: option.label } : null)}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
