import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { invoiceFixture, summaryFixture } from '../../test/invoice-fixture';
import { type Call, cleanUpAfterTest, renderPage, serveCalls, signIn } from '../../test/render';
import { theme } from '../../app/theme';
import { AdjustmentNoteDialog } from './adjustment-note-dialog';

const paid: Invoice = invoiceFixture({
  ...summaryFixture('paid'),
  issued_at: '2026-11-02',
  payments: [{ id: 7, amount: 110000, paid_at: '2026-11-20', source: 'manual', method: 'bank', reference: null }],
});
const note = { id: 5, number: 'AN-0001', issued_at: '2026-11-24', reason: 'Windows skipped', amount: 2000, tax: 200, total: 2200 };

function show(
  invoice = paid,
  answer: (call: Call) => Response = () =>
    Response.json({ ...note, applied: 0, credited: 2200, message: 'Adjustment note AN-0001 of $22.00 issued.' }, { status: 201 }),
) {
  signIn(1, ['manage_invoices']);
  const calls = serveCalls(answer);
  const onClose = vi.fn();
  // The app's theme names the dialog's close button, as in the browser.
  renderPage(
    <MantineProvider theme={theme} env="test">
      <AdjustmentNoteDialog opened invoice={invoice} onClose={onClose} />
    </MantineProvider>,
    '/',
  );
  return { calls, onClose };
}

const fillLine = (label: string, price: string, quantity = '1') => {
  const line = screen.getByRole('group', { name: 'Line 1' });
  fireEvent.change(within(line).getByLabelText(/Label/), { target: { value: label } });
  fireEvent.change(within(line).getByLabelText(/Unit price/), { target: { value: price } });
  fireEvent.change(within(line).getByLabelText(/Quantity/), { target: { value: quantity } });
};

beforeEach(() => {
  // Tuesday 24 November 2026, late morning in Sydney: still Monday the 23rd in UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
});
afterEach(cleanUpAfterTest);
vi.setConfig({ testTimeout: 20_000 });

describe('the adjustment note dialog', () => {
  it('is dated the business’s today in Sydney, not the machine’s, with one empty line', () => {
    show();
    expect(screen.getByRole('button', { name: /Issue date/ }).textContent).toContain('24 Nov 2026');
    expect(screen.getAllByRole('group', { name: /^Line/ })).toHaveLength(1);
  });

  it('shows the note’s total and GST as typed, and that a paid invoice’s note becomes the client’s credit', () => {
    show();
    fillLine('Window clean not done', '20');
    const totals = screen.getByRole('status', { name: 'The note’s totals'.replace('’', "'") });
    expect(totals.textContent).toContain('Total $22.00 (GST $2.00)');
    expect(totals.textContent).toContain("The invoice was paid: $22.00 becomes Harbour Dental's credit.");
  });

  it('sends the lines in cents, the reason and the day, then closes', async () => {
    const { calls, onClose } = show();
    fillLine('Window clean not done', '20', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    fireEvent.change(within(second).getByLabelText(/Label/), { target: { value: 'Bin liners' } });
    fireEvent.change(within(second).getByLabelText(/Unit price/), { target: { value: '3.50' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Windows skipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/invoices/${paid.id}/adjustment-notes`,
        body: {
          issued_at: '2026-11-24',
          reason: 'Windows skipped',
          lines: [
            { label: 'Window clean not done', unit_price: 2000, quantity: 1.5 },
            { label: 'Bin liners', unit_price: 350, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('refuses an empty line and no reason before calling, and shows the server’s refusal', async () => {
    const refusal = "The note's total of $1,210.00 is more than the $1,100.00 left of invoice #1040.";
    const { calls, onClose } = show(paid, () => Response.json({ message: refusal, errors: { lines: [refusal] } }, { status: 422 }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue note' }));
    expect(await screen.findByText('Enter the unit price.')).toBeTruthy();
    expect(screen.getByText('The reason field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fillLine('Everything', '1100');
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Wrong client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue note' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has no accessibility violations axe can see without a browser', async () => {
    show();
    const dialog = await screen.findByRole('dialog');
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
