import { usePhone } from '../../lib/screen';
import { Button, Card, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowBackUp,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconPlayerSkipForward,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type BookingFromFilter, bookingFromFilters, type ClientSchedule } from '../../../shared/api/client-schedules';
import type { Client } from '../../../shared/api/clients';
import { can } from '../../../shared/permissions';
import { managesVisits, seesAllVisits, seesPrices } from '../../../shared/policies';
import { type ScheduleAction, type ScheduleStateName, canScheduleAction, scheduleStates } from '../../../shared/schedule-state';
import { confirmDelete } from '../../components/confirm';
import { PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useEditor } from '../../components/use-editor';
import { api } from '../../lib/api';
import { useAction } from '../../lib/forms';
import { useListState } from '../../lib/list-state';
import { useCurrentUser } from '../../lib/session';
import { clientKeys } from '../../entities/clients/client-keys';
import { refreshBookings, useClientList } from './api';
import { bookingColumns } from './booking-columns';
import { BookingFormModal } from './booking-form';
import { fullDayText } from '../../../shared/date-text';

const fromLabels: Record<BookingFromFilter, string> = {
  from_today: 'From today',
  from_week: 'From this week',
  from_last_month: 'From last month',
  from_month: 'From this month',
  from_last_quarter: 'From last quarter',
  from_quarter: 'From this quarter',
  from_financial_year: 'This financial year',
  from_year: 'From this year',
  all: 'All dates',
};
const fromOptions = bookingFromFilters.map((value) => ({ value, label: fromLabels[value] }));
const stateOptions = scheduleStates.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

/**
 * `?booking={id}` (the jobs list's "Edit job card" links here): that booking's edit form opens over the list,
 * once it has loaded and when its state may be edited; closing the form drops the parameter.
 */
function useLinkedBooking(clientId: number, enabled: boolean, open: (booking: ClientSchedule) => void) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('booking'));
  const linked = useQuery({
    queryKey: clientKeys.resource(clientId, 'client-schedules', { id }),
    queryFn: () => api<ClientSchedule>(`/api/clients/${clientId}/client-schedules/${id}`),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
  // Opened once per link: the booking is fetched again after it is saved, which must not open it anew.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!linked.data || opened.current === linked.data.id) return;
    opened.current = linked.data.id;
    if (canScheduleAction(linked.data.state.state, 'edit')) open(linked.data);
  }, [linked.data, open]);
  return () => {
    if (!params.has('booking')) return;
    params.delete('booking');
    setParams(params, { replace: true });
  };
}

