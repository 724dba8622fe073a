import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import type { PermissionKey } from '../../../shared/permissions';
import { businessToday } from '../../lib/business-day';
import { queryClient } from '../../lib/query-client';
import { asPhone, cleanUpAfterTest, navigatedTo, page, renderPage, serve, signIn } from '../../test/render';
import { visitFixture } from '../../test/visit-fixture';
import { JobsPage } from './jobs-page';

const casey = { id: 5, name: 'Casey Contractor' };
const robin = { id: 6, name: 'Robin Relief' };

function visit(id: number, clientName: string, patch: Partial<UserSchedule> = {}): UserSchedule {
  return visitFixture({ id, client_id: 100 + id, client_name: clientName, users: [casey], ...patch });
}

/** One visit in each state the list shows, each at its own client so its row can be found. */
const visits = [
  visit(1, 'Pending Dental'),
  visit(2, 'Skipped Bakery', { state: { state: 'skipped', class: 'light-red' }, skip: true }),
  visit(3, 'Complete Clinic', { state: { state: 'complete', class: 'green' }, complete: true, reschedule: false }),
  visit(4, 'Invoiced Office', { state: { state: 'invoiced', class: 'purple' }, complete: true, invoice: 12, reschedule: false }),
  // The server says this one may not be moved (e.g. locked by a later change): Reschedule is not offered.
  visit(5, 'Fixed Gym', { reschedule: false, users: [] }),
];

/** Serves the list for any user id, and the contractor picker's users. */
function serveJobs(rows: UserSchedule[] = visits) {
  return serve((path) => {
    if (/^\/api\/users\/\d+\/schedules$/.test(path)) return page(rows);
    if (path === '/api/users') return page([casey, robin], 100);
    return undefined;
  });
}

async function show(permissions: PermissionKey[], url = '/my-jobs', me = casey.id) {
  signIn(me, permissions);
  const served = serveJobs();
  renderPage(<JobsPage />, url);
  await screen.findByText('Pending Dental');
  return served;
}

/** The contractor picker's input (a combobox the page labels Contractor). */
const picker = () => document.querySelector<HTMLInputElement>('input[aria-label="Contractor"]');

const offered = ['Skip', 'Unskip', 'Reschedule', 'View report', 'Swap contractor', 'Edit job card'];

/** The labels of the row actions drawn for the row (table) or card (phone) of a client. */
function actionsOf(client: string) {
  const holder = screen.getByText(client).closest('tr, .mantine-Card-root') as HTMLElement;
  return offered.filter((label) => within(holder).queryByRole('button', { name: label }));
}

afterEach(cleanUpAfterTest);

