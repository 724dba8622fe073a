import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Card, Center, Divider, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconFileText, IconNotes } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { can } from '../../../shared/permissions';
import { isAssigned, mayWorkOnVisit } from '../../../shared/policies';
import { policyVisit } from '../../entities/visits/policy-visit';
import { StateBadges } from '../../entities/visits/visit-cells';
import { businessToday } from '../../lib/business-day';
import { useCurrentUser } from '../../lib/session';
import { completeVisit, ignoreMissingPhotos, togglePaid, useVisit } from './api';
import { askAttendance, openNotes } from './visit-dialogs';
import { VisitAlerts, VisitFacts } from './visit-facts';
import { VisitPhotos } from './visit-photos';
import { VisitPresence } from './visit-presence';
import { QueuedChanges, useQueuedVisit } from './queued-changes';
import { allTicked } from './visit-lines';
import { VisitTasks } from './visit-tasks';
import { businessDateTime } from './visit-time';

/** Completes the visit, asking who attended when more than one contractor is assigned. */
function finish(visit: UserSchedule) {
  if (visit.users.length > 1) return askAttendance(visit);
  void completeVisit(visit.id).catch(() => {});
}

/** The visit card, laid out for a contractor's phone first. */
export function VisitPage() {
  const { id } = useParams();
  const { data: me } = useCurrentUser();
  const { data: kept, isLoading, error } = useVisit(Number(id));
  const { visit, items } = useQueuedVisit(kept);
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
        <Title order={1} size="h3">
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
  // The work: ticks, pauses, photos, cash, completion.
  const editable = mayWorkOnVisit(me, policyVisit(visit), businessToday());
  const allDone = allTicked(visit);
  const finished = state === 'complete' || state === 'invoiced';
  return (
    <Stack gap="sm" maw={720}>
      <Anchor component={Link} to="/my-jobs" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Jobs
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
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
      <QueuedChanges items={items} />
      <VisitAlerts visit={visit} me={me} />
      <VisitFacts visit={visit} me={me} />
      <VisitPresence
        visit={visit}
        canCheck={isAssigned(me, policyVisit(visit)) && state !== 'skipped' && state !== 'invoiced'}
        waiting={items.filter((item) => item.status === 'waiting').map((item) => item.kind)}
      />
      <Title order={2} size="h4" mt="xs">
        Tasks
      </Title>
      <VisitTasks visit={visit} editable={editable} />
      {visit.client_terms === 'cash' && (
        <Card withBorder radius="md" padding="sm">
          <Switch
            size="md"
            label="Cash collected"
            checked={visit.paid}
            disabled={!editable}
            onChange={() => void togglePaid(visit).catch(() => {})}
          />
        </Card>
      )}
      <Group justify="space-between" mt="xs">
        <Title order={2} size="h4">
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
      {finished && (
        <Stack gap={4} align="center">
          <Text size="sm" c="green.8" ta="center">
            Completed{visit.completed_at ? ` ${businessDateTime(visit.completed_at)}` : ''}.
          </Text>
          {/* The report is the server's: none until it holds the completion. */}
          {kept?.complete && (
            <Button component={Link} to={`/my-jobs/${visit.id}/report`} variant="light" leftSection={<IconFileText size={16} />}>
              View report
            </Button>
          )}
        </Stack>
      )}
      {!visit.complete && editable && (
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
      )}
    </Stack>
  );
}
