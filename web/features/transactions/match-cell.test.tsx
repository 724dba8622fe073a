import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { transactionFixture } from '../../test/transaction-fixture';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { ImportResult } from './import-dialog';
import { MatchCell } from './match-cell';
import { ruleTextOf } from './expense-dialog';

const base = transactionFixture({
  id: 5,
  created_at: '2026-10-09',
  description: 'HARBOURSIDE DENTAL INV 1042',
  amount: 165_000,
  state: { state: 'suggested', class: 'orange' },
  confidence: 95,
  reasons: ['Amount $1,650.00 is the balance', 'Invoice 1042 in the description'],
  invoices: [
    {
      id: 9,
      number: 1042,
      client_id: 3,
      client: 'Harbourside Dental',
      issued_at: '2026-10-01',
      total: 165_000,
      balance: 165_000,
      amount: 165_000,
      confirmed: false,
    },
  ],
});

afterEach(cleanUpAfterTest);

describe('MatchCell', () => {
  it('shows a suggestion with its percentage and reasons, and Confirm sends {confirm: true}', async () => {
    signIn(1, ['manage_transactions']);
    const { fetch } = serve(() => base);
    renderPage(<MatchCell transaction={base} />, '/');
    expect(screen.getByLabelText('Suggested match, 95 %')).toBeTruthy();
    expect(screen.getByText('Invoice 1042 · Harbourside Dental · $1,650.00')).toBeTruthy();
    expect(screen.getByText('Amount $1,650.00 is the balance · Invoice 1042 in the description')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/transactions/5') && init?.method === 'PUT' && init.body === '{"confirm":true}',
        ),
      ).toBe(true),
    );
  });

  it('names the client and the sum once for several invoices of one client', () => {
    signIn(1, ['manage_transactions']);
    serve(() => ({}));
    const invoice = (id: number, number: number, amount: number) => ({
      ...base.invoices[0],
      id,
      number,
      amount,
      total: amount,
      balance: amount,
    });
    const three = { ...base, amount: 600_000, invoices: [invoice(9, 886, 100_000), invoice(10, 887, 200_000), invoice(11, 891, 300_000)] };
    renderPage(<MatchCell transaction={three} />, '/');
    expect(screen.getByText('3 invoices · Harbourside Dental · $6,000.00')).toBeTruthy();
    for (const text of ['Invoice 886 · $1,000.00', 'Invoice 887 · $2,000.00', 'Invoice 891 · $3,000.00'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/Invoice 886 · Harbourside Dental/)).toBeNull();
  });

  it('shows confirmed links with a way to disconnect each, and no suggestion', () => {
    signIn(1, ['manage_transactions']);
    serve(() => ({}));
    const matched = {
      ...base,
      confidence: null,
      reasons: [],
      confirmed: true,
      invoices: [{ ...base.invoices[0], confirmed: true }],
      credits: [{ id: 2, client_id: 3, name: 'Harbourside Dental', pivot: { amount: 500 } }],
    };
    renderPage(<MatchCell transaction={matched} />, '/');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByLabelText('Disconnect Invoice 1042 · Harbourside Dental · $1,650.00')).toBeTruthy();
    expect(screen.getByLabelText('Disconnect Credit to Harbourside Dental · $5.00')).toBeTruthy();
  });

  const vendorInvoice = {
    id: 12,
    number: 'ST-101',
    user_id: 4,
    contractor: 'Sam Taylor',
    vendor: 'Sam Taylor Cleaning',
    issued_at: '2026-11-08',
    amount: 51_230,
    paid_at: null,
    confirmed: false,
  };
  const outgoing = {
    ...base,
    amount: -51_230,
    remainder: -51_230,
    invoices: [],
    vendor_invoices: [vendorInvoice],
    confidence: 100,
    reasons: ["Amount $512.30 is the vendor invoice's total"],
  };

  it('shows a suggested vendor invoice: number, who sent it and its total', () => {
    signIn(1, ['manage_transactions']);
    serve(() => ({}));
    renderPage(<MatchCell transaction={outgoing} />, '/');
    expect(screen.getByText('Vendor invoice ST-101 · Sam Taylor Cleaning · $512.30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('disconnects a linked vendor invoice after asking, through /vendor-invoices/{id}; without a vendor it names the contractor', async () => {
    signIn(1, ['manage_transactions']);
    const { fetch } = serve(() => ({}));
    const linked = {
      ...outgoing,
      confidence: null,
      reasons: [],
      confirmed: true,
      remainder: 0,
      vendor_invoices: [{ ...vendorInvoice, vendor: null, paid_at: '2026-11-12', confirmed: true }],
    };
    renderPage(<MatchCell transaction={linked} />, '/');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Disconnect Vendor invoice ST-101 · Sam Taylor · $512.30'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/transactions/5/vendor-invoices/12') && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });
});

