import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Card, Center, Divider, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCash, IconClock, IconCalendarEvent, IconNotes, IconPlayerSkipForward } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { can } from '../../../shared/permissions';
import { useCurrentUser } from '../../lib/session';
import { completeVisit, ignoreMissingPhotos, togglePaid, useVisit } from './api';
import { frequencyText } from './frequency';
import { StateBadges, timeOfDay } from '../../components/visit-cells';
import { askAttendance, askTime, openNotes } from './visit-dialogs';
import { openReschedule } from './visit-forms';
import { VisitPhotos } from './visit-photos';
import { VisitTasks } from './visit-tasks';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Alerts({ visit }: { visit: UserSchedule }) {
  return (
    <>
      {!visit.client_active && (
        <Alert color="gray" icon={<IconAlertTriangle size={16} />} p="xs">
          This client is inactive.
        </Alert>
      )}
      {visit.client_suspended && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />} p="xs">
          This client is suspended.
        </Alert>
      )}
      {visit.skip && (
        <Alert color="red" icon={<IconPlayerSkipForward size={16} />} p="xs">
          This visit is skipped.
        </Alert>
      )}
      {visit.client_terms === 'cash' && (
        <Alert color="yellow" icon={<IconCash size={16} />} p="xs">
          Collect cash from this client.
        </Alert>
      )}
    </>
  );
}

/** Completes the visit, asking who attended when more than one contractor is assigned. */
function finish(visit: UserSchedule) {
  if (visit.users.length > 1) return askAttendance(visit);
  void completeVisit(visit.id).catch(() => {});
}

/** The visit card (spec 1 §2), laid out for a contractor's phone first. */
export function VisitPage() {
  const { id } = useParams();
  const { data: me } = useCurrentUser();
  const { data: visit, isLoading, error } = useVisit(Number(id));
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!visit) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Title order={2} size="h3">
          Visit not found
        </Title>
        <Text c="dimmed">{error?.message ?? 'There is no such visit, or it is not assigned to you.'}</Text>
        <Button component={Link} to="/my-jobs" variant="light">
          Back to jobs
        </Button>
      </Stack>
    );
  }
  const state = visit.state.state;
  const editable = state !== 'invoiced' && !visit.skip;
  const allDone = visit.tasks.filter((task) => !task.paused).every((task) => task.complete);
  return (
    <Stack gap="sm" maw={720}>
      <Anchor component={Link} to="/my-jobs" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Jobs
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {can(me, 'manage_clients') ? (
              <Anchor component={Link} to={`/client/${visit.client_id}`} inherit>
                {visit.client_name}
              </Anchor>
            ) : (
              visit.client_name
            )}
          </Title>
          <Text size="sm" c="dimmed">
            {visit.task_group_name ?? 'Added by hand'}
          </Text>
        </Stack>
        <StateBadges visit={visit} />
      </Group>
      <Alerts visit={visit} />
      <Card withBorder radius="md" padding="sm">
        <Stack gap={6}>
          <Fact label="Address">{visit.address?.readable ?? 'No address'}</Fact>
          <Fact label="Due">
            {dayjs(visit.due_date).format('ddd D MMM YYYY')}, {timeOfDay(visit.due_at)}
          </Fact>
          <Fact label="Last done">{visit.last_done ? dayjs(visit.last_done).format('D MMM YYYY') : 'Not yet'}</Fact>
          <Fact label="Frequency">{frequencyText(visit)}</Fact>
          <Fact label="Contractors">{visit.users.map((user) => user.name).join(', ') || 'Nobody yet'}</Fact>
          {visit.reschedule && (
            <Group gap="xs" mt={4} grow>
              <Button variant="light" size="sm" leftSection={<IconClock size={16} />} onClick={() => askTime(visit)}>
                Set time
              </Button>
              {can(me, 'reschedule') && (
                <Button variant="light" size="sm" leftSection={<IconCalendarEvent size={16} />} onClick={() => openReschedule(visit)}>
                  Reschedule
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Card>
      <Title order={3} size="h4" mt="xs">
        Tasks
      </Title>
      <VisitTasks visit={visit} editable={editable} />
      {visit.client_terms === 'cash' && (
        <Card withBorder radius="md" padding="sm">
          <Switch size="md" label="Cash collected" checked={visit.paid} disabled={!editable} onChange={() => void togglePaid(visit.id).catch(() => {})} />
        </Card>
      )}
      <Group justify="space-between" mt="xs">
        <Title order={3} size="h4">
          Photos
        </Title>
        <Button variant="default" size="xs" leftSection={<IconNotes size={14} />} onClick={() => openNotes(visit)}>
          Notes{visit.notes ? ' •' : ''}
        </Button>
      </Group>
      {visit.photos_missing && (
        <Alert color="orange" p="xs" icon={<IconAlertTriangle size={16} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Photos missing</Text>
            {can(me, 'manage_invoices') && (
              <Button size="compact-xs" variant="white" color="orange" onClick={() => void ignoreMissingPhotos(visit.id).catch(() => {})}>
                Ignore
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <VisitPhotos visit={visit} editable={editable} />
      <Divider my="xs" />
      {visit.complete ? (
        <Text size="sm" c="green.8" ta="center">
          Completed{visit.completed_at ? ` ${dayjs(visit.completed_at).format('D MMM YYYY, h:mm a')}` : ''}.
        </Text>
      ) : (
        editable && (
          <Stack gap={4}>
            <Button size="md" color="green" disabled={!allDone} onClick={() => finish(visit)} fullWidth>
              Complete visit
            </Button>
            {!allDone && (
              <Text size="xs" c="dimmed" ta="center">
                Tick every task first.
              </Text>
            )}
          </Stack>
        )
      )}
    </Stack>
  );
}
