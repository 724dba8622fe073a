import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import { type InvoiceState, invoiceStates } from '../../../shared/invoice-states';
import { summaryFixture } from '../../test/invoice-fixture';
import { cleanUpAfterTest, page, renderPage, signIn } from '../../test/render';
import { InvoicesList } from './invoices-list';

type Call = { method: string; url: string };

/** Answers the list's calls: the invoices, any client look-up, and whatever an action calls (recorded in order). */
function serveList(rows: InvoiceSummary[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      calls.push({ method: init?.method ?? 'GET', url: url.pathname + url.search });
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
      if (url.pathname === '/api/invoices') return json({ ...page(rows, 20) });
      if (url.pathname === '/api/invoices/summary') return json(tabSummary);
      if (url.pathname === '/api/clients') return json(page([], 20));
      if (/^\/api\/clients\/\d+\/send-outstanding-reminder$/.test(url.pathname)) return json({ message: 'Reminder sent.', invoices: [40] });
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

const figures = (count: number, total: number, due: number) => ({ count, total, due });
/** The server's counts: the tabs show them as they come, never a sum of the page. */
const tabSummary = {
  tabs: {
    open: figures(4, 44_000, 44_000),
    unpaid: figures(7, 123_456, 100_000),
    past_due: figures(3, 50_000, 45_000),
    paid: figures(120, 9_000_000, 0),
    all: figures(140, 9_500_000, 144_000),
  },
};

/** One invoice in each state, numbered 1 to 13 in the order of invoiceStates, each at a client named after its state. */
const everyState = invoiceStates.map((state, index) =>
  summaryFixture(state, { id: index + 1, number: index + 1, client: { id: 3, name: `${state} client` } }),
);

async function show(rows: InvoiceSummary[] = everyState) {
  signIn(1, ['manage_invoices', 'view_clients']);
  const calls = serveList(rows);
  renderPage(<InvoicesList client={null} onClient={() => {}} />, '/accounts');
  await screen.findByText(`${rows[0].client.name}`);
  return calls;
}

const rowOf = (state: InvoiceState) => screen.getByText(`${state} client`).closest('tr') as HTMLElement;
const primaryOf = (state: InvoiceState) =>
  within(rowOf(state))
    .queryAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label')?.startsWith('More actions'))
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

async function menuOf(state: InvoiceState): Promise<string[]> {
  const more = within(rowOf(state)).queryByRole('button', { name: /^More actions/ });
  if (!more) return [];
  fireEvent.click(more);
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

// A list of 13 rows with their menus is slow to draw in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanUpAfterTest);

describe('the invoices list’s actions by state', () => {
  it.each([
    ['open', 'Send', ['Edit', 'Mark paid', 'Delete']],
    ['sending', 'View', ['Send', 'Mark paid', 'Delete']],
    ['sent', 'Mark paid', ['Send', 'Edit', 'Delete']],
    ['seen', 'Mark paid', ['Send', 'Edit', 'Delete']],
    ['suspended', 'Mark paid', ['Send', 'Edit', 'Delete']],
    ['overdue', 'Send reminder', ['Send', 'Edit', 'Mark paid', 'Delete']],
    // Part paid and not yet due (the fixture's due date is to come): the rest is what to record, not chase.
    ['partial', 'Mark paid', ['Send', 'Send reminder']],
    ['reminded', 'Send notice to pay', ['Send', 'Edit', 'Mark paid', 'Delete', 'Send reminder']],
    ['notice', 'Send suspension warning', ['Send', 'Edit', 'Mark paid', 'Delete', 'Send reminder']],
    ['warning', 'Suspend service', ['Send', 'Edit', 'Mark paid', 'Delete']],
    ['paid', 'View', ['Send']],
    ['cash', 'View', ['Send']],
    ['cancelled', 'View', ['Send']],
  ] as const)('%s: the button is %s, the menu %j', async (state, primary, menu) => {
    await show();
    expect(primaryOf(state)).toEqual([primary]);
    expect(await menuOf(state)).toEqual(menu);
  });

  it('shows only what the server allows: an action missing from `actions` is not offered', async () => {
    await show([summaryFixture('overdue', { client: { id: 3, name: 'overdue client' }, actions: ['send'] })]);
    expect(primaryOf('overdue')).toEqual(['View']);
    expect(await menuOf('overdue')).toEqual(['Send']);
  });
});

describe('confirmations', () => {
  it('a reminder opens the client’s e-mail to check before it goes, and sends nothing yet', async () => {
    const calls = await show([summaryFixture('overdue', { client: { id: 3, name: 'overdue client' } })]);
    fireEvent.click(within(rowOf('overdue')).getByRole('button', { name: 'Send reminder' }));
    await screen.findByRole('dialog', { name: 'Send reminder to overdue client' });
    expect(calls.some((call) => call.url.includes('send-outstanding-reminder') && call.method !== 'GET')).toBe(false);
  });

  it('suspending service says the client is suspended and its contractors e-mailed', async () => {
    await show([summaryFixture('warning', { client: { id: 3, name: 'warning client' } })]);
    fireEvent.click(within(rowOf('warning')).getByRole('button', { name: 'Suspend service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend service to warning client?' });
    expect(dialog.textContent).toContain('The client is suspended');
    expect(dialog.textContent).toContain('its contractors are e-mailed');
  });

  it.each([
    ['open', 'It was never sent, so it is removed completely'],
    ['sent', 'so it is cancelled, not removed: it keeps its number'],
  ] as const)('deleting a%s invoice says what happens: %s', async (state, said) => {
    const calls = await show([summaryFixture(state, { client: { id: 3, name: `${state} client` } })]);
    fireEvent.click(within(rowOf(state)).getByRole('button', { name: /^More actions/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice #1040?' });
    expect(dialog.textContent).toContain(said);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/api/invoices/40' }));
  });
});

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/invoices?')).map((call) => decodeURIComponent(call.url));

describe('the list’s query', () => {
  it('asks for 20 a page, newest number first; a status tab sends the spec’s invoiceState and shows the server’s counts', async () => {
    const calls = await show();
    expect(listCalls(calls)[0]).toBe('/api/invoices?page=1&count=20&sort=number&direction=desc');
    const tabs = within(screen.getByRole('group', { name: 'Invoice status' }));
    const awaiting = await tabs.findByRole('button', { name: /Awaiting payment/ });
    await waitFor(() => expect(awaiting.textContent).toBe('Awaiting payment7$1,000.00 due'));
    expect(tabs.getByRole('button', { name: /All/ }).getAttribute('aria-pressed')).toBe('true');
    expect(tabs.getByRole('button', { name: /Paid/ }).textContent).toBe('Paid120$90,000.00');
    fireEvent.click(tabs.getByRole('button', { name: /Overdue/ }));
    await waitFor(() =>
      expect(listCalls(calls)).toContain('/api/invoices?page=1&count=20&sort=number&direction=desc&filters={"invoiceState":"past_due"}'),
    );
    expect(tabs.getByRole('button', { name: /Overdue/ }).getAttribute('aria-pressed')).toBe('true');
    // The counts ask for the other filters only: the tab chosen changes none of them.
    expect(calls.filter((call) => call.url.startsWith('/api/invoices/summary')).map((call) => call.url)).toEqual(['/api/invoices/summary']);
  });

  it('reads its filters, page size and issued range from the address, so a reload keeps them', async () => {
    signIn(1, ['manage_invoices', 'view_clients']);
    const calls = serveList(everyState);
    renderPage(<InvoicesList client={null} onClient={() => {}} />, '/accounts?state=open&q=bakery&from=2026-07-01&to=2026-09-30&count=50');
    await screen.findByText(`${everyState[0].client.name}`);
    const filters = '{"invoiceState":"open","issued_from":"2026-07-01","issued_to":"2026-09-30"}';
    expect(listCalls(calls)[0]).toBe(`/api/invoices?page=1&count=50&sort=number&direction=desc&search=bakery&filters=${filters}`);
    const summary = calls.find((call) => call.url.startsWith('/api/invoices/summary'));
    expect(decodeURIComponent(summary?.url ?? '')).toBe(
      '/api/invoices/summary?search=bakery&filters={"issued_from":"2026-07-01","issued_to":"2026-09-30"}',
    );
    expect(screen.getByRole('button', { name: /Draft/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Search invoices' }) as HTMLInputElement).value).toBe('bakery');
  });
});
