import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { UserSchedule, UserScheduleTask } from '../../../shared/api/user-schedules';
import { formatMoney } from '../../lib/format';
import { resumeTask, setTask } from './api';
import { askAttendance, askPause, askQuantity } from './visit-dialogs';

function pausedText(task: UserScheduleTask) {
  const when = task.pause_to ? `Paused until ${dayjs(task.pause_to).format('D MMM YYYY')}` : 'Paused indefinitely';
  return task.pause_reason ? `${when}: ${task.pause_reason}` : when;
}

/** Ticks a task; a consumable asks how many were used first. Asks who attended when the server says so. */
async function toggle(visit: UserSchedule, task: UserScheduleTask, complete: boolean) {
  if (complete && task.consumable) return askQuantity(visit, task);
  const result = await setTask(visit.id, task.id, complete).catch(() => null);
  if (result?.needs_attendance) askAttendance(result.data);
}

export function VisitTasks({ visit, editable }: { visit: UserSchedule; editable: boolean }) {
  if (!visit.tasks.length) return <Text size="sm" c="dimmed">No tasks on this visit.</Text>;
  return (
    <Stack gap="xs">
      {visit.tasks.map((task) => (
        <Paper key={task.id} withBorder radius="md" p="sm" bg={task.complete ? 'green.0' : task.paused ? 'gray.0' : undefined}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Checkbox
                size="md"
                checked={task.complete}
                disabled={!editable || task.paused}
                onChange={(event) => void toggle(visit, task, event.currentTarget.checked)}
                label={
                  <Text fw={500} td={task.paused ? 'line-through' : undefined}>
                    {task.name}
                  </Text>
                }
                aria-label={`${task.name} complete`}
              />
              {task.contractor_total !== null && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(task.contractor_total)}
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
                {task.paused && (
                  <Text size="xs" c="orange.8">
                    {pausedText(task)}
                  </Text>
                )}
              </Group>
              {editable &&
                (task.paused ? (
                  <Button size="compact-xs" variant="subtle" leftSection={<IconPlayerPlay size={12} />} onClick={() => void resumeTask(visit.id, task.id).catch(() => {})}>
                    Resume
                  </Button>
                ) : (
                  !task.complete && (
                    <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconPlayerPause size={12} />} onClick={() => askPause(visit, task)}>
                      Pause
                    </Button>
                  )
                ))}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
