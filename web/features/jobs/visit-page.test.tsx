import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nobodyAttendedMessage, type UserSchedule } from '../../../shared/api/user-schedules';
import { publicHolidayKeys } from '../../entities/public-holidays/public-holidays';
import { queryClient } from '../../lib/query-client';
import { cleanUpAfterTest, renderPage, signIn } from '../../test/render';
import { visitFixture, visitTaskFixture } from '../../test/visit-fixture';
import { VisitPage } from './visit-page';

const contractor = { id: 5, name: 'Casey Contractor' };

const line = visitTaskFixture;

function visit(patch: Partial<UserSchedule> = {}): UserSchedule {
  return visitFixture({ users: [contractor], tasks: [line(1), line(2)], ...patch });
}

/** The year's public holidays as `usePublicHolidays` caches them (no network here). */
function holidays(year: number, entries: [string, string][] = []) {
  queryClient.setQueryData(publicHolidayKeys.year(year), new Map(entries));
}

function show(card: UserSchedule) {
  queryClient.setQueryData(['jobs', 'visit', card.id], card);
  if (!queryClient.getQueryData(publicHolidayKeys.year(Number(card.due_date.slice(0, 4))))) holidays(Number(card.due_date.slice(0, 4)));
  renderPage(<VisitPage />, `/my-jobs/${card.id}`, '/my-jobs/:id');
}

const button = (name: string) => screen.queryByRole('button', { name });
const box = (name: string) => screen.getByRole('checkbox', { name: `${name} complete` }) as HTMLInputElement;

beforeEach(() => {
  // Mantine's autosizing textarea (the suspend reason) listens for fonts loading, which jsdom lacks.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  // Nothing here may reach the network: the card is read from the cache.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  );
});
afterEach(cleanUpAfterTest);

