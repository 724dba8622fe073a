import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpenseCategory } from '../../../shared/api/expense-categories';
import type { Vendor } from '../../../shared/api/vendors';
import { cleanUpAfterTest, page, renderPage, serveCalls, signIn } from '../../test/render';
import { ExpenseFormModal } from './expense-form';

const vendor = (id: number, name: string, gst: boolean) =>
  ({
    id,
    name,
    trading_name: null,
    abn: null,
    formatted_abn: null,
    phone: null,
    email: null,
    user_id: null,
    user_name: null,
    gst_registered: gst,
  }) as unknown as Vendor;
const vendors = [vendor(1, 'Bunnings Warehouse', true), vendor(2, 'Dee Why Hand Car Wash', false)];
const categories: ExpenseCategory[] = [{ id: 5, name: 'Fuel', number: '6-1410', color: 'orange' } as ExpenseCategory];

/** The pickers' lists, and the save: answered 201, or 422 with the server's field errors. */
function serveForm(refuse?: { message: string; errors: Record<string, string[]> }) {
  return serveCalls(({ method, path, body }) => {
    if (path === '/api/vendors') return Response.json(page(vendors, 100));
    if (path === '/api/expense-categories') return Response.json(page(categories, 100));
    if (method === 'POST' && path === '/api/expenses')
      return refuse
        ? Response.json(refuse, { status: 422 })
        : Response.json({ id: 9, ...(body as object), documents: [] }, { status: 201 });
    return Response.json(page([]));
  });
}

function show(refuse?: Parameters<typeof serveForm>[0]) {
  signIn(1, ['manage_expenses']);
  const calls = serveForm(refuse);
  const onClose = vi.fn();
  renderPage(<ExpenseFormModal opened expense={null} onClose={onClose} />, '/expenses');
  return { calls, onClose };
}

async function chooseVendor(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Vendor' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  // jsdom has no layout: the pickers scroll their chosen option into view.
  Element.prototype.scrollIntoView = vi.fn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T00:30:00Z'));
});
afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe('the expense form', () => {
  it('offers the GST switch only for a GST-registered vendor, on when one is chosen, and shows the GST claimed', async () => {
    show();
    expect(screen.queryByRole('switch', { name: /^Claim GST/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (GST inclusive)' }), { target: { value: '110' } });
    await chooseVendor('Bunnings Warehouse');
    expect((screen.getByRole('switch', { name: /^Claim GST/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('gst-claimed').textContent).toBe('$10.00');
    await chooseVendor('Dee Why Hand Car Wash');
    expect(screen.queryByRole('switch', { name: /^Claim GST/ })).toBeNull();
    expect(screen.getByText('This vendor is not GST registered: no GST to claim.')).toBeTruthy();
    expect(screen.getByTestId('gst-claimed').textContent).toBe('$0.00');
  });

  it('records the expense as the call takes it: cents, today, 100% business use, the vendor and GST', async () => {
    const { calls, onClose } = show();
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Mop buckets' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (GST inclusive)' }), { target: { value: '45.10' } });
    await chooseVendor('Bunnings Warehouse');
    fireEvent.click(screen.getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'Mop buckets',
      created_at: '2026-11-24',
      amount: 4510,
      business_use: 100,
      gst: true,
      category_id: null,
      vendor_id: 1,
    });
  });

  it('asks for what is missing before calling, with the shared rules’ messages', async () => {
    const { calls } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Record expense' }));
    expect(await screen.findByText('The description field is required.')).toBeTruthy();
    expect(screen.getByText('The amount field is required.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a refusal from the server against its field, and stays open', async () => {
    const { onClose } = show({
      message: 'The given data was invalid.',
      errors: { gst: ['GST cannot be claimed: Bunnings Warehouse is not GST registered.'] },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Mop buckets' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (GST inclusive)' }), { target: { value: '45.10' } });
    await chooseVendor('Bunnings Warehouse');
    fireEvent.click(screen.getByRole('button', { name: 'Record expense' }));
    expect(await screen.findByText('GST cannot be claimed: Bunnings Warehouse is not GST registered.')).toBeTruthy();
    expect(screen.getByText('The given data was invalid.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
