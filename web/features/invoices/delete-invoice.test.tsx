import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceFixture } from '../../test/invoice-fixture';
import { cleanUpAfterTest, page, renderPage, signIn } from '../../test/render';
import { deleteInvoice } from './api';
import { ConsumablesCard } from './invoice-side-cards';

afterEach(cleanUpAfterTest);

describe('deleting an invoice whose consumables card is on screen', () => {
  it('shows no "Not found" toast for the consumables of the invoice just deleted', async () => {
    signIn(1, ['manage_invoices']);
    const invoice = invoiceFixture({ id: 879 });
    let deleted = false;
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://app.test');
        if (init?.method === 'DELETE') {
          deleted = true;
          return Promise.resolve(new Response(null, { status: 204 }));
        }
        if (url.pathname === '/api/client-consumables/879')
          return deleted ? json({ message: 'No query results for model [Invoice] 879' }, 404) : json(page([], 5));
        return json(page([]));
      }),
    );
    const show = vi.spyOn(notifications, 'show');
    renderPage(<ConsumablesCard invoice={invoice} editable />, '/');
    await screen.findByText('This client has used no consumables.');
    await deleteInvoice(879);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(deleted).toBe(true));
    expect(JSON.stringify(show.mock.calls)).not.toMatch(/Not found|client-consumables|404/);
  });
});
