import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expense, ExpenseDocument } from '../../../shared/api/expenses';
import { expenseDocumentStateClasses } from '../../../shared/expense-documents';
import { cleanUpAfterTest, page, renderPage, signIn } from '../../test/render';
import { processingRefreshMs, readingRefresh } from './api';
import { ExpenseDocumentsCard } from './expense-documents-card';

const document = (id: number, over: Partial<ExpenseDocument>): ExpenseDocument => ({
  id,
  filename: `receipt-${id}.png`,
  doc_type: 'image',
  state: { state: 'processed', class: expenseDocumentStateClasses.processed },
  description: null,
  size: 20_480,
  is_image: true,
  expense_id: null,
  confirmed: false,
  confidence: null,
  reasons: [],
  found: { amount: 10456, gst: 951, date: '2026-11-24', abn: '96000130720', vendor_name: 'BP BROOKVALE', vendor_id: 1 },
  gst_warning: null,
  error: null,
  created_at: '2026-11-24T01:00:00.000Z',
  stream_url: `/api/documents/${id}/stream`,
  ...over,
});

const pending = document(3, {
  state: { state: 'pending', class: expenseDocumentStateClasses.pending },
  expense_id: 7,
  confidence: 85,
  reasons: ['Amount $104.56 agrees', 'Dates 2 days apart'],
});
const loose = document(4, {
  found: { amount: 2385, gst: 0, date: '2026-11-22', abn: null, vendor_name: 'COLES BROOKVALE', vendor_id: null },
  gst_warning: 'It says GST free; an expense of its amount would claim $2.17.',
});
const failed = document(5, {
  state: { state: 'failed', class: 'red' },
  error: 'No words could be read from it.',
  found: { amount: null, gst: null, date: null, abn: null, vendor_name: null, vendor_id: null },
});
const expense = {
  id: 7,
  description: 'Unleaded 91',
  created_at: '2026-11-26',
  amount: 10456,
  vendor: { id: 1, name: 'BP Australia' },
  documents: [],
} as unknown as Expense;

const bodies = new Map<string, unknown>();

function serveCard() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      calls.push(url.pathname + url.search);
      if (typeof init?.body === 'string') bodies.set(url.pathname, JSON.parse(init.body));
      const json = (body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      if (url.pathname === '/api/expense-documents') return json(page([pending, loose, failed]));
      if (url.pathname === '/api/expenses/7' || url.pathname.startsWith('/api/expense/7/document/')) return json(expense);
      if (url.pathname === '/api/expenses') return json(page([expense], 50));
      if (url.pathname.startsWith('/api/expense/') || url.pathname.endsWith('/expense')) return json(expense);
      return json(page([]));
    }),
  );
  return calls;
}

function show(permissions: Parameters<typeof signIn>[1] = ['manage_expenses', 'manage_documents']) {
  signIn(1, permissions);
  const calls = serveCard();
  renderPage(<ExpenseDocumentsCard />, '/expenses');
  return calls;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe('the expense documents card', () => {
  it('asks for 10 a page, newest first, and shows each state as the server names it', async () => {
    const calls = show();
    expect(await screen.findByText('pending')).toBeTruthy();
    expect(screen.getByText('processed')).toBeTruthy();
    expect(screen.getByText('failed')).toBeTruthy();
    expect(calls.find((call) => call.startsWith('/api/expense-documents'))).toBe(
      '/api/expense-documents?page=1&count=10&sort=created_at&direction=desc',
    );
    expect(screen.getByText('No words could be read from it.')).toBeTruthy();
  });

  it('shows a suggestion with its expense, confidence and reasons, and confirms it with the spec’s call', async () => {
    const calls = show();
    const row = await rowOf('receipt-3.png');
    expect(await within(row).findByText('Unleaded 91')).toBeTruthy();
    expect(within(row).getByText('85%')).toBeTruthy();
    expect(within(row).getByText('Amount $104.56 agrees · Dates 2 days apart')).toBeTruthy();
    expect(within(row).getByText(/ABN 96 000 130 720/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toContain('/api/expense/7/document/3/confirm'));
  });

  it('detaches a suggestion with the spec’s call', async () => {
    const calls = show();
    const row = await rowOf('receipt-3.png');
    fireEvent.click(await within(row).findByRole('button', { name: 'Detach' }));
    await waitFor(() => expect(calls).toContain('/api/expense/7/document/3/detach'));
  });

  it('attaches a document on no expense to one a person picks', async () => {
    const calls = show();
    const row = await rowOf('receipt-4.png');
    fireEvent.click(within(row).getByRole('button', { name: 'Attach' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Expense' }));
    fireEvent.click(await screen.findByRole('option', { name: /Unleaded 91/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(calls).toContain('/api/expense/7/document/4/attach'));
  });

  it('shows the GST the receipt prints, flags it when it is not the claim, and makes the expense from what was read', async () => {
    const calls = show();
    const row = await rowOf('receipt-4.png');
    expect(within(row).getByText('$23.85 · GST free · 22 Nov 2026 · COLES BROOKVALE')).toBeTruthy();
    expect(within(row).getByText('It says GST free; an expense of its amount would claim $2.17.')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Create expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'New expense from receipt-4.png' });
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('COLES BROOKVALE');
    expect((within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('$23.85');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(calls).toContain('/api/expense-documents/4/expense'));
    expect(bodies.get('/api/expense-documents/4/expense')).toMatchObject({
      description: 'COLES BROOKVALE',
      created_at: '2026-11-22',
      amount: 2385,
      gst: false,
      vendor_id: null,
    });
  });

  it('offers Delete only with manage_documents', async () => {
    show(['manage_expenses']);
    await screen.findByText('receipt-4.png');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('refreshing while documents are read', () => {
  it.each([
    ['one still being read', [document(1, { state: { state: 'processing', class: 'cyan' } }), loose], processingRefreshMs],
    ['all read', [pending, loose, failed], false],
    ['nothing yet', undefined, false],
  ] as const)('%s', (_case, rows, interval) => {
    expect(readingRefresh(rows ? page([...rows]) : undefined)).toBe(interval);
  });
});
