import { usePhone } from '../lib/screen';
import { Alert, Card, Center, Group, Loader, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { PageMeta } from '../../shared/api/paging';
import { PaginationFooter } from './pagination-footer';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The sort key the server accepts, when the column is sortable. */
  sort?: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone card (e.g. the actions, which the card shows in its own corner). */
  hideOnCard?: boolean;
  /** Drawn in the header cell instead of the label (a "select all" box); the label still names it on a card. */
  header?: ReactNode;
};

type Props<T> = {
  rows: T[] | undefined;
  meta: PageMeta | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  error?: string | null;
  empty: string;
  sort?: { sort: string; direction: 'asc' | 'desc'; onSort: (sort: string) => void };
  onPage: (page: number) => void;
  onCount?: (count: number) => void;
  counts?: readonly number[];
  onRowClick?: (row: T) => void;
  /** More of a row's own attributes: a row that takes dropped files (expenses) listens here. */
  rowProps?: (row: T) => HTMLAttributes<HTMLElement>;
  /** Replaces the header row (the clients search box does this). */
  header?: ReactNode;
  actions?: (row: T) => ReactNode;
  footer?: ReactNode;
};

/** A server-paged table; on phones (≤ 512 px) each row becomes a card. */
export function PagedTable<T>(props: Props<T>) {
  const phone = usePhone();
  const { rows, loading, error, empty } = props;
  const body = error ? (
    <Alert color="red" title="Could not load">
      {error}
    </Alert>
  ) : loading && !rows ? (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  ) : rows && rows.length === 0 ? (
    <Text c="dimmed" ta="center" py="xl" size="sm">
      {empty}
    </Text>
  ) : null;

  return (
    <Stack gap={0}>
      {phone ? <PhoneCards {...props} body={body} /> : <DesktopTable {...props} body={body} />}
      <PaginationFooter meta={props.meta} onPage={props.onPage} onCount={props.onCount} counts={props.counts}>
        {props.footer}
      </PaginationFooter>
    </Stack>
  );
}

/**
 * Whether a click began on a control inside the row (a switch's track is a label, whose click reaches the row
 * before the input's): such a click works the control and does not open the row.
 */
function fromControl(event: MouseEvent): boolean {
  const target = event.target;
  return (
    target instanceof Element && target.closest('a, button, input, label, select, textarea, [role="switch"], [role="checkbox"]') !== null
  );
}

/** The row's click handler, or none: opens the row unless a control inside it was clicked. */
function rowClick<T>(row: T, onRowClick?: (row: T) => void) {
  if (!onRowClick) return undefined;
  return (event: MouseEvent) => {
    if (!fromControl(event)) onRowClick(row);
  };
}

function SortIcon({ active, direction }: { active: boolean; direction: 'asc' | 'desc' }) {
  if (!active) return <IconSelector size={14} />;
  return direction === 'asc' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
}

function DesktopTable<T>({ rows, columns, rowKey, sort, onRowClick, rowProps, header, actions, body }: Props<T> & { body: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover={!!onRowClick} verticalSpacing="sm" bg="white">
        <Table.Thead>
          {header ? (
            <Table.Tr>
              <Table.Th colSpan={columns.length + (actions ? 1 : 0)}>{header}</Table.Th>
            </Table.Tr>
          ) : (
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} ta={column.align}>
                  {column.header ? (
                    column.header
                  ) : column.sort && sort ? (
                    <UnstyledButton onClick={() => sort.onSort(column.sort as string)} aria-label={`Sort by ${column.label}`}>
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {column.label}
                        </Text>
                        <SortIcon active={sort.sort === column.sort} direction={sort.direction} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th w={1}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          )}
        </Table.Thead>
        <Table.Tbody>
          {body ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + (actions ? 1 : 0)}>{body}</Table.Td>
            </Table.Tr>
          ) : (
            rows?.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                {...rowProps?.(row)}
                onClick={rowClick(row, onRowClick)}
                style={{ ...(onRowClick ? { cursor: 'pointer' } : {}), ...rowProps?.(row).style }}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A card's action row, left out when the row has no action at all (no empty strip under the facts). */
function CardActions({ actions }: { actions: ReactNode }) {
  const none = actions === null || actions === undefined || actions === false || (Array.isArray(actions) && actions.length === 0);
  if (none) return null;
  return (
    <Group gap={4} justify="flex-end" onClick={(event) => event.stopPropagation()}>
      {actions}
    </Group>
  );
}

function PhoneCards<T>({ rows, columns, rowKey, onRowClick, rowProps, header, actions, body }: Props<T> & { body: ReactNode }) {
  return (
    <Stack gap="xs">
      {header}
      {body ??
        rows?.map((row) => (
          <Card
            key={rowKey(row)}
            withBorder
            padding="sm"
            radius="md"
            {...rowProps?.(row)}
            onClick={rowClick(row, onRowClick)}
            style={{ ...(onRowClick ? { cursor: 'pointer' } : {}), ...rowProps?.(row).style }}
          >
            <Stack gap={4}>
              {columns
                .filter((column) => !column.hideOnCard)
                .map((column) => (
                  <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" miw={80}>
                      {column.label}
                    </Text>
                    <Text size="sm" component="div" ta="right" style={{ overflowWrap: 'anywhere' }}>
                      {column.render(row)}
                    </Text>
                  </Group>
                ))}
              <CardActions actions={actions?.(row)} />
            </Stack>
          </Card>
        ))}
    </Stack>
  );
}
