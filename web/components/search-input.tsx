import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  /** The box's name for screen readers and tests ("Search clients"); the placeholder when none is given. */
  'aria-label': string;
  value: string;
  onSearch: (text: string) => void;
};

/** A list's search box: the magnifier, and the text as typed handed on. */
export function SearchInput({ value, onSearch, ...props }: Props) {
  return (
    <TextInput
      placeholder={props['aria-label']}
      leftSection={<IconSearch size={14} />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
