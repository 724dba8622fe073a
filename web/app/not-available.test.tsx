/** A page someone may not see says so and makes no call: no request, so no refusal toast over the header. */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityPage } from '../features/account-activity/activity-page';
import { ExpensesPage } from '../features/expenses/expenses-page';
import { InvoiceEditorPage } from '../features/invoices/invoice-editor-page';
import { InvoicesPage } from '../features/invoices/invoices-page';
import { PayRunsPage } from '../features/pay-runs/pay-runs-page';
import { TparPage } from '../features/pay-runs/tpar-page';
import { ProgressPage } from '../features/progress/progress-page';
import { TasksPage } from '../features/tasks/tasks-page';
import { TransactionsPage } from '../features/transactions/transactions-page';
import { cleanUpAfterTest, page, renderPage, serveCalls, signIn } from '../test/render';

afterEach(cleanUpAfterTest);

describe('a contractor opening an office page', () => {
  it.each<[string, ReactElement, string, string?]>([
    ['Account activity', <ActivityPage />, '/activity'],
    ['TPAR', <TparPage />, '/accounts/tpar'],
    ['Pay runs', <PayRunsPage />, '/accounts/pay-runs'],
    ['Bank transactions', <TransactionsPage />, '/transactions'],
    ['Invoices', <InvoicesPage />, '/invoices'],
    ['Invoice', <InvoiceEditorPage />, '/accounts/invoice/7', '/accounts/invoice/:id'],
    ['Expenses', <ExpensesPage />, '/expenses'],
    ['Tasks', <TasksPage />, '/tasks'],
    ['Contractor progress', <ProgressPage />, '/accounts/contractors'],
  ])('%s: says it is not available, and asks the server nothing', async (title, element, url, path) => {
    signIn(5, []);
    const calls = serveCalls(() => Response.json(page([])));
    renderPage(element, url, path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path !== '/api/user').map((call) => call.path)).toEqual([]);
  });
});
