import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../shared/api/paging';
import { pageSizes } from '../../shared/page-sizes';

type Props = {
  meta: PageMeta | undefined;
  onPage: (page: number) => void;
  onCount?: (count: number) => void;
  counts?: readonly number[];
  /** Filters live in the footer. */
  children?: ReactNode;
};

function PageButton({ page, meta, onPage }: { page: number; meta: PageMeta; onPage: (page: number) => void }) {
  const current = page === meta.current_page;
  return (
    <Button
      size="compact-xs"
      variant={current ? 'filled' : 'default'}
      onClick={() => onPage(page)}
      aria-current={current ? 'page' : undefined}
      aria-label={`Page ${page}`}
    >
      {page}
    </Button>
  );
}

const Gap = () => (
  <Text size="xs" c="dimmed" aria-hidden>
    …
  </Text>
);

/**
 * Page-size buttons, and page links for the first page, the current page ± 1 and the last (so the last page's
 * number shows how long the list is). An empty list has no pages to count or choose:
 * its own empty message says so (no "None" beside a lone page 1), and only the filters stay.
 */
export function PaginationFooter({ meta, onPage, onCount, counts = pageSizes, children }: Props) {
  if (!meta) return null;
  if (meta.total === 0)
    return children ? (
      <Group gap={4} mt="sm" wrap="wrap">
        {children}
      </Group>
    ) : null;
  const pages = [meta.current_page - 1, meta.current_page, meta.current_page + 1].filter((p) => p >= 1 && p <= meta.last_page);
  return (
    <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
      <Group gap={4} wrap="wrap">
        {onCount &&
          counts.map((count) => (
            <Button
              key={count}
              size="compact-xs"
              variant={meta.per_page === count ? 'filled' : 'default'}
              onClick={() => onCount(count)}
              aria-pressed={meta.per_page === count}
            >
              {count}
            </Button>
          ))}
        {children}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" mr={4}>
          {`${meta.from}–${meta.to} of ${meta.total}`}
        </Text>
        {pages[0] > 1 && <PageButton page={1} meta={meta} onPage={onPage} />}
        {pages[0] > 2 && <Gap />}
        {pages.map((page) => (
          <PageButton key={page} page={page} meta={meta} onPage={onPage} />
        ))}
        {pages[pages.length - 1] < meta.last_page - 1 && <Gap />}
        {pages[pages.length - 1] < meta.last_page && <PageButton page={meta.last_page} meta={meta} onPage={onPage} />}
      </Group>
    </Group>
  );
}
