import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { formatAud, invoiceTotals } from '../../../shared/money';
import { invoiceFixture } from '../../test/invoice-fixture';
import { asPhone, cleanUpAfterTest, page, renderPage, signIn } from '../../test/render';
import { InvoiceEditorPage } from './invoice-editor-page';

type Call = { method: string; url: string; body: unknown };

/** Serves the editor's calls: the invoice, its client's consumables, and a line's save answered with `saved`. */
function serveEditor(invoice: Invoice, saved?: Invoice) {
  const calls: Call[] = [];
  // As the server: once a line is saved, the invoice reads as saved.
  let current = invoice;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      const method = init?.method ?? 'GET';
      calls.push({ method, url: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      if (url.pathname.startsWith('/api/client-consumables/')) return json(page([], 5));
      if (url.pathname === '/api/completed-quarters')
        return json({ data: [{ id: 20271, year: 2027, quarter: 1, start: '2026-07-01', end: '2026-09-30' }] });
      if (url.pathname === `/api/invoices/${invoice.id}`) return json(current);
      if (url.pathname.startsWith(`/api/invoices/${invoice.id}/lines`)) {
        current = saved ?? invoice;
        return json(current);
      }
      return json(page([]));
    }),
  );
  return calls;
}

async function show(invoice: Invoice, saved?: Invoice) {
  signIn(1, ['manage_invoices', 'view_clients']);
  const calls = serveEditor(invoice, saved);
  renderPage(<InvoiceEditorPage />, `/accounts/invoice/${invoice.id}`, '/accounts/invoice/:id');
  await screen.findByRole('heading', { name: `Invoice #${invoice.number}` });
  return calls;
}