describe('visit card', () => {
  it('names the public holiday the visit falls on', () => {
    signIn(contractor.id, []);
    holidays(2030, [['2030-03-05', 'Test Holiday']]);
    show(visit());
    expect(screen.getByText('Test Holiday')).toBeTruthy();
  });

  it('shows no holiday badge on an ordinary day', () => {
    signIn(contractor.id, []);
    holidays(2030, [['2030-03-06', 'Test Holiday']]);
    show(visit());
    expect(screen.queryByText('Test Holiday')).toBeNull();
  });

  it('asks to collect cash from a cash client until the cash is collected', () => {
    signIn(contractor.id, []);
    show(visit({ client_terms: 'cash', paid: false }));
    expect(screen.getByText('Collect cash from this client.')).toBeTruthy();
    cleanup();
    show(visit({ client_terms: 'cash', paid: true }));
    expect(screen.queryByText('Collect cash from this client.')).toBeNull();
  });

  it('offers Suspend only with suspend_clients, and Unsuspend instead once the client is suspended', async () => {
    signIn(contractor.id, []);
    show(visit());
    expect(button('Suspend')).toBeNull();
    cleanup();

    signIn(1, ['manage_schedules', 'suspend_clients']);
    show(visit());
    expect(button('Suspend')).not.toBeNull();
    expect(button('Unsuspend')).toBeNull();
    fireEvent.click(button('Suspend')!);
    expect(await screen.findByText('Suspend Harbour Dental')).toBeTruthy();
    cleanup();

    show(visit({ client_suspended: true }));
    expect(button('Suspend')).toBeNull();
    expect(button('Unsuspend')).not.toBeNull();
  });

  it('offers Adjust beside the frequency only with reschedule_all, and only for a visit of a task group', () => {
    signIn(1, ['manage_clients', 'manage_schedules']);
    show(visit());
    expect(screen.getByText('Weekly on Tue')).toBeTruthy();
    expect(button('Adjust')).toBeNull();
    cleanup();

    signIn(1, ['view_clients', 'reschedule_all']);
    show(visit());
    expect(button('Adjust')).not.toBeNull();
    cleanup();

    show(visit({ task_group_id: null, task_group_name: null, rotation: null }));
    expect(button('Adjust')).toBeNull();
  });

  it('keeps Complete visit disabled until every task is ticked; a line paused on the day does not count', () => {
    signIn(contractor.id, []);
    show(visit({ tasks: [line(1, { complete: true }), line(2)] }));
    expect((button('Complete visit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Tick every task first.')).toBeTruthy();
    cleanup();

    show(visit({ tasks: [line(1, { complete: true }), line(2, { paused: true, pause_to: null })] }));
    expect((button('Complete visit') as HTMLButtonElement).disabled).toBe(false);
    expect(box('Task 2').disabled).toBe(true);
    cleanup();

    // Paused until the day before the visit: the pause is over, so the line is work again (as the server counts it).
    show(visit({ tasks: [line(1, { complete: true }), line(2, { paused: true, pause_to: '2030-03-04' })] }));
    expect((button('Complete visit') as HTMLButtonElement).disabled).toBe(true);
    expect(box('Task 2').disabled).toBe(false);
  });

  it('on an invoiced visit every tick is shown done and none can change', () => {
    signIn(contractor.id, []);
    show(
      visit({
        state: { state: 'invoiced', class: 'purple' },
        complete: true,
        invoice: 12,
        reschedule: false,
        tasks: [line(1), line(2, { complete: true })],
      }),
    );
    for (const name of ['Task 1', 'Task 2']) {
      expect(box(name).checked).toBe(true);
      expect(box(name).disabled).toBe(true);
    }
    expect(button('Complete visit')).toBeNull();
    expect(button('Add photos')).toBeNull();
  });

  it('on a skipped visit no tick can change', () => {
    signIn(contractor.id, []);
    show(visit({ state: { state: 'skipped', class: 'light-red' }, skip: true, reschedule: true }));
    expect(box('Task 1').disabled).toBe(true);
    expect(button('Complete visit')).toBeNull();
  });

  it('on a complete visit the ticks show done; unticking asks first, since it reopens the visit', async () => {
    signIn(contractor.id, []);
    show(
      visit({ state: { state: 'complete', class: 'green' }, complete: true, completed_at: '2030-03-05T01:00:00.000Z', reschedule: false }),
    );
    expect(box('Task 1').checked).toBe(true);
    expect(box('Task 1').disabled).toBe(false);
    // 01:00 UTC is midday in Sydney, in daylight saving then: the business's clock, not the browser's.
    expect(screen.getByText('Completed 5 Mar 2030, 12:00 pm.')).toBeTruthy();
    fireEvent.click(box('Task 1'));
    expect(await screen.findByText('Untick Task 1?')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('someone who sees the visit but may not work on it (users, not assigned) cannot tick', () => {
    signIn(1, ['settings', 'users']);
    show(visit());
    expect(box('Task 1').disabled).toBe(true);
    expect(button('Complete visit')).toBeNull();
    expect(button('Set time')).toBeNull();
  });

  it('links to the report once the visit is complete or invoiced', () => {
    signIn(contractor.id, []);
    show(visit());
    expect(screen.queryByRole('link', { name: 'View report' })).toBeNull();
    cleanup();

    show(visit({ state: { state: 'complete', class: 'green' }, complete: true, reschedule: false }));
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/my-jobs/7/report');
    cleanup();

    show(visit({ state: { state: 'invoiced', class: 'purple' }, complete: true, invoice: 12, reschedule: false }));
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/my-jobs/7/report');
  });

  it('asks two contractors who attended, and with nobody ticked says why the visit cannot complete', async () => {
    const robin = { id: 6, name: 'Robin Relief' };
    signIn(contractor.id, []);
    show(visit({ users: [contractor, robin], tasks: [line(1, { complete: true })] }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    const casey = (await screen.findByRole('checkbox', { name: contractor.name })) as HTMLInputElement;
    expect(screen.queryByText(nobodyAttendedMessage)).toBeNull();
    fireEvent.click(casey);
    fireEvent.click(screen.getByRole('checkbox', { name: robin.name }));
    expect(await screen.findByText(nobodyAttendedMessage)).toBeTruthy();
    const complete = within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete visit' }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    fireEvent.click(casey);
    expect(screen.queryByText(nobodyAttendedMessage)).toBeNull();
    expect(complete.disabled).toBe(false);
  });

  it('asks how many of a consumable were used, and refuses an empty box under the field without saving', async () => {
    signIn(contractor.id, []);
    show(visit({ tasks: [line(1, { name: 'Soap', consumable: true })] }));
    fireEvent.click(box('Soap'));
    const quantity = (await screen.findByLabelText('How many Soap were used?')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Complete task' }));
    expect(await screen.findByText('Enter how many were used (0 if none).')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // A minus sign cannot even be typed.
    fireEvent.change(quantity, { target: { value: '-4' } });
    expect(quantity.value).not.toContain('-');
  });
});
