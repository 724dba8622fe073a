import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { invoiceFixture, summaryFixture } from '../../test/invoice-fixture';
import { type Call, cleanUpAfterTest, renderPage, serveCalls, signIn } from '../../test/render';
import { primaryOf } from './invoice-actions';
import { RecordPaymentDialog } from './record-payment-dialog';

const partPaid: Invoice = invoiceFixture({
  ...summaryFixture('partial'),
  due_at: '2026-12-08',
  payments: [{ id: 7, amount: 50000, paid_at: '2026-11-20', source: 'manual', method: 'card', reference: 'Visa 4242' }],
});

function show(answer: (call: Call) => Response = () => Response.json({ message: 'Payment of $600.00 recorded.', data: partPaid })) {
  signIn(1, ['manage_invoices']);
  const calls = serveCalls(answer);
  const onClose = vi.fn();
  renderPage(<RecordPaymentDialog opened invoice={partPaid} onClose={onClose} />, '/');
  return { calls, onClose };
}

beforeEach(() => {
  // Tuesday 24 November 2026, late morning in Sydney.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T00:30:00Z'));
});
afterEach(cleanUpAfterTest);
vi.setConfig({ testTimeout: 20_000 });

describe('the record payment dialog', () => {
  it('offers the balance, dated the business’s today, by bank transfer, and shows what was paid so far', () => {
    show();
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe('$600.00');
    expect(screen.getByRole('button', { name: /Paid on/ }).textContent).toContain('24 Nov 2026');
    expect((screen.getByRole('combobox', { name: /Method/ }) as HTMLInputElement).value).toBe('Bank transfer');
    const paid = screen.getByRole('list', { name: 'Payments so far' });
    expect(within(paid).getByText('20 Nov 2026 · Card · Visa 4242')).toBeTruthy();
  });

  it('sends the amount in cents, the day, the method and the reference', async () => {
    const { calls, onClose } = show();
    const amount = screen.getByLabelText(/Amount/);
    fireEvent.change(amount, { target: { value: '250.50' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'Receipt 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/invoices/${partPaid.id}/payments`,
        body: { amount: 25050, paid_on: '2026-11-24', method: 'cash', reference: 'Receipt 12' },
      },
    ]);
  });

  it('says that more than the balance becomes the client’s credit', () => {
    show();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '700' } });
    expect(screen.getByText('$100.00 over the balance becomes Harbour Dental’s credit.'.replace('’', "'"))).toBeTruthy();
  });

  it('refuses no amount before calling, and shows the server’s refusal under its field', async () => {
    const { calls, onClose } = show(() =>
      Response.json(
        { message: 'Q2 is complete.', errors: { paid_on: ['Q2 · Oct–Dec 2026 is complete: nothing dated 24 Nov 2026 can change.'] } },
        { status: 422 },
      ),
    );
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter the amount paid.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Q2 · Oct–Dec 2026 is complete: nothing dated 24 Nov 2026 can change.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a part-paid invoice’s primary action', () => {
  it('is Mark paid before it is due and Reminder once it is past due', () => {
    expect(primaryOf(summaryFixture('partial', { due_at: '2026-11-24' }))).toBe('mark_paid');
    expect(primaryOf(summaryFixture('partial', { due_at: '2026-11-23' }))).toBe('reminder');
  });
});
