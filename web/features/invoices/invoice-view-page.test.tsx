import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicInvoice } from '../../../shared/api/invoices';
import { invoiceFixture } from '../../test/invoice-fixture';
import { cleanUpAfterTest, renderPage, serveCalls } from '../../test/render';
import { InvoiceViewPage } from './invoice-view-page';

afterEach(cleanUpAfterTest);

const token = 'a'.repeat(32);
const link = `/api/invoice-view/${token}`;
const note = {
  id: 7,
  number: 'AN-0007',
  issued_at: '2026-10-05',
  reason: 'Windows skipped',
  amount: 2_000,
  tax: 200,
  total: 2_200,
  applied: 2_200,
  credited: 0,
  pdf: `${link}/adjustment-notes/7/pdf`,
};

function served(patch: Partial<PublicInvoice>) {
  const { actions, visits, time_to_pay, ...invoice } = invoiceFixture({ total: 27_555, paid: 0, balance: 25_355 });
  const answer: PublicInvoice = { ...invoice, pdf: `${link}/pdf`, adjustment_notes: [], ...patch };
  serveCalls((call) => (call.path === link ? Response.json(answer) : Response.json({ message: 'Not found' }, { status: 404 })));
}

describe('the client’s invoice page', () => {
  it('lists the adjustment notes that corrected the invoice, each with its own PDF from the link', async () => {
    served({ adjustment_notes: [note] });
    renderPage(<InvoiceViewPage />, `/invoice/view/${token}`, '/invoice/view/:token');
    const pdf = await screen.findByRole('link', { name: 'AN-0007 PDF' });
    expect(pdf.getAttribute('href')).toBe(note.pdf);
    expect(screen.getByRole('list', { name: 'Adjustment notes' }).textContent).toContain('Windows skipped');
  });

  it('shows no notes section for an invoice without any', async () => {
    served({});
    renderPage(<InvoiceViewPage />, `/invoice/view/${token}`, '/invoice/view/:token');
    await screen.findByRole('link', { name: 'Download PDF' });
    expect(screen.queryByRole('list', { name: 'Adjustment notes' })).toBeNull();
  });
});
