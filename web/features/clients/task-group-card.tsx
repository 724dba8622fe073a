import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconCalendarEvent,
  IconMapPin,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TaskGroup, TaskLine } from '../../../shared/api/task-groups';
import { formatAud } from '../../../shared/money';
import { RowAction } from '../../components/row-action';
import { describeRule } from '../../entities/task-groups/rule-text';
import { formatDate } from '../../lib/format';

type Props = {
  group: TaskGroup;
  /** Each action is offered only when given (the page decides by permission). */
  onEdit?: () => void;
  onAdjust?: () => void;
  onDelete?: () => void;
  onPause?: (line: TaskLine) => void;
  onResume?: (line: TaskLine) => void;
};

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text c="dimmed" component="span" lh={1} pt={2}>
        {icon}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A paused line says until when, or "paused indefinitely" (docs/domain.md "Pauses"). */
const pausedLabel = (line: TaskLine) => (line.pause_to ? `Paused until ${formatDate(line.pause_to)}` : 'Paused indefinitely');

/** One task group: its rule, site, contractors, next visit and task lines with totals (money only with task_price). */
export function TaskGroupCard({ group, onEdit, onAdjust, onDelete, onPause, onResume }: Props) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            <Text size="sm" c="dimmed">
              {describeRule(group)}
            </Text>
          </Stack>
          <Group gap={2} wrap="nowrap">
            {onAdjust && (
              <RowAction label="Adjust schedule" onClick={onAdjust}>
                <IconAdjustments size={18} />
              </RowAction>
            )}
            {onEdit && (
              <RowAction label="Edit" onClick={onEdit}>
                <IconPencil size={18} />
              </RowAction>
            )}
            {onDelete && (
              <RowAction label="Delete" color="red" onClick={onDelete}>
                <IconTrash size={18} />
              </RowAction>
            )}
          </Group>
        </Group>
        <Stack gap={4}>
          <Fact icon={<IconMapPin size={14} />}>{group.address?.readable ?? 'No address chosen'}</Fact>
          <Fact icon={<IconUsers size={14} />}>
            {group.users.length ? group.users.map((user) => user.name).join(', ') : 'No contractors yet'}
          </Fact>
          {group.rotation !== 'non' && (
            <Fact icon={<IconCalendarEvent size={14} />}>
              {group.next_visit ? `Next visit ${formatDate(group.next_visit)}` : 'No visit coming'}
            </Fact>
          )}
        </Stack>
        <Divider />
        {group.tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tasks yet.
          </Text>
        ) : (
          <Stack gap={6}>
            {group.tasks.map((line, index) => (
              <Fragment key={line.id}>
                {index > 0 && <Divider variant="dashed" />}
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start" opacity={line.paused ? 0.75 : 1}>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} td={line.paused ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
                      {line.name}
                    </Text>
                    {line.paused && (
                      <Text size="xs" fw={600} c="orange.8">
                        {pausedLabel(line)}
                        {line.pause_reason && ` · ${line.pause_reason}`}
                      </Text>
                    )}
                    {line.description && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {line.description}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {line.price !== null && (
                      <Stack gap={0} align="flex-end">
                        <Text size="sm">{formatAud(line.price)}</Text>
                        {line.contractor_total !== null && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {formatAud(line.contractor_total)} to contractor
                          </Text>
                        )}
                      </Stack>
                    )}
                    {line.paused
                      ? onResume && (
                          <RowAction label="Resume" color="teal" onClick={() => onResume(line)}>
                            <IconPlayerPlay size={18} />
                          </RowAction>
                        )
                      : onPause && (
                          <RowAction label="Pause" color="orange" onClick={() => onPause(line)}>
                            <IconPlayerPause size={18} />
                          </RowAction>
                        )}
                  </Group>
                </Group>
              </Fragment>
            ))}
          </Stack>
        )}
        {group.total !== null && group.tasks.length > 0 && (
          <Group justify="flex-end" gap="md">
            <Text size="sm">
              Total <b>{formatAud(group.total)}</b>
            </Text>
            {group.contractor_total !== null && (
              <Text size="sm" c="dimmed">
                Contractors {formatAud(group.contractor_total)}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
