import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionFixture } from '../../test/transaction-fixture';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { ExpenseDialog } from './expense-dialog';

const fuel = transactionFixture({
  id: 9,
  created_at: '2026-10-20',
  description: 'BP FUEL EPPING',
  amount: -8_640,
});

afterEach(cleanUpAfterTest);

describe('assigning a debit as an expense', () => {
  it('starts at what the line paid and sends the amount typed in cents', async () => {
    signIn(1, ['manage_transactions']);
    const onClose = vi.fn();
    const { fetch } = serve((path) => (path === '/api/transactions/9' ? fuel : page([])));
    renderPage(<ExpenseDialog transaction={fuel} onClose={onClose} />, '/');
    const amount = screen.getByRole('textbox', { name: 'Amount (GST inclusive)' }) as HTMLInputElement;
    expect(amount.value).toBe('$86.40');
    fireEvent.change(amount, { target: { value: '80' } });
    expect(screen.getByText('The expense is $80.00; the transaction paid $86.40.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record the expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).expense).toMatchObject({ description: 'BP FUEL EPPING', amount: 8_000 });
  });

  it('an unreadable amount is a field error and cannot be recorded', () => {
    signIn(1, ['manage_transactions']);
    serve(() => page([]));
    renderPage(<ExpenseDialog transaction={fuel} onClose={() => {}} />, '/');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (GST inclusive)' }), { target: { value: '86.4O' } });
    expect(screen.getByText('Enter an amount in dollars, like 45.50.')).toBeTruthy();
    expect(screen.queryByText(/The expense is/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Record the expense' }).hasAttribute('disabled')).toBe(true);
  });
});
