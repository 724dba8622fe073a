import { TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';

type Props = {
  title: string;
  description?: string;
  /** The search box, when the list has one. */
  search?: { value: string; onChange: (value: string) => void; placeholder: string };
  /** The create button. */
  action?: ReactNode;
  children: ReactNode;
};

/** One settings card: title, search and create button on one line; on phones the search gets its own. */
export function SettingsCard({ title, description, search, action, children }: Props) {
  const phone = useMediaQuery('(max-width: 512px)');
  const searchBox = search && (
    <TextInput
      placeholder={search.placeholder}
      aria-label={search.placeholder}
      leftSection={<IconSearch size={14} />}
      value={search.value}
      onChange={(event) => search.onChange(event.currentTarget.value)}
      w={phone ? '100%' : 260}
    />
  );
  return (
    <SectionCard
      title={title}
      description={description}
      action={
        <>
          {!phone && searchBox}
          {action}
        </>
      }
    >
      {phone && searchBox}
      {children}
    </SectionCard>
  );
}
