import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments, IconPlayerPause } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TaskGroup } from '../../../shared/api/task-groups';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { clientKeys } from '../../entities/clients/client-keys';
import { SuspendFormModal } from '../../entities/clients/suspend-form';
import { useUnsuspend } from '../../entities/clients/unsuspend';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { AdjustFormModal } from '../../entities/task-groups/adjust-form';
import { visitKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { useAction } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';

/** The card's alerts and frequency come from the client and its task group, so a change there refreshes the visits too. */
async function refreshAfterClientChange() {
  await Promise.all([invalidateAfterVisitChange(queryClient), queryClient.invalidateQueries({ queryKey: clientKeys.all })]);
}

/** Suspend the visit's client (suspend_clients): the shared form, posting `POST /api/clients/{client}/suspend`. */
export function SuspendButton({ visit, style }: { visit: UserSchedule; style?: CSSProperties }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="sm"
        style={style}
        leftSection={<IconPlayerPause size={16} />}
        onClick={() => setOpened(true)}
      >
        Suspend
      </Button>
      {opened && (
        <SuspendFormModal
          opened
          client={{ id: visit.client_id, name: visit.client_name }}
          onClose={() => setOpened(false)}
          onSaved={refreshAfterClientChange}
        />
      )}
    </>
  );
}

/** Unsuspend the visit's client (suspend_clients), as on the client page. */
export function UnsuspendButton({ visit }: { visit: UserSchedule }) {
  const { busy, unsuspend } = useUnsuspend({ id: visit.client_id, name: visit.client_name }, refreshAfterClientChange);
  return (
    <Button size="compact-xs" variant="white" color="red" loading={busy} onClick={() => void unsuspend()}>
      Unsuspend
    </Button>
  );
}

/**
 * Adjust the visit's task group rule (reschedule_all): reads the group, then the shared form changes its rule
 * with `PUT /api/clients/{client}/task-groups/{id}`. Moving the visits may remove this one; then the card
 * has nothing left to show, so it goes back to the jobs list.
 */
export function AdjustButton({ visit, groupId }: { visit: UserSchedule; groupId: number }) {
  const navigate = useNavigate();
  const [group, setGroup] = useState<TaskGroup | null>(null);
  const opening = useAction();
  const open = () => opening.run(async () => setGroup(await api<TaskGroup>(`/api/clients/${visit.client_id}/task-groups/${groupId}`)));
  const saved = async () => {
    await refreshAfterClientChange();
    if (queryClient.getQueryState(visitKeys.detail(visit.id))?.status === 'error') {
      notifications.show({ message: 'The new schedule no longer has this visit.' });
      void navigate('/my-jobs');
    }
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconAdjustments size={12} />}
        loading={opening.busy}
        onClick={() => void open()}
      >
        Adjust
      </Button>
      {group && <AdjustFormModal opened group={group} onClose={() => setGroup(null)} onSaved={saved} />}
    </>
  );
}
