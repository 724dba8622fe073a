import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountActivity, ActivityExpense, ActivityReceipt } from '../../../shared/api/account-activity';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { BehindModal } from './behind-modal';

const quarter = {
  id: 20271,
  year: 2027,
  quarter: 1,
  start: '2026-07-01',
  end: '2026-09-30',
  incoming: 11_000,
  incoming_tax: 1000,
  outgoing: 182_000,
  outgoing_tax: 12_000,
  withheld: 23_500,
  label_w4: 23_500,
} as AccountActivity;

const receipt: ActivityReceipt = {
  id: 1,
  paid_at: '2026-07-02',
  amount: 11_000,
  gst: 1000,
  source: 'manual',
  invoice_id: 5,
  invoice_number: 791,
  client_id: 3,
  client_name: 'Smile Bright Dental',
  note_number: null,
};
const paidOut: ActivityExpense[] = [
  {
    kind: 'pay_run',
    id: 1,
    spent_on: '2026-07-02',
    description: 'Pay run, week of 22 Jun 2026',
    vendor_name: 'Taylor Cleaning Services',
    category_name: 'Contractors',
    amount: 132_000,
    business_use: 100,
    business_part: 132_000,
    gst: 12_000,
    withheld: 0,
  },
  {
    kind: 'pay_run',
    id: 2,
    spent_on: '2026-07-02',
    description: 'Pay run, week of 22 Jun 2026',
    vendor_name: 'Liam O’Connor',
    category_name: 'Contractors',
    amount: 50_000,
    business_use: 100,
    business_part: 50_000,
    gst: 0,
    withheld: 23_500,
  },
];

afterEach(cleanUpAfterTest);

describe('what is behind a quarter’s figures', () => {
  it('goes from the receipts to the expenses and contractors without drawing one as the other', async () => {
    signIn(1, ['manage_accounts']);
    serve((path) => (path.endsWith('/receipts') ? page([receipt], 20) : path.endsWith('/expenses') ? page(paidOut, 20) : undefined));
    function Page() {
      const [kind, setKind] = useState<'receipts' | 'expenses'>('receipts');
      return (
        <>
          <button type="button" onClick={() => setKind('expenses')}>
            Outgoing
          </button>
          <BehindModal opened={{ kind, quarter }} onClose={() => {}} />
        </>
      );
    }
    renderPage(<Page />, '/');
    expect(await screen.findByText('Smile Bright Dental')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Outgoing', hidden: true }));
    expect(await screen.findByText('Liam O’Connor')).toBeTruthy();
    expect(screen.getByText('Expenses and contractors · Q1 · Jul–Sep 2026')).toBeTruthy();
    expect(screen.getByText('$1,820.00 business use, GST credits $120.00, withheld (no ABN) $235.00')).toBeTruthy();
    expect(screen.getAllByText('Contractor')).toHaveLength(2);
    expect(screen.getByText('$235.00')).toBeTruthy();
  });
});
