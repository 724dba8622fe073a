import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionFixture } from '../../test/transaction-fixture';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { VendorInvoiceDialog } from './vendor-invoice-dialog';

const transfer = transactionFixture({
  id: 7,
  created_at: '2026-10-20',
  description: 'TRANSFER TO SAM TAYLOR',
  amount: -75_000,
});
const choice = {
  id: 12,
  number: 'ST-201',
  contractor: 'Sam Taylor',
  vendor: 'Sam Taylor Cleaning',
  issued_at: '2026-10-05',
  amount: 30_000,
};

afterEach(cleanUpAfterTest);

describe('paying a vendor invoice by hand', () => {
  it('offers the unpaid invoices and pays the chosen one with the line', async () => {
    signIn(1, ['manage_transactions']);
    const onClose = vi.fn();
    const { fetch } = serve((path) =>
      path.endsWith('/vendor-invoice-choices')
        ? { data: [choice] }
        : path === '/api/transactions/7'
          ? { ...transfer, remainder: -45_000 }
          : undefined,
    );
    renderPage(<VendorInvoiceDialog transaction={transfer} onClose={onClose} />, '/');
    expect(screen.getByText(/TRANSFER TO SAM TAYLOR/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Vendor invoice' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ST-201 · Sam Taylor Cleaning · $300.00 · issued 5 Oct 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay the invoice' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/transactions/7');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ vendor_invoice_id: 12 });
  });

  it('says so when no unpaid vendor invoice fits what is left', async () => {
    signIn(1, ['manage_transactions']);
    serve(() => ({ data: [] }));
    renderPage(<VendorInvoiceDialog transaction={transfer} onClose={() => {}} />, '/');
    expect(await screen.findByText('No unpaid vendor invoice is $750.00 or less.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay the invoice' }).hasAttribute('disabled')).toBe(true);
  });
});