/** /client/{client}: the client's bookings (client schedules), from today on by default. */
export function BookingsTab({ client }: { client: Client }) {
  const { data: me } = useCurrentUser();
  // Bookings change with manage_clients or manage_schedules; regenerating runs the client's rules, manage_clients only.
  const manageClient = can(me, 'manage_clients');
  const manage = managesVisits(me) || manageClient;
  const withPrices = seesPrices(me);
  // The visit report opens for those who may open any visit (decision 008).
  const reports = seesAllVisits(me);
  const phone = usePhone();
  const list = useListState<'due_at'>({ sort: 'due_at' });
  const [filters, setFilters] = useState<{ state: ScheduleStateName | null; from: BookingFromFilter }>({ state: null, from: 'from_today' });
  const { data, isLoading, error } = useClientList<ClientSchedule>(client.id, 'client-schedules', {
    ...list.query,
    filters: JSON.stringify({ from: filters.from, ...(filters.state && { state: filters.state }) }),
  });
  const editor = useEditor<ClientSchedule>();
  const forgetLink = useLinkedBooking(client.id, manage, editor.open);
  const closeEditor = () => {
    editor.close();
    forgetLink();
  };
  const regenerating = useAction();
  const path = `/api/clients/${client.id}/client-schedules`;

  const regenerate = () =>
    regenerating.run(async () => {
      const result = await api<{ message: string }>(`/api/clients/${client.id}/client-schedules/regenerate`);
      notifications.show({ color: 'teal', message: result.message });
      await refreshBookings(client.id);
    });
  const update = (booking: ClientSchedule, body: { locked?: boolean; skip?: boolean }) =>
    api(`${path}/${booking.id}`, { method: 'PUT', body })
      .then(() => refreshBookings(client.id))
      .catch(() => {});
  const remove = (booking: ClientSchedule) =>
    confirmDelete(`the booking of ${fullDayText(booking.due_date)}`, () =>
      api(`${path}/${booking.id}`, { method: 'DELETE' })
        .then(() => refreshBookings(client.id))
        .catch(() => {}),
    );
  /**
   * The actions the booking's state allows (docs/domain.md "What each state allows"); a table row keeps the place
   * of the others so icons line up.
   */
  const actionsOf = (booking: ClientSchedule) => {
    const actions: { action: ScheduleAction; label: string; color?: string; icon: ReactNode; run: () => void }[] = [
      booking.locked
        ? { action: 'unlock', label: 'Unlock', icon: <IconLockOpen size={18} />, run: () => update(booking, { locked: false }) }
        : { action: 'lock', label: 'Lock', icon: <IconLock size={18} />, run: () => update(booking, { locked: true }) },
      booking.skip
        ? {
            action: 'unskip',
            label: 'Unskip',
            color: 'orange',
            icon: <IconArrowBackUp size={18} />,
            run: () => update(booking, { skip: false }),
          }
        : {
            action: 'skip',
            label: 'Skip',
            color: 'orange',
            icon: <IconPlayerSkipForward size={18} />,
            run: () => update(booking, { skip: true }),
          },
      { action: 'edit', label: 'Edit', icon: <IconPencil size={18} />, run: () => editor.open(booking) },
      { action: 'delete', label: 'Delete', color: 'red', icon: <IconTrash size={18} />, run: () => remove(booking) },
    ];
    const allowed = actions.filter(({ action }) => canScheduleAction(booking.state.state, action));
    if (allowed.length === 0) return null;
    return (phone ? allowed : actions).map(({ action, label, color, icon, run }) => (
      <RowAction key={action} label={label} color={color} hidden={!allowed.some((a) => a.action === action)} onClick={run}>
        {icon}
      </RowAction>
    ));
  };
  const setFilter = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    list.setPage(1);
  };

  return (
    <Card withBorder radius="md" padding="xs">
      {manage && (
        <Group justify="flex-end" gap="xs" mb="xs">
          {manageClient && (
            <Button variant="default" leftSection={<IconRefresh size={16} />} loading={regenerating.busy} onClick={regenerate}>
              Regenerate
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            Add booking
          </Button>
        </Group>
      )}
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={bookingColumns(withPrices, reports)}
        rowKey={(booking) => booking.id}
        loading={isLoading}
        error={error?.message}
        empty={
          filters.state || filters.from !== 'from_today'
            ? 'No bookings match. Try other dates or states.'
            : 'No bookings from today on. Add one by hand, or give the client a task group that repeats.'
        }
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: () => list.toggleSort('due_at') }}
        onPage={list.setPage}
        onCount={list.setCount}
        footer={
          <Group gap={4} wrap="wrap">
            <Select
              size="xs"
              w={170}
              data={fromOptions}
              value={filters.from}
              allowDeselect={false}
              aria-label="Dates"
              onChange={(value) => setFilter({ from: bookingFromFilters.find((f) => f === value) ?? 'from_today' })}
            />
            <Select
              size="xs"
              w={130}
              data={stateOptions}
              value={filters.state}
              placeholder="Any state"
              clearable
              aria-label="State"
              onChange={(value) => setFilter({ state: scheduleStates.find((s) => s === value) ?? null })}
            />
          </Group>
        }
        actions={manage ? actionsOf : undefined}
      />
      {manage && editor.key > 0 && (
        <BookingFormModal key={editor.key} opened={editor.opened} client={client} booking={editor.record} onClose={closeEditor} />
      )}
    </Card>
  );
}
