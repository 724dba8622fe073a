import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContractorEarnings, EarningsLineView } from '../../../shared/api/earnings';
import type { PermissionKey } from '../../../shared/permissions';
import { asPhone, cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { EarningsPage } from './earnings-page';

const line = (id: number, visit: number, over: Partial<EarningsLineView> = {}): EarningsLineView => ({
  id,
  due_date: '2030-03-02',
  client: { id: 1, name: 'Acme Offices' },
  task: `Task ${id}`,
  contractor_total: 4000,
  assets: 0,
  schedule: { id: visit, state: { state: 'complete', class: 'green' }, ignore_missing_photos: false },
  counts: false,
  cash: false,
  invoice_id: null,
  invoice_number: null,
  invoice_state: null,
  invoice_paid: false,
  ...over,
});

const earnings = (over: Partial<ContractorEarnings> = {}): ContractorEarnings => ({
  user: { id: 7, name: 'Sam Taylor' },
  vendor: true,
  month: '2030-03-01',
  totals: { earned: 8000, potential: 12000, cash_collected: 1000, paid: 0, to_be_paid: 7000 },
  weeks: [1, 2, 3, 4, 5].map((week) => ({
    week,
    start: `2030-03-${String((week - 1) * 7 + 1).padStart(2, '0')}`,
    end: week === 5 ? '2030-03-31' : `2030-03-${String(week * 7).padStart(2, '0')}`,
    lines:
      week === 1
        ? [
            line(1, 10),
            line(2, 10),
            line(3, 11, { schedule: { id: 11, state: { state: 'open', class: 'orange' }, ignore_missing_photos: false } }),
          ]
        : [],
    totals: { earned: week === 1 ? 8000 : 0, potential: week === 1 ? 12000 : 0, cash_collected: 0, paid: 0, to_be_paid: 0 },
    paid_on: null,
    vendor_invoices:
      week === 1
        ? [
            {
              id: 3,
              user_id: 7,
              week: '2030-03-01',
              number: 'INV-9',
              issued_at: '2030-03-08',
              total: 9000,
              tax: 0,
              filename: 'inv.pdf',
              size: 2048,
              paid_at: null,
              download_url: '/api/vendor-invoices/3/download',
            },
          ]
        : [],
  })),
  ...over,
});

function show(permissions: PermissionKey[], body = earnings()) {
  signIn(7, permissions, 'Sam Taylor');
  const served = serve((path) => (path.startsWith('/api/contractor-earnings/') ? body : undefined));
  renderPage(<EarningsPage />, '/my-earnings?month=2030-03');
  return served;
}

afterEach(cleanUpAfterTest);

describe('earnings', () => {
  it('asks for your own month, shows the totals and weeks that expand to their lines by visit', async () => {
    const { asked } = show([]);
    expect(await screen.findByText('Sam Taylor')).toBeTruthy();
    expect(asked).toContain('/api/contractor-earnings/7?month=2030-03-01');
    expect(screen.getByText('$80.00')).toBeTruthy();
    expect(screen.getByText('$70.00')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Contractors' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Week 1 ·/ }));
    const table = await screen.findByRole('table');
    // Two visits: the first spans its two lines.
    expect(within(table).getAllByRole('link')).toHaveLength(2);
    expect(within(table).getByText('Task 2')).toBeTruthy();
    expect(within(table).getAllByText('Photos missing')).toHaveLength(1);
    // Without manage_invoices there is nothing to settle.
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('warns when a vendor invoice differs from the week’s earnings; no upload before the week has begun', async () => {
    show([]);
    fireEvent.click(await screen.findByRole('button', { name: /^Week 1 ·/ }));
    expect(await screen.findByText('Invoice INV-9')).toBeTruthy();
    expect(screen.getByText('The invoice total is more than the week’s earnings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload invoice' })).toBeNull();
  });

  it('gives manage_invoices the settling actions, once a visit', async () => {
    show(['manage_invoices']);
    fireEvent.click(await screen.findByRole('button', { name: /^Week 1 ·/ }));
    expect(await screen.findByRole('button', { name: 'Ignore missing photos' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Complete' })).toHaveLength(1);
  });

  it('says which weeks a recorded pay run paid, and what is still to be paid', async () => {
    const base = earnings();
    const paidWeek1 = {
      ...base,
      totals: { earned: 8000, potential: 12000, cash_collected: 1000, paid: 7000, to_be_paid: 0 },
      weeks: base.weeks.map((w) =>
        w.week === 1
          ? {
              ...w,
              paid_on: '2030-03-12',
              totals: { earned: 8000, potential: 12000, cash_collected: 1000, paid: 7000, to_be_paid: 0 },
              vendor_invoices: w.vendor_invoices.map((i) => ({ ...i, paid_at: '2030-03-12' })),
            }
          : w,
      ),
    };
    show([], paidWeek1);
    const week1 = await screen.findByRole('button', { name: /^Week 1 ·/ });
    expect(within(week1).getByText('Paid 12 Mar')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /^Week 2 ·/ })).queryByText(/^Paid/)).toBeNull();
    const toBePaid = screen.getByText('To be paid').parentElement!;
    expect(within(toBePaid).getByText('$0.00')).toBeTruthy();
    fireEvent.click(week1);
    expect(await screen.findByText('Cash collected $10.00 · paid by the pay run $70.00 · to be paid $0.00')).toBeTruthy();
    expect(screen.getByText(/paid 12 Mar/)).toBeTruthy();
  });

  it('shows a card per visit on a phone', async () => {
    asPhone();
    show([]);
    fireEvent.click(await screen.findByRole('button', { name: /^Week 1 ·/ }));
    expect(await screen.findByText('Task 1 · Task 2')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
