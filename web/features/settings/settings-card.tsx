import { usePhone } from '../../lib/screen';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';
import { SearchInput } from '../../components/search-input';

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
  const phone = usePhone();
  const searchBox = search && (
    <SearchInput aria-label={search.placeholder} value={search.value} onSearch={(text) => search.onChange(text)} w={phone ? '100%' : 260} />
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
