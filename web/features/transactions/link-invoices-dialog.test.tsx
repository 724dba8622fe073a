import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionFixture } from '../../test/transaction-fixture';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { LinkInvoicesDialog } from './link-invoices-dialog';

const deposit = transactionFixture({
  id: 7,
  created_at: '2026-10-20',
  description: 'DEPOSIT SMITH',
  amount: 40_000,
  state: { state: 'suggested', class: 'blue' },
  confidence: 70,
  invoices: [
    {
      id: 2,
      number: 1002,
      client_id: 5,
      client: 'Smith Family',
      issued_at: '2026-09-01',
      total: 25_000,
      balance: 25_000,
      amount: 25_000,
      confirmed: false,
    },
  ],
});
const open = [
  { id: 1, number: 1001, issued_at: '2026-08-01', balance: 10_000 },
  { id: 2, number: 1002, issued_at: '2026-09-01', balance: 25_000 },
];

afterEach(cleanUpAfterTest);

function render() {
  signIn(1, ['manage_transactions']);
  const onClose = vi.fn();
  const served = serve((path) => (path === '/api/invoices' ? page(open) : path === '/api/transactions/7' ? deposit : undefined));
  renderPage(<LinkInvoicesDialog transaction={deposit} creditOnly={false} onClose={onClose} />, '/');
  return { ...served, onClose };
}
const puts = (fetch: ReturnType<typeof serve>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('matching a payment to invoices', () => {
  it('fills oldest first and sends the amounts in cents', async () => {
    const { fetch, onClose } = render();
    await screen.findByRole('textbox', { name: 'Amount for invoice 1002' });
    fireEvent.click(screen.getByRole('button', { name: 'Fill oldest first' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount for invoice 1002' }), { target: { value: '$250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(puts(fetch)[0][1]?.body))).toEqual({
      invoices: [
        { id: 1, amount: 10_000 },
        { id: 2, amount: 25_000 },
      ],
    });
  });

  it('an unreadable amount is a field error, and the invoice is not dropped as $0.00', async () => {
    const { fetch } = render();
    await screen.findByRole('textbox', { name: 'Amount for invoice 1002' });
    fireEvent.click(screen.getByRole('button', { name: 'Fill oldest first' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount for invoice 1002' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByText('Enter an amount in dollars, like 45.50.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(fetch)).toEqual([]);
  });
});
