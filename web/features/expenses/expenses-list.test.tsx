import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expense } from '../../../shared/api/expenses';
import { cleanUpAfterTest, page, renderPage, serveCalls, signIn } from '../../test/render';
import { ExpensesList } from './expenses-list';

const expense = (id: number, description: string, date: string) =>
  ({
    id,
    description,
    created_at: date,
    amount: 11_000,
    business_use: 100,
    gst: false,
    gst_amount: 0,
    category_id: null,
    category: null,
    vendor_id: null,
    vendor: null,
    documents: [],
  }) satisfies Expense;

afterEach(cleanUpAfterTest);
vi.setConfig({ testTimeout: 20_000 });

describe('the expenses list', () => {
  it('shows the lock on a row of a completed quarter, and its edit and delete say why instead of acting', async () => {
    signIn(1, ['manage_expenses']);
    const calls = serveCalls(({ path }) => {
      if (path === '/api/expenses') return Response.json(page([expense(1, 'Mop heads', '2026-08-14'), expense(2, 'Fuel', '2026-10-02')]));
      if (path === '/api/completed-quarters')
        return Response.json({ data: [{ id: 20271, year: 2027, quarter: 1, start: '2026-07-01', end: '2026-09-30' }] });
      return Response.json(page([]));
    });
    const onEdit = vi.fn();
    renderPage(<ExpensesList onEdit={onEdit} onView={vi.fn()} />, '/expenses');

    const locked = (await screen.findByText('Mop heads')).closest('tr')!;
    expect(await within(locked).findByRole('img', { name: 'Q1 · Jul–Sep 2026 is complete' })).toBeTruthy();
    const edit = within(locked).getByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(edit);
    fireEvent.click(within(locked).getByRole('button', { name: 'Delete' }));
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    const open = screen.getByText('Fuel').closest('tr')!;
    expect(within(open).queryByRole('img', { name: /is complete/ })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Edit' }).getAttribute('aria-disabled')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/completed-quarters')).toHaveLength(1);
  });
});
