import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { UserSchedule, UserScheduleTask } from '../../../shared/api/user-schedules';
import { formatAud } from '../../../shared/money';
import { resumeTask, setTask } from './api';
import { askAttendance, askPause, askQuantity } from './visit-dialogs';
import { pausedOn } from './visit-lines';
import { asksAttendance, withTick } from './visit-queued';

function pausedText(task: UserScheduleTask) {
  const when = task.pause_to ? `Paused until ${dayjs(task.pause_to).format('D MMM YYYY')}` : 'Paused indefinitely';
  return task.pause_reason ? `${when}: ${task.pause_reason}` : when;
}

async function save(visit: UserSchedule, task: UserScheduleTask, complete: boolean) {
  const result = await setTask(visit.id, task, complete).catch(() => undefined);
  if (result === undefined) return;
  if (asksAttendance(visit, task.id, complete, result)) askAttendance(result?.data ?? withTick(visit, task.id, complete));
}

/**
 * Ticks a task; a consumable asks how many were used first. Asks who attended when the server says so.
 * Unticking a line of a complete visit reopens the visit (the server's rule), so that asks first.
 */
function toggle(visit: UserSchedule, task: UserScheduleTask, complete: boolean) {
  if (complete && task.consumable) return askQuantity(visit, task);
  if (complete || !visit.complete) return void save(visit, task, complete);
  modals.openConfirmModal({
    title: `Untick ${task.name}?`,
    children: <Text size="sm">This visit is complete. Unticking a task reopens it, and it must be completed again.</Text>,
    labels: { confirm: 'Untick and reopen', cancel: 'Cancel' },
    confirmProps: { color: 'orange' },
    onConfirm: () => void save(visit, task, false),
  });
}

function TaskLine({ visit, task, editable }: { visit: UserSchedule; task: UserScheduleTask; editable: boolean }) {
  const done = task.complete || visit.complete || visit.state.state === 'invoiced';
  const paused = pausedOn(task, visit.due_date);
  return (
    <Paper withBorder radius="md" p="sm" bg={done ? 'green.0' : paused ? 'gray.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Checkbox
            size="md"
            checked={done}
            disabled={!editable || paused}
            onChange={(event) => toggle(visit, task, event.currentTarget.checked)}
            label={
              <Text fw={500} td={paused ? 'line-through' : undefined}>
                {task.name}
              </Text>
            }
            aria-label={`${task.name} complete`}
          />
          {task.contractor_total !== null && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatAud(task.contractor_total)}
            </Text>
          )}
        </Group>
        {task.description && (
          <Text size="sm" c="dimmed" pl={32} style={{ whiteSpace: 'pre-line' }}>
            {task.description}
          </Text>
        )}
        <Group gap="xs" pl={32} justify="space-between">
          <Group gap={6}>
            {task.consumable && (
              <Badge variant="light" color="cyan">
                {task.quantity === null ? 'consumable' : `used: ${task.quantity}`}
              </Badge>
            )}
            {paused && (
              <Text size="xs" c="orange.8">
                {pausedText(task)}
              </Text>
            )}
          </Group>
          {editable &&
            (paused ? (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPlayerPlay size={12} />}
                onClick={() => void resumeTask(visit.id, task.id).catch(() => {})}
              >
                Resume
              </Button>
            ) : (
              !done && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconPlayerPause size={12} />}
                  onClick={() => askPause(visit, task)}
                >
                  Pause
                </Button>
              )
            ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The visit's task lines. `editable` is mayWorkOnVisit of shared/policies.ts, as the server decides it: the
 * visit's contractors or manage_schedules, on a visit that is neither invoiced nor skipped (a complete one may
 * still change; unticking reopens it).
 * A line of a complete or invoiced visit counts as done even when its own tick was never set (decision 007).
 */
export function VisitTasks({ visit, editable }: { visit: UserSchedule; editable: boolean }) {
  if (!visit.tasks.length)
    return (
      <Text size="sm" c="dimmed">
        No tasks on this visit.
      </Text>
    );
  return (
    <Stack gap="xs">
      {visit.tasks.map((task) => (
        <TaskLine key={task.id} visit={visit} task={task} editable={editable} />
      ))}
    </Stack>
  );
}