describe('ImportResult', () => {
  it('lists a failed file’s errors by line', () => {
    renderPage(
      <ImportResult
        result={{
          id: 'x',
          filename: 'cba.csv',
          state: 'failed',
          format: 'csv_cba',
          created: 0,
          duplicates: 0,
          errors: [{ line: 3, message: 'The date "31/02/2026" could not be read.' }],
          progress: { lines_read: 0, lines_total: null },
        }}
      />,
      '/',
    );
    expect(screen.getByText('Nothing was imported from cba.csv')).toBeTruthy();
    expect(screen.getByText('Line 3: The date "31/02/2026" could not be read.')).toBeTruthy();
  });
  it('says what was added and what was there', () => {
    renderPage(
      <ImportResult
        result={{
          id: 'x',
          filename: 'a.ofx',
          state: 'imported',
          format: 'ofx',
          created: 4,
          duplicates: 1,
          errors: [],
          progress: { lines_read: 5, lines_total: 5 },
        }}
      />,
      '/',
    );
    expect(screen.getByText('4 new lines, 1 already there.')).toBeTruthy();
  });
});

describe('ruleTextOf', () => {
  it.each([
    ['BP FUEL EPPING 1234', 'BP FUEL'],
    ['EFTPOS 4411 BUNNINGS WAREHOUSE', 'EFTPOS BUNNINGS'],
    ['Allianz Insurance', 'ALLIANZ INSURANCE'],
  ])('%s → %s', (description, text) => expect(ruleTextOf(description)).toBe(text));
});

describe('a line paying a pay run', () => {
  const debit = transactionFixture({
    id: 7,
    created_at: '2026-10-12',
    description: 'CONTRACTORS 301500',
    amount: -3_506_878,
    confidence: 95,
    reasons: ['Amount $35,068.78 is the net total of the pay run of 2026-10-01'],
    pay_runs: [{ week: '2026-10-01', user_id: null, payee: null, total: 3_506_878, amount: 3_506_878, confirmed: false }],
  });

  it('shows the suggested run with its net total', () => {
    signIn(1, ['manage_transactions']);
    serve(() => ({}));
    renderPage(<MatchCell transaction={debit} />, '/');
    expect(screen.getByText('Pay run 1 Oct 2026 · $35,068.78')).toBeTruthy();
  });

  it('shows a payee’s transfer that differs from their recorded net, and disconnects it through /pay-runs/{week}', async () => {
    signIn(1, ['manage_transactions']);
    const { fetch } = serve(() => ({}));
    const linked = {
      ...debit,
      confidence: null,
      confirmed: true,
      pay_runs: [{ week: '2026-10-01', user_id: 3, payee: 'Aisha Khan', total: 568_660, amount: 669_522, confirmed: true }],
    };
    renderPage(<MatchCell transaction={linked} />, '/');
    fireEvent.click(screen.getByLabelText('Disconnect Pay run 1 Oct 2026 · Aisha Khan · $5,686.60 · bank $6,695.22'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/transactions/7/pay-runs/2026-10-01') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
