import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconCash, IconClock, IconPlayerSkipForward } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import type { CurrentUser } from '../../../shared/api/users';
import { can } from '../../../shared/permissions';
import { mayRescheduleVisit, maySetVisitTime } from '../../../shared/policies';
import { HolidayBadge } from '../../entities/public-holidays/public-holidays';
import { frequencyText } from '../../entities/task-groups/rule-text';
import { policyVisit } from '../../entities/visits/policy-visit';
import { timeOfDay } from '../../entities/visits/visit-cells';
import { businessToday } from '../../lib/business-day';
import { AdjustButton, SuspendButton, UnsuspendButton } from './visit-client-actions';
import { askTime } from './visit-dialogs';
import { openReschedule } from './visit-forms';

/** The actions share the row but keep their labels whole: on a phone the third wraps to a row of its own. */
const actionStyle = { flex: '1 0 auto' };

/** A label and its value on one line, the value right-aligned and wrapping: the visit card's and the report's facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
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

/** What the contractor must know before starting; a suspended client offers Unsuspend to suspend_clients. */
export function VisitAlerts({ visit, me }: { visit: UserSchedule; me: CurrentUser | null | undefined }) {
  return (
    <>
      {!visit.client_active && (
        <Alert color="gray" icon={<IconAlertTriangle size={16} />} p="xs">
          This client is inactive.
        </Alert>
      )}
      {visit.client_suspended && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />} p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">This client is suspended.</Text>
            {can(me, 'suspend_clients') && <UnsuspendButton visit={visit} />}
          </Group>
        </Alert>
      )}
      {visit.skip && (
        <Alert color="red" icon={<IconPlayerSkipForward size={16} />} p="xs">
          This visit is skipped.
        </Alert>
      )}
      {visit.client_terms === 'cash' && !visit.paid && (
        <Alert color="yellow" icon={<IconCash size={16} />} p="xs">
          Collect cash from this client.
        </Alert>
      )}
    </>
  );
}

/**
 * Address, due date, last done, frequency (with Adjust for reschedule_all) and contractors, then the actions
 * each as the rules of shared/policies.ts allow it: Set time for the visit's contractors or `reschedule`,
 * Reschedule for `reschedule` (both only while the state allows rescheduling, which the server's answer also
 * says in `reschedule`), Suspend for suspend_clients.
 */
export function VisitFacts({ visit, me }: { visit: UserSchedule; me: CurrentUser | null | undefined }) {
  const facts = policyVisit(visit);
  const today = businessToday();
  const setTime = visit.reschedule && maySetVisitTime(me, facts, today);
  const reschedule = visit.reschedule && mayRescheduleVisit(me, facts, today);
  const suspend = !visit.client_suspended && can(me, 'suspend_clients');
  // The form reads the task group first, which needs view_clients.
  const adjust = can(me, 'reschedule_all') && can(me, 'view_clients');
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Fact label="Address">{visit.address?.readable ?? 'No address'}</Fact>
        <Fact label="Due">
          <Group gap={6} justify="flex-end">
            <span>
              {dayjs(visit.due_date).format('ddd D MMM YYYY')}, {timeOfDay(visit.due_at)}
            </span>
            <HolidayBadge date={visit.due_date} />
          </Group>
        </Fact>
        <Fact label="Last done">{visit.last_done ? dayjs(visit.last_done).format('D MMM YYYY') : 'Not yet'}</Fact>
        <Fact label="Frequency">
          <Group gap={6} justify="flex-end">
            <span>{frequencyText(visit)}</span>
            {adjust && visit.task_group_id !== null && <AdjustButton visit={visit} groupId={visit.task_group_id} />}
          </Group>
        </Fact>
        <Fact label="Contractors">{visit.users.map((user) => user.name).join(', ') || 'Nobody yet'}</Fact>
        {(setTime || reschedule || suspend) && (
          <Group gap="xs" mt={4}>
            {setTime && (
              <Button variant="light" size="sm" style={actionStyle} leftSection={<IconClock size={16} />} onClick={() => askTime(visit)}>
                Set time
              </Button>
            )}
            {reschedule && (
              <Button
                variant="light"
                size="sm"
                style={actionStyle}
                leftSection={<IconCalendarEvent size={16} />}
                onClick={() => openReschedule(visit)}
              >
                Reschedule
              </Button>
            )}
            {suspend && <SuspendButton visit={visit} style={actionStyle} />}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
