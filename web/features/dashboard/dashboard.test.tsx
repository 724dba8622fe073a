import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardVisit, MonthlyProgress, Weekly } from '../../../shared/api/progress';
import type { PermissionKey } from '../../../shared/permissions';
import type { VisitExceptionList } from '../../../shared/api/visit-exceptions';
import { queryClient } from '../../lib/query-client';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const weekly = (total: number): Weekly => ({ total, week_1: total, week_2: 0, week_3: 0, week_4: 0, week_5: 0 });

function progress({ complete = 6, total = 8, visits = 3, soFar = 2500, potential = 10000 } = {}): MonthlyProgress {
  return {
    month: '2030-03-01',
    tasks: { complete: weekly(complete), total: weekly(total), visits: weekly(visits) },
    earnings: { so_far: weekly(soFar), potential: weekly(potential) },
  };
}

function dashboardVisit(id: number, client: string): DashboardVisit {
  return {
    id,
    due_at: '2030-03-04T22:00:00.000Z',
    due_date: '2030-03-05',
    state: 'pending',
    locked: false,
    client: { id: 100 + id, name: client, active: true, suspended: false },
    task_group: { id: 9, name: 'Weekly clean' },
    address: '1 Beach Rd, Bondi',
    city: 'Bondi',
    users: [{ id: 5, name: 'Casey Contractor' }],
  };
}

const offSite = {
  at: '2030-03-04T22:05:00.000Z',
  user: { id: 5, name: 'Casey Contractor' },
  lat: -33.91,
  lng: 151.18,
  accuracy: 12,
  distance_m: 1240,
  on_site: false,
};
const exceptions: VisitExceptionList = {
  date: '2030-03-05',
  late_check_in_minutes: 30,
  data: [
    {
      ...dashboardVisit(3, 'Harbour Dental'),
      client: { id: 103, name: 'Harbour Dental' },
      kinds: ['off_site', 'late'],
      check_in: offSite,
      check_out: null,
    },
  ],
};

/** Serves the dashboard's calls: the viewer's progress, and one visit in each list. */
function show(me: number, permissions: PermissionKey[], figures: MonthlyProgress = progress()) {
  signIn(me, permissions, 'Casey Contractor');
  const served = serve((path) => {
    if (/^\/api\/users\/\d+\/monthly-progress$/.test(path)) return figures;
    if (/^\/api\/users\/\d+\/schedules\/today$/.test(path)) return page([dashboardVisit(1, 'Today Dental')]);
    if (/^\/api\/users\/\d+\/schedules\/incomplete$/.test(path)) return page([dashboardVisit(2, 'Overdue Bakery')]);
    if (path === '/api/visit-exceptions') return exceptions;
    return undefined;
  });
  renderPage(<DashboardPage />, '/');
  return served;
}

const tasksCard = () => screen.queryByText('Tasks complete in March')?.closest('.mantine-Card-root') as HTMLElement | null | undefined;
const earningsCard = () => screen.queryByText('Earnings in March')?.closest('.mantine-Card-root') as HTMLElement | null | undefined;

afterEach(cleanUpAfterTest);

describe('monthly progress cards', () => {
  it('shows tasks complete of total with its percent and the visits this month, and earnings so far of potential with its percent', async () => {
    show(5, []);
    await screen.findByText('Tasks complete in March');
    const tasks = tasksCard() as HTMLElement;
    expect(within(tasks).getByText('6 of 8')).toBeTruthy();
    expect(within(tasks).getByText('75%')).toBeTruthy();
    expect(within(tasks).getByText('3 visits this month')).toBeTruthy();
    expect(within(tasks).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');

    const earnings = earningsCard() as HTMLElement;
    expect(within(earnings).getByText('$25.00')).toBeTruthy();
    expect(within(earnings).getByText('25%')).toBeTruthy();
    expect(within(earnings).getByText('so far, of $100.00 potential')).toBeTruthy();
    expect(within(earnings).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('says 1 visit, not 1 visits', async () => {
    show(5, [], progress({ complete: 0, total: 2, visits: 1 }));
    expect(await screen.findByText('1 visit this month')).toBeTruthy();
    expect(within(tasksCard() as HTMLElement).getByText('0%')).toBeTruthy();
  });

  it('leaves out the tasks card when the month has no tasks', async () => {
    show(5, [], progress({ complete: 0, total: 0, visits: 0 }));
    await screen.findByText('Earnings in March');
    expect(tasksCard()).toBeUndefined();
  });

  it('leaves out the earnings card when the month could pay nothing', async () => {
    show(5, [], progress({ soFar: 0, potential: 0 }));
    await screen.findByText('Tasks complete in March');
    expect(earningsCard()).toBeUndefined();
  });

  it('shows neither card when both totals are 0', async () => {
    const { asked } = show(5, [], progress({ complete: 0, total: 0, visits: 0, soFar: 0, potential: 0 }));
    await screen.findByText('Today Dental');
    // The figures have arrived (and the cards had their chance to draw) before looking for them.
    await waitFor(() => expect(queryClient.getQueriesData({ queryKey: ['dashboard', 'progress', 5] }).some(([, data]) => data)).toBe(true));
    expect(asked.some((url) => url.startsWith('/api/users/5/monthly-progress?'))).toBe(true);
    expect(screen.queryByText(/Tasks complete in/)).toBeNull();
    expect(screen.queryByText(/Earnings in/)).toBeNull();
  });
});

describe("today's and incomplete lists", () => {
  it('for a manage_schedules holder ask for all contractors (0) and show the contractor column; progress stays their own', async () => {
    const { asked } = show(1, ['manage_schedules']);
    await screen.findByText('Today Dental');
    await screen.findByText('Overdue Bakery');
    expect(asked.some((url) => url.startsWith('/api/users/0/schedules/today?'))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/users/0/schedules/incomplete?'))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/users/1/monthly-progress?'))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/users/1/schedules'))).toBe(false);
    expect(screen.getAllByRole('columnheader', { name: 'Contractors' })).toHaveLength(2);
    expect(screen.getAllByText('Casey Contractor')).toHaveLength(2);
  });

  it('for anyone else (users alone included) ask for their own id, without the contractor column', async () => {
    const { asked } = show(5, ['users']);
    await screen.findByText('Today Dental');
    await screen.findByText('Overdue Bakery');
    expect(asked.some((url) => url.startsWith('/api/users/5/schedules/today?'))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/users/5/schedules/incomplete?'))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/users/0/'))).toBe(false);
    expect(screen.queryByRole('columnheader', { name: 'Contractors' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Today Dental' }).getAttribute('href')).toBe('/my-jobs/1');
  });
});

describe("today's exceptions", () => {
  it('shows a manage_schedules holder each flagged visit with its flags and its check, linking to the visit', async () => {
    show(1, ['manage_schedules']);
    const row = (await screen.findByText('Harbour Dental')).closest('[data-testid="visit-exception"]') as HTMLElement;
    expect(within(row).getByText('Off site')).toBeTruthy();
    expect(within(row).getByText('Late check-in')).toBeTruthy();
    expect(within(row).getByText(/^Arrived .+ · Casey Contractor · 1240 m from the site$/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Harbour Dental' }).getAttribute('href')).toBe('/my-jobs/3');
    expect(screen.getByText(/more than 30 min late/)).toBeTruthy();
  });

  it('is not shown, nor asked for, without manage_schedules', async () => {
    const { asked } = show(5, ['users']);
    await screen.findByText('Today Dental');
    expect(asked.some((url) => url.startsWith('/api/visit-exceptions'))).toBe(false);
    expect(screen.queryByText("Today's exceptions")).toBeNull();
  });
});
