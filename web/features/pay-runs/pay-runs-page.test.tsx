import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayRunPayee, PayRunView } from '../../../shared/api/pay-runs';
import type { CompletedQuarter } from '../../../shared/api/quarters';
import { quarterOfDate } from '../../../shared/bas';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { PayRunsPage } from './pay-runs-page';

const week = '2030-03-08';
const payee = (id: number, name: string, over: Partial<PayRunPayee>): PayRunPayee => ({
  user: { id, name },
  account_title: name,
  abn: '51824753556',
  bsb: '062000',
  account: '12345678',
  bank_ok: true,
  earned: 0,
  cash_collected: 0,
  gross: 0,
  gst: 0,
  withheld: 0,
  net: 0,
  no_abn: false,
  vendor_invoices: [],
  invoice_differs: false,
  recorded_at: null,
  paid_on: null,
  changed_since_recorded: null,
  ...over,
});

const run = (over: Partial<PayRunView>): PayRunView => ({
  week,
  end: '2030-03-14',
  payees: [
    payee(1, 'Maria Payee', {
      account_title: 'Maria Payee Cleaning',
      earned: 20_000,
      gross: 20_000,
      withheld: 9400,
      net: 10_600,
      no_abn: true,
      abn: null,
    }),
    payee(2, 'Sam Payee', {
      earned: 60_000,
      cash_collected: 15_000,
      gross: 45_000,
      gst: 5455,
      net: 45_000,
      recorded_at: '2030-03-16T01:00:00.000Z',
      paid_on: '2030-03-16',
    }),
  ],
  // Not the payees' sums on purpose: the page shows the server's figures and adds nothing up itself.
  totals: { earned: 111_111, cash_collected: 22_222, gross: 88_888, gst: 4444, withheld: 3333, net: 77_777 },
  to_record: { payees: 1, net: 10_601 },
  problems: [],
  ...over,
});

function show(answer: PayRunView, completed: CompletedQuarter[] = []) {
  signIn(1, ['manage_accounts']);
  const served = serve((path) => {
    if (path === `/api/pay-runs/${week}`) return answer;
    if (path === '/api/completed-quarters') return { data: completed };
    if (path === '/api/pay-run-settings') return { apca_user_id: '301500', bank_abbreviation: 'CBA', description: 'CONTRACTORS' };
    return undefined;
  });
  renderPage(<PayRunsPage />, `/accounts/pay-runs?week=${week}`, '/accounts/pay-runs');
  return served;
}

afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe('the pay runs page', () => {
  it('shows the server’s totals, and records what the server says is left to record', async () => {
    show(run({}));
    const record = async () => (await screen.findByRole('button', { name: 'Record as paid' })) as HTMLButtonElement;
    const total = (await screen.findByText('Total')).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['$1,111.11', '$222.22', '$44.44', '$33.33', '$777.77']));
    expect((await record()).disabled).toBe(false);
    fireEvent.click(await record());
    expect((await screen.findByText(/to transfer\./)).textContent).toContain('1 contractor, $106.01 to transfer.');
  });

  it('shows a recorded payee paid on its day with the recorded GST, and says by how much the week changed since', async () => {
    show(
      run({
        payees: [
          payee(2, 'Sam Payee', {
            earned: 60_000,
            gross: 60_000,
            gst: 5455,
            net: 60_000,
            recorded_at: '2030-03-16T01:00:00.000Z',
            paid_on: '2030-03-16',
            changed_since_recorded: { earned: -2500, gross: -2500 },
          }),
        ],
      }),
    );
    const row = (await screen.findByText('Sam Payee')).closest('tr')!;
    expect(within(row).getByText('Paid 16 Mar')).toBeTruthy();
    expect(within(row).getByText('$54.55')).toBeTruthy();
    expect(screen.getByText('Earnings changed after this week was recorded')).toBeTruthy();
    expect(screen.getByText('Sam Payee: earned −$25.00, to pay −$25.00')).toBeTruthy();
  });

  it('says nothing changed when the recorded week still reads as recorded', async () => {
    show(run({}));
    await screen.findByText('Total');
    expect(screen.queryByText('Earnings changed after this week was recorded')).toBeNull();
  });

  it('shows the lock of a completed quarter beside a payee paid in it', async () => {
    const { id, year, quarter, start, end } = quarterOfDate('2030-03-16');
    show(run({}), [{ id, year, quarter, start, end }]);
    const row = (await screen.findByText('Sam Payee')).closest('tr')!;
    expect(await within(row).findByRole('img', { name: 'Q3 · Jan–Mar 2030 is complete' })).toBeTruthy();
    expect(within(screen.getByText('Maria Payee').closest('tr')!).queryByRole('img', { name: /is complete/ })).toBeNull();
  });

  it('offers no recording once everyone is recorded', async () => {
    show(run({ to_record: { payees: 0, net: 0 } }));
    await screen.findByText('Total');
    expect((screen.getByRole('button', { name: 'Record as paid' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