const totals = () => screen.getByRole('group', { name: 'Totals' });
/** The totals as shown: each row's label and amount. */
const shown = () =>
  Object.fromEntries(
    [...totals().querySelectorAll('.mantine-Group-root')].map((row) => {
      const [label, value] = [...row.querySelectorAll('p')].map((p) => p.textContent);
      return [label, value];
    }),
  );
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe('the invoice editor’s totals', () => {
  it('shows the figures the lines make: each line rounded, GST once on the subtotal, then what was applied', async () => {
    const invoice = invoiceFixture({
      paid: 5000,
      balance: 22555,
      payments: [{ id: 1, amount: 5000, paid_at: '2030-03-02', source: 'manual', method: null, reference: null }],
    });
    await show(invoice);
    const made = invoiceTotals(invoice.lines);
    expect(shown()).toEqual({
      'Subtotal (excl. GST)': formatAud(made.subtotal),
      'GST 10%': formatAud(made.tax),
      'Total (incl. GST)': formatAud(made.total),
      'Less amount applied': formatAud(-5000),
      'Balance due': formatAud(made.total - 5000),
    });
    expect(shown()['Total (incl. GST)']).toBe('$275.55');
  });

  it('previews a line as it is typed with the shared rules (half a cent rounds away from zero), then takes the server’s answer', async () => {
    const invoice = invoiceFixture();
    // What the server answers after the save: its own figures, whatever the preview said.
    const saved = invoiceFixture({
      lines: [{ id: 1, label: 'Office clean', unit_price: 333, quantity: 1.5, amount: 500 }, invoice.lines[1]],
      amount: 1550,
      tax: 155,
      total: 1705,
      balance: 1705,
    });
    const calls = await show(invoice, saved);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit line' })[0]);
    type('Unit price', '3.33');
    type('Quantity', '1.5');
    // 3.33 × 1.5 = 4.995 → $5.00; subtotal 5.00 + 10.50; GST 1.55.
    await waitFor(() => expect(shown()['Total (incl. GST)']).toBe('$17.05'));
    expect(shown()['Subtotal (excl. GST)']).toBe('$15.50');
    expect(shown()['GST 10%']).toBe('$1.55');
    expect(within(totals()).getByText('Preview of the figures once saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save line' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/invoices/40/lines/1',
        body: { label: 'Office clean', unit_price: 333, quantity: 1.5 },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Preview of the figures once saved')).toBeNull());
    expect(shown()['Total (incl. GST)']).toBe('$17.05');
    expect(screen.getByText('$5.00')).toBeTruthy();
  });

  it('a new line counts in the preview only once it is an amount the server would take', async () => {
    await show(invoiceFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type('Description', 'Window clean');
    type('Unit price', '80');
    type('Quantity', '0');
    expect(shown()['Total (incl. GST)']).toBe('$275.55');
    type('Quantity', '2');
    // 250.50 + 160.00 = 410.50; GST 41.05.
    await waitFor(() => expect(shown()['Total (incl. GST)']).toBe('$451.55'));
  });

  it('refuses a quantity of 0 under its box without calling the server, and keeps two decimals as typed', async () => {
    const calls = await show(invoiceFixture());
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit line' })[1]);
    type('Quantity', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save line' }));
    expect(await screen.findByText('The quantity must be greater than 0.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    // The box takes two decimals at most: 1.255 is held as 1.25.
    type('Quantity', '1.255');
    fireEvent.click(screen.getByRole('button', { name: 'Save line' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ label: 'Toilet paper', unit_price: 350, quantity: 1.25 }),
    );
  });
});

describe('read-only outside the editable states', () => {
  it('a paid invoice shows its lines without edit or delete, and says why', async () => {
    await show(invoiceFixture({ state: { state: 'paid', class: 'green' }, actions: ['send'], paid: 27555, balance: 0 }));
    expect(screen.getByText('A paid invoice is read-only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit line' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(screen.getByText('Office clean')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('a paid invoice’s menu offers an adjustment note, and the invoice lists its notes with the balance lowered', async () => {
    const note = { id: 5, number: 'AN-0001', issued_at: '2026-11-24', reason: 'Windows skipped', amount: 2000, tax: 200, total: 2200 };
    await show(
      invoiceFixture({
        state: { state: 'partial', class: 'orange' },
        actions: ['send', 'mark_paid', 'adjust', 'reminder'],
        paid: 10000,
        balance: 27555 - 10000 - 2200,
        adjustment_notes: [{ ...note, applied: 2200, credited: 0 }],
      }),
    );
    expect(shown()['Less adjustment notes']).toBe('-$22.00');
    expect(shown()['Balance due']).toBe(formatAud(27555 - 10000 - 2200));
    const notes = screen.getByRole('list', { name: 'Adjustment notes' });
    expect(within(notes).getByRole('button', { name: 'AN-0001 PDF' })).toBeTruthy();
    expect(within(notes).getByText('Windows skipped · $22.00 off the balance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Adjustment note' }));
    expect(await screen.findByRole('dialog', { name: 'Adjustment note for invoice #1040' })).toBeTruthy();
  });

  it('an open invoice offers Send and Mark paid, and links its visits to their reports', async () => {
    await show(invoiceFixture());
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe('/my-jobs/77/report');
  });
});

describe('the invoice editor on a phone', () => {
  it('adds and edits a line in the phone layout, never drawing a table row outside a table', async () => {
    asPhone();
    await show(invoiceFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit line' })[0]);
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
    expect(document.querySelector('tr')).toBeNull();
  });

  it('keeps the lines of an invoice paid in a completed quarter as they are, and says why before anyone tries', async () => {
    const payment = (id: number, paid_at: string) => ({
      id,
      amount: 5000,
      paid_at,
      source: 'manual' as const,
      method: null,
      reference: null,
    });
    await show(invoiceFixture({ paid: 5000, balance: 22555, payments: [payment(1, '2026-08-14')] }));
    expect(await screen.findByText(/^Q1 · Jul–Sep 2026 is complete: nothing dated 14 Aug 2026 can change/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
  });

  it('edits the lines of an invoice paid in an open quarter', async () => {
    const payment = { id: 1, amount: 5000, paid_at: '2026-10-14', source: 'manual' as const, method: null, reference: null };
    await show(invoiceFixture({ paid: 5000, balance: 22555, payments: [payment] }));
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeTruthy();
    expect(screen.queryByText(/is complete/)).toBeNull();
  });
});
