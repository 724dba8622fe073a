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

  it('opens on the suggested invoices ticked, three of one client paid at once', async () => {
    signIn(1, ['manage_transactions']);
    const onClose = vi.fn();
    const suggested = (id: number, number: number, amount: number) => ({
      ...deposit.invoices[0],
      id,
      number,
      amount,
      total: amount,
      balance: amount,
    });
    const three = {
      ...deposit,
      amount: 60_000,
      remainder: 60_000,
      invoices: [suggested(1, 1001, 10_000), suggested(2, 1002, 25_000), suggested(3, 1003, 25_000)],
    };
    const rows = [
      ...open,
      { id: 3, number: 1003, issued_at: '2026-10-01', balance: 25_000 },
      { id: 4, number: 1004, issued_at: '2026-10-02', balance: 5_000 },
    ];
    const { fetch } = serve((path) => (path === '/api/invoices' ? page(rows) : path === '/api/transactions/7' ? three : undefined));
    renderPage(<LinkInvoicesDialog transaction={three} creditOnly={false} onClose={onClose} />, '/');
    await screen.findByRole('textbox', { name: 'Amount for invoice 1004' });
    for (const number of [1001, 1002, 1003])
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`Invoice ${number}`) }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Invoice 1004/ }).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(puts(fetch)[0][1]?.body))).toEqual({
      invoices: [
        { id: 1, amount: 10_000 },
        { id: 2, amount: 25_000 },
        { id: 3, amount: 25_000 },
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
