import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContractorProgressRow, Weekly } from '../../../shared/api/progress';
import type { PermissionKey } from '../../../shared/permissions';
import { businessDay } from '../../lib/business-day';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { ProgressPage } from './progress-page';

const weeks = (w1: number, w2: number, w3: number, w4: number, w5: number): Weekly => ({
  total: w1 + w2 + w3 + w4 + w5,
  week_1: w1,
  week_2: w2,
  week_3: w3,
  week_4: w4,
  week_5: w5,
});

/** Casey: work in weeks 1, 2 and 5 (nothing in 3 and 4); week 1 all done. */
const casey: ContractorProgressRow = {
  user: { id: 5, name: 'Casey Contractor' },
  month: '2030-03-01',
  tasks: { complete: weeks(3, 1, 0, 0, 0), total: weeks(3, 4, 0, 0, 2), visits: weeks(1, 1, 0, 0, 1) },
  earnings: { so_far: weeks(4500, 1250, 0, 0, 0), potential: weeks(4500, 6000, 0, 0, 3000) },
};

function show(permissions: PermissionKey[], rows: ContractorProgressRow[] = [casey], url = '/accounts/contractors') {
  signIn(1, permissions);
  const served = serve((path) => (path === '/api/contractor-monthly-progress' ? page(rows, 50) : undefined));
  renderPage(<ProgressPage />, url);
  return served;
}

/** The cells of a contractor's row, by column header. */
async function cellsOf(name: string) {
  const row = (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const cells = within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
}

const picker = () => screen.getByRole('button', { name: /^Month: / });

afterEach(cleanUpAfterTest);

describe('contractor progress', () => {
  it('shows the month picker as “Mar 2025” and asks for the first of that month; picking a month asks for that one', async () => {
    const { asked } = show(['users']);
    await screen.findByRole('link', { name: 'Casey Contractor' });
    expect(picker().textContent).toBe(businessDay().format('MMM YYYY'));
    expect(picker().textContent).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    expect(asked.some((url) => url.includes(`month=${businessDay().startOf('month').format('YYYY-MM-DD')}`))).toBe(true);

    fireEvent.click(picker());
    fireEvent.click(await screen.findByRole('button', { name: 'Mar' }));
    await waitFor(() => expect(picker().textContent).toBe(`Mar ${businessDay().year()}`));
    await waitFor(() => expect(asked.some((url) => url.includes(`month=${businessDay().year()}-03-01`))).toBe(true));
  });

  it('links a contractor’s name to their jobs from the month shown', async () => {
    show(['users']);
    const thisMonth = businessDay().startOf('month').format('YYYY-MM-DD');
    expect((await screen.findByRole('link', { name: 'Casey Contractor' })).getAttribute('href')).toBe(`/my-jobs?user=5&from=${thisMonth}`);
  });

  it('opened at ?month=2025-10 (as coming back from a contractor’s jobs) shows October, asks for it and links from it', async () => {
    const { asked } = show(['users'], [casey], '/accounts/contractors?month=2025-10');
    expect((await screen.findByRole('link', { name: 'Casey Contractor' })).getAttribute('href')).toBe('/my-jobs?user=5&from=2025-10-01');
    expect(picker().textContent).toBe('Oct 2025');
    expect(asked.some((url) => url.includes('month=2025-10-01'))).toBe(true);

    fireEvent.click(picker());
    fireEvent.click(await screen.findByRole('button', { name: 'Mar' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Casey Contractor' }).getAttribute('href')).toBe('/my-jobs?user=5&from=2025-03-01'),
    );
  });

  it('a month that is no month (?month=2025-13) is this month', async () => {
    show(['users'], [casey], '/accounts/contractors?month=2025-13');
    await screen.findByRole('link', { name: 'Casey Contractor' });
    expect(picker().textContent).toBe(businessDay().format('MMM YYYY'));
  });

  it('shows weeks 1 to 5 and the month total, tasks complete of total, a dash for a week without work', async () => {
    show(['users']);
    const cells = await cellsOf('Casey Contractor');
    expect(Object.keys(cells)).toEqual(['Contractor', 'Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5 (29+)', 'Month']);
    expect(cells).toEqual({
      Contractor: 'Casey Contractor',
      'Week 1': '3/3 tasks',
      'Week 2': '1/4 tasks',
      'Week 3': '–',
      'Week 4': '–',
      'Week 5 (29+)': '0/2 tasks',
      Month: '4/9 tasks',
    });
  });

  it('with task_price each cell adds earnings so far of potential', async () => {
    show(['users', 'task_price']);
    const cells = await cellsOf('Casey Contractor');
    expect(cells['Week 1']).toBe('3/3 tasks$45.00 / $45.00');
    expect(cells['Week 2']).toBe('1/4 tasks$12.50 / $60.00');
    expect(cells['Week 3']).toBe('–');
    expect(cells['Week 5 (29+)']).toBe('0/2 tasks$0.00 / $30.00');
    expect(cells.Month).toBe('4/9 tasks$57.50 / $135.00');
    expect(screen.getByText(/and earnings so far of potential/)).toBeTruthy();
  });

  it('without task_price no amount is shown, even if an answer carried them', async () => {
    show(['users']);
    await screen.findByRole('link', { name: 'Casey Contractor' });
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText(/earnings/)).toBeNull();
  });

  it('is not available without users, and asks the server nothing', async () => {
    const { fetch } = show(['task_price']);
    expect(screen.getByText('Not available')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
