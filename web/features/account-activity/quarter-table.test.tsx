import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountActivity } from '../../../shared/api/account-activity';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { PaygModal } from './quarter-forms';
import { type QuarterActions, QuarterTable } from './quarter-table';

const quarter = (over: Partial<AccountActivity>): AccountActivity => ({
  id: 20271,
  year: 2027,
  quarter: 1,
  start: '2026-07-01',
  end: '2026-09-30',
  incoming: 110_000,
  incoming_tax: 10_000,
  outgoing: 55_000,
  outgoing_tax: 5000,
  withheld: 0,
  payg: 185_000,
  bas_complete: false,
  g1: 110_000,
  label_1a: 10_000,
  label_1b: 5000,
  label_w4: 0,
  net: 190_000,
  on_form: { g1: 110_000, label_1a: 10_000, label_1b: 5000, label_w4: 0, payg: 185_000, net: 190_000 },
  receipts: 3,
  expenses: 2,
  contractor_payments: 0,
  completed_at: null,
  completed_by: null,
  ...over,
});

const open = quarter({});
const complete = quarter({
  id: 20272,
  quarter: 2,
  start: '2026-10-01',
  end: '2026-12-31',
  bas_complete: true,
  outgoing_tax: 30_000,
  label_1b: 30_000,
  payg: 0,
  net: -20_000,
  on_form: { g1: 110_000, label_1a: 10_000, label_1b: 30_000, label_w4: 0, payg: 0, net: -20_000 },
});

function actions(): QuarterActions {
  return { open: vi.fn(), editPayg: vi.fn(), toggleComplete: vi.fn(), download: vi.fn(), email: vi.fn() };
}

afterEach(cleanUpAfterTest);

describe('the quarters table', () => {
  it('opens the receipts behind incoming and 1A, the expenses behind outgoing and 1B', () => {
    const a = actions();
    renderPage(<QuarterTable quarters={[open, complete]} actions={a} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Incoming (G1) Q1 · Jul–Sep 2026: $1,100.00, show what is behind it' }));
    expect(a.open).toHaveBeenLastCalledWith('receipts', open);
    fireEvent.click(screen.getByRole('button', { name: 'GST on sales (1A) Q1 · Jul–Sep 2026: $100.00, show what is behind it' }));
    expect(a.open).toHaveBeenLastCalledWith('receipts', open);
    fireEvent.click(screen.getByRole('button', { name: 'GST credits (1B) Q2 · Oct–Dec 2026: $300.00, show what is behind it' }));
    expect(a.open).toHaveBeenLastCalledWith('expenses', complete);
  });

  it('lets PAYG be edited only while the quarter is open, and shows a refund as one', () => {
    const a = actions();
    renderPage(<QuarterTable quarters={[open, complete]} actions={a} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Edit PAYG Q1 · Jul–Sep 2026: $1,850.00' }));
    expect(a.editPayg).toHaveBeenCalledWith(open);
    expect(screen.queryByRole('button', { name: /^Edit PAYG Q2/ })).toBeNull();
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.getByText('$200.00 refund')).toBeTruthy();
  });
});

describe('the PAYG form', () => {
  it('sends the instalment in cents', async () => {
    signIn(1, ['manage_accounts']);
    const { fetch } = serve(() => open);
    renderPage(<PaygModal quarter={open} onClose={() => {}} />, '/');
    const input = await screen.findByLabelText(/PAYG instalment \(5A\)/);
    fireEvent.change(input, { target: { value: '2,240.55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining('/api/account-activity/20271'),
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const body = JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({ payg: 224_055 });
  });

  it('shows under each BAS figure the whole dollars to write on the form, and the net worked from them', () => {
    const cents = quarter({
      payg: 849_673,
      label_1a: 10_099,
      incoming_tax: 10_099,
      net: 10_099 - 5000 + 849_673,
      on_form: { g1: 110_000, label_1a: 10_000, label_1b: 5000, label_w4: 0, payg: 849_600, net: 10_000 - 5000 + 849_600 },
    });
    renderPage(<QuarterTable quarters={[cents]} actions={actions()} />, '/');
    const row = screen.getByTestId('quarter-20271').textContent;
    expect(row).toContain('$8,496.73');
    expect(row).toContain('Form $8,496');
    expect(row).toContain('Form $100');
    expect(row).toContain('Form $8,546');
    expect(row).not.toContain('Form $8,496.73');
  });
});
