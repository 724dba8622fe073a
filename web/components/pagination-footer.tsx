import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../shared/api/paging';
import { pageSizes } from '../../shared/api/paging';

type Props = {
  meta: PageMeta | undefined;
  onPage: (page: number) => void;
  onCount?: (count: number) => void;
  counts?: readonly number[];
  /** Filters live in the footer. */
  children?: ReactNode;
};

/**
 * Page-size buttons and page links for the current page ± 1. An empty list has no pages to count or choose:
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
        {pages[0] > 1 && (
          <Button size="compact-xs" variant="default" onClick={() => onPage(1)} aria-label="First page">
            «
          </Button>
        )}
        {pages.map((page) => (
          <Button
            key={page}
            size="compact-xs"
            variant={page === meta.current_page ? 'filled' : 'default'}
            onClick={() => onPage(page)}
            aria-current={page === meta.current_page ? 'page' : undefined}
            aria-label={`Page ${page}`}
          >
            {page}
          </Button>
        ))}
        {pages[pages.length - 1] < meta.last_page && (
          <Button size="compact-xs" variant="default" onClick={() => onPage(meta.last_page)} aria-label="Last page">
            »
          </Button>
        )}
      </Group>
    </Group>
  );
}
