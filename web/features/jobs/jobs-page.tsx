import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { Anchor, Group, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent, IconEdit, IconFileText, IconPlayerPlay, IconPlayerSkipForward, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { can } from '../../../shared/permissions';
import { everyone, managesVisits, mayRescheduleVisit, seesPerson } from '../../../shared/policies';
import { hasReport } from '../../../shared/schedule-state';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { policyVisit } from '../../entities/visits/policy-visit';
import { businessToday } from '../../lib/business-day';
import { useListState } from '../../lib/list-state';
import { useCurrentUser } from '../../lib/session';
import { useJobs } from './api';
import { jobColumns } from './job-columns';

/** The row actions' dialogs load with the first one opened (docs/decisions/040-first-screen-javascript.md). */
const visitForms = () => import('./visit-forms');

/** The jobs list: the signed-in user's visits, or (with `users`) anyone's or everyone's (the default, decision 007). */
export function JobsPage() {
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Anyone's jobs, or everyone's, for whoever sees every person's records; the rest see only their own.
  const seesEveryone = seesPerson(me, everyone);
  const manageSchedules = managesVisits(me);
  const mayReschedule = can(me, 'reschedule');
  const today = businessToday();
  const phone = usePhone();
  const { data: contractors } = useContractors(seesEveryone);
  // `?from=` (contractor progress links a month here) starts the list on that day; otherwise today.
  const linkedFrom = params.get('from');
  const [from, setFrom] = useState<string | null>(
    linkedFrom && /^\d{4}-\d{2}-\d{2}$/.test(linkedFrom) && dayjs(linkedFrom).isValid() ? linkedFrom : today,
  );
  const list = useListState<'due_at'>({ sort: 'due_at' });
  const requested = Number(params.get('user'));
  // Office staff rarely have visits of their own, so without `?user=` they start on all contractors.
  const asked = params.has('user') && Number.isInteger(requested) && requested >= 0 ? requested : everyone;
  const userId = seesPerson(me, asked) ? asked : (me?.id ?? everyone);
  const allContractors = userId === everyone;
  const query = {
    page: list.state.page,
    count: list.state.count,
    sort: list.state.sort,
    direction: list.state.direction,
    from: from ?? undefined,
  };
  const jobs = useJobs(userId, query);
  const columns = useMemo(() => jobColumns({ allContractors, linkClients: can(me, 'manage_clients') }), [allContractors, me]);

  const pickUser = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete('user');
    else next.set('user', value);
    setParams(next, { replace: true });
    list.setPage(1);
  };

  /**
   * Row actions in slots: the viewer's permissions decide which slots a row has (`may`), the visit's state and the
   * rules of shared/policies.ts which action fills each (`show`). Actions that never apply together share a slot
   * (skip or unskip; reschedule before the work is done, the report after), and a table row keeps the place of an
   * empty slot so icons line up. A phone card has no columns: it shows only what applies, without gaps.
   */
  const actions = (visit: UserSchedule) => {
    const state = visit.state.state;
    const done = state === 'complete' || state === 'invoiced';
    const offered: { slot: string; label: string; may: boolean; show: boolean; color?: string; icon: ReactNode; run: () => void }[] = [
      {
        slot: 'skip',
        label: 'Skip',
        may: manageSchedules,
        show: !done && !visit.skip,
        color: 'red',
        icon: <IconPlayerSkipForward size={16} />,
        run: () => void visitForms().then((forms) => forms.confirmSkip(visit)),
      },
      {
        slot: 'skip',
        label: 'Unskip',
        may: manageSchedules,
        show: visit.skip,
        color: 'blue',
        icon: <IconPlayerPlay size={16} />,
        run: () => void visitForms().then((forms) => forms.confirmSkip(visit)),
      },
      {
        slot: 'date',
        label: 'Reschedule',
        may: mayReschedule,
        show: visit.reschedule && mayRescheduleVisit(me, policyVisit(visit), today),
        icon: <IconCalendarEvent size={16} />,
        run: () => void visitForms().then((forms) => forms.openReschedule(visit)),
      },
      {
        slot: 'date',
        label: 'View report',
        may: true,
        show: hasReport(state),
        icon: <IconFileText size={16} />,
        run: () => void navigate(`/my-jobs/${visit.id}/report`),
      },
      {
        slot: 'swap',
        label: 'Swap contractor',
        may: manageSchedules,
        show: state !== 'invoiced',
        icon: <IconUsers size={16} />,
        run: () => void visitForms().then((forms) => forms.openSwap(visit)),
      },
      {
        slot: 'edit',
        label: 'Edit job card',
        may: manageSchedules,
        show: state !== 'invoiced',
        icon: <IconEdit size={16} />,
        run: () => void navigate(`/client/${visit.client_id}?booking=${visit.id}`),
      },
    ];
    const allowed = offered.filter((action) => action.may);
    const slots = [...new Set(allowed.map((action) => action.slot))];
    return slots.flatMap((slot) => {
      const action = allowed.find((a) => a.slot === slot && a.show);
      if (action) {
        return (
          <RowAction key={slot} label={action.label} color={action.color} onClick={action.run}>
            {action.icon}
          </RowAction>
        );
      }
      return phone ? (
        []
      ) : (
        <RowAction key={slot} label="" hidden>
          {null}
        </RowAction>
      );
    });
  };

  return (
    <Stack gap={0}>
      <PageHeader title={allContractors ? 'Jobs: all contractors' : userId === me?.id ? 'My jobs' : 'Jobs'}>
        <Group gap="xs" wrap="wrap">
          {seesEveryone && (
            <Anchor component={Link} to="/accounts/contractors" size="sm">
              Contractor progress
            </Anchor>
          )}
          {seesEveryone && (
            <Select
              aria-label="Contractor"
              w={200}
              data={[{ value: String(everyone), label: 'All contractors' }, ...contractorOptions(contractors ?? [])]}
              value={String(userId)}
              onChange={pickUser}
              searchable
              allowDeselect={false}
            />
          )}
          <DatePickerInput
            // The name carries what the button shows, so speech and sight agree.
            aria-label={from ? `From ${dayjs(from).format('D MMM YYYY')}` : 'From: All dates'}
            w={210}
            value={from}
            onChange={(value) => {
              setFrom(value);
              list.setPage(1);
            }}
            valueFormat="[From] D MMM YYYY"
            placeholder="All dates"
            clearable
          />
        </Group>
      </PageHeader>
      <PagedTable
        rows={jobs.data?.data}
        meta={jobs.data?.meta}
        columns={columns}
        rowKey={(visit) => visit.id}
        loading={jobs.isFetching}
        error={jobs.error ? jobs.error.message : null}
        empty={from ? 'No visits from this date on.' : 'No visits.'}
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: () => list.toggleSort('due_at') }}
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(visit) => void navigate(`/my-jobs/${visit.id}`)}
        actions={actions}
      />
    </Stack>
  );
}
