import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionFixture } from '../../test/transaction-fixture';
import { cleanUpAfterTest, page, renderPage, serveCalls, signIn } from '../../test/render';
import { TransactionsPage } from './transactions-page';

afterEach(cleanUpAfterTest);
vi.setConfig({ testTimeout: 20_000 });

describe('the bank lines of a completed quarter', () => {
  it('show the lock beside their date, and their menu says why nothing in it can be done', async () => {
    signIn(1, ['manage_transactions']);
    serveCalls(({ path }) => {
      if (path === '/api/transactions')
        return Response.json(
          page([
            transactionFixture({
              id: 1,
              created_at: '2026-09-30',
              description: 'OLD DEPOSIT',
              amount: 5000,
              remainder: 5000,
              state: { state: 'suggested', class: 'orange' },
              confidence: 95,
              reasons: ['Same amount'],
              invoices: [
                {
                  id: 9,
                  number: 1042,
                  client_id: 3,
                  client: 'Harbour',
                  issued_at: '2026-09-01',
                  total: 5000,
                  balance: 5000,
                  amount: 5000,
                  confirmed: false,
                },
              ],
            }),
            transactionFixture({ id: 2, created_at: '2026-10-01', description: 'NEW DEPOSIT', amount: 5000, remainder: 5000 }),
          ]),
        );
      if (path === '/api/completed-quarters')
        return Response.json({ data: [{ id: 20271, year: 2027, quarter: 1, start: '2026-07-01', end: '2026-09-30' }] });
      return Response.json(page([]));
    });
    renderPage(<TransactionsPage />, '/transactions');

    const old = (await screen.findByText('OLD DEPOSIT')).closest('tr')!;
    expect(await within(old).findByRole('img', { name: 'Q1 · Jul–Sep 2026 is complete' })).toBeTruthy();
    expect(within(screen.getByText('NEW DEPOSIT').closest('tr')!).queryByRole('img', { name: /is complete/ })).toBeNull();

    // Its suggestion can be dismissed, not confirmed: a confirmation would be refused.
    expect(within(old).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    fireEvent.click(within(old).getByRole('button', { name: 'Actions for OLD DEPOSIT' }));
    expect(await screen.findByText(/Q1 · Jul–Sep 2026 is complete: nothing dated .* can change until its BAS is reopened\./)).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Match to invoices' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Delete' }).hasAttribute('data-disabled')).toBe(true);
  });
});