describe('jobs list row actions', () => {
  it('office with manage_schedules and reschedule: skip and reschedule not on complete or invoiced, swap and edit not on invoiced', async () => {
    await show(['users', 'manage_schedules', 'reschedule']);
    expect(actionsOf('Pending Dental')).toEqual(['Skip', 'Reschedule', 'Swap contractor', 'Edit job card']);
    expect(actionsOf('Skipped Bakery')).toEqual(['Unskip', 'Reschedule', 'Swap contractor', 'Edit job card']);
    expect(actionsOf('Complete Clinic')).toEqual(['View report', 'Swap contractor', 'Edit job card']);
    expect(actionsOf('Invoiced Office')).toEqual(['View report']);
    expect(actionsOf('Fixed Gym')).toEqual(['Skip', 'Swap contractor', 'Edit job card']);
  });

  it('Reschedule needs reschedule; skip, swap and edit need manage_schedules', async () => {
    await show(['users', 'manage_schedules']);
    expect(actionsOf('Pending Dental')).toEqual(['Skip', 'Swap contractor', 'Edit job card']);
    expect(actionsOf('Skipped Bakery')).toEqual(['Unskip', 'Swap contractor', 'Edit job card']);
    cleanup();
    queryClient.clear();

    await show(['users', 'reschedule']);
    expect(actionsOf('Pending Dental')).toEqual(['Reschedule']);
    expect(actionsOf('Skipped Bakery')).toEqual(['Reschedule']);
    expect(actionsOf('Complete Clinic')).toEqual(['View report']);
  });

  it('a contractor without those permissions sees none of the office actions, only View report once the visit is done', async () => {
    await show([]);
    expect(actionsOf('Pending Dental')).toEqual([]);
    expect(actionsOf('Skipped Bakery')).toEqual([]);
    expect(actionsOf('Fixed Gym')).toEqual([]);
    expect(actionsOf('Complete Clinic')).toEqual(['View report']);
    expect(actionsOf('Invoiced Office')).toEqual(['View report']);
  });

  it('the table keeps the place of an action that does not apply, so the icons line up', async () => {
    await show(['users', 'manage_schedules', 'reschedule']);
    const row = screen.getByText('Invoiced Office').closest('tr') as HTMLElement;
    // Four slots (skip, date, swap, edit): View report shown, three kept empty and hidden from readers.
    expect(within(row).getAllByRole('button', { hidden: true })).toHaveLength(4);
    expect(within(row).getAllByRole('button')).toHaveLength(1);
  });

  it('on a phone each card draws only the actions that apply, and none at all when nothing applies', async () => {
    asPhone();
    await show(['users', 'manage_schedules', 'reschedule']);
    const card = (client: string) => screen.getByText(client).closest('.mantine-Card-root') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(card('Invoiced Office'))
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View report']);
    expect(within(card('Complete Clinic')).getAllByRole('button', { hidden: true })).toHaveLength(3);
    expect(actionsOf('Pending Dental')).toEqual(['Skip', 'Reschedule', 'Swap contractor', 'Edit job card']);
    cleanup();
    queryClient.clear();

    await show([]);
    expect(within(card('Pending Dental')).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(
      within(card('Complete Clinic'))
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View report']);
  });
});

describe('jobs list columns and whose jobs', () => {
  it('holders of users start on all contractors without ?user=, with the contractor column', async () => {
    const { asked } = await show(['users']);
    expect(asked.some((url) => url.startsWith('/api/users/0/schedules?'))).toBe(true);
    expect(asked.some((url) => /^\/api\/users\/[1-9]\d*\/schedules/.test(url))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Jobs: all contractors' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Contractor' })).toBeTruthy();
    expect(within(screen.getByText('Pending Dental').closest('tr') as HTMLElement).getByText('Casey Contractor')).toBeTruthy();
    expect(within(screen.getByText('Fixed Gym').closest('tr') as HTMLElement).getByText('Nobody yet')).toBeTruthy();
    expect(picker()?.value).toBe('All contractors');
  });

  it('the contractor picker offers the people who do visits, not office staff (decision 014)', async () => {
    const { asked } = await show(['users']);
    const filters = encodeURIComponent(JSON.stringify({ does_visits: true }));
    await waitFor(() => expect(asked).toContain(`/api/users?filters=${filters}&page=1&count=100`));
    expect(asked.filter((url) => url.startsWith('/api/users?'))).toEqual([`/api/users?filters=${filters}&page=1&count=100`]);
  });

  it('?user=N preselects N and asks for N’s visits, without the contractor column', async () => {
    const { asked } = await show(['users'], `/my-jobs?user=${robin.id}`, 1);
    expect(asked.some((url) => url.startsWith(`/api/users/${robin.id}/schedules?`))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/users/0/schedules'))).toBe(false);
    expect(screen.queryByRole('columnheader', { name: 'Contractor' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeTruthy();
    await waitFor(() => expect(picker()?.value).toBe('Robin Relief'));
  });

  it('?from= (contractor progress’s month) asks for visits from that day', async () => {
    const { asked } = await show(['users'], `/my-jobs?user=${robin.id}&from=2025-10-01`, 1);
    expect(asked.some((url) => url.startsWith(`/api/users/${robin.id}/schedules?`) && url.includes('from=2025-10-01'))).toBe(true);
    expect(screen.getByRole('button', { name: /^From 1 Oct 2025$/ })).toBeTruthy();
  });

  it('Edit job card opens that visit’s booking on its client, not the client’s whole list', async () => {
    await show(['users', 'manage_schedules']);
    const row = screen.getByText('Pending Dental').closest('tr') as HTMLElement;
    within(row).getByRole('button', { name: 'Edit job card' }).click();
    await waitFor(() => expect(screen.queryByText('Pending Dental')).toBeNull());
    expect(navigatedTo()).toBe('/client/101?booking=1');
  });

  it('Reschedule of a visit left in the past starts without a date and offers no day before today', async () => {
    const late = visit(6, 'Late Cafe', { due_at: '2020-01-06T21:00:00.000Z', due_date: '2020-01-07' });
    signIn(casey.id, ['users', 'reschedule']);
    const { fetch } = serveJobs([late]);
    renderPage(<JobsPage />, '/my-jobs');
    fireEvent.click(
      within((await screen.findByText('Late Cafe')).closest('tr') as HTMLElement).getByRole('button', { name: 'Reschedule' }),
    );
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('button', { name: /New date/ });
    expect(picker.textContent).toBe('Choose a date');
    fetch.mockClear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Choose the new date.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // The calendar opens on this month: days before today (the business's today) are disabled, today is not.
    fireEvent.click(picker);
    // Days are found by their full label: the first row may show the end of last month, unmarked as outside.
    const today = dayjs(businessToday());
    const days = await screen.findAllByRole('button', { name: /\d/ });
    const dayButton = (day: dayjs.Dayjs) => days.find((d) => d.getAttribute('aria-label') === day.format('D MMMM YYYY'));
    expect(dayButton(today)?.hasAttribute('data-disabled')).toBe(false);
    const yesterday = today.subtract(1, 'day');
    if (yesterday.month() === today.month()) expect(dayButton(yesterday)?.hasAttribute('data-disabled')).toBe(true);
    // A calendar in jsdom is slow to draw on a busy machine.
  }, 20_000);

  it('?user=0 is all contractors too', async () => {
    const { asked } = await show(['users'], '/my-jobs?user=0', 1);
    expect(asked.some((url) => url.startsWith('/api/users/0/schedules?'))).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Contractor' })).toBeTruthy();
  });

  it('without users the list is always the signed-in user’s own, whatever ?user= says, with no picker and no contractor column', async () => {
    const { asked } = await show([], `/my-jobs?user=${robin.id}`, casey.id);
    const lists = asked.filter((url) => url.includes('/schedules'));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((url) => url.startsWith(`/api/users/${casey.id}/schedules?`))).toBe(true);
    expect(asked.filter((url) => url.startsWith('/api/users?'))).toEqual([]);
    expect(screen.getByRole('heading', { name: 'My jobs' })).toBeTruthy();
    expect(picker()).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Contractor' })).toBeNull();
  });

  it('links the client only with manage_clients', async () => {
    await show(['users']);
    expect(screen.queryByRole('link', { name: 'Pending Dental' })).toBeNull();
    cleanup();
    queryClient.clear();

    await show(['users', 'view_clients', 'manage_clients']);
    expect(screen.getByRole('link', { name: 'Pending Dental' }).getAttribute('href')).toBe('/client/101');
  });
});
