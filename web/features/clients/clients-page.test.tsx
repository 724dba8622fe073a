import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/api/clients';
import { asPhone, cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { ClientsPage } from './clients-page';

const client: Client = {
  id: 7,
  name: 'Harbour Dental',
  active: true,
  suspended: false,
  suspend_reason: null,
  suspend_to: null,
  invoice_schedule: 'month',
  invoice_start: null,
  owing: null,
  last_issued: null,
  billing_address1: null,
  billing_address2: null,
  billing_address3: null,
  billing_city: null,
  address_id: null,
  address: null,
  payment_method: 'terms',
  payment_terms: 14,
  payment_type: 'postpaid',
  auto_invoice: false,
  auto_remind: false,
  require_photos: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The clients list with one client; PUTs answer the client as saved. */
function serveClients() {
  return serve((path) =>
    path === '/api/clients' ? page([client], 20) : path === `/api/clients/${client.id}` ? { ...client, active: false } : undefined,
  );
}

/** The list under its route: opening a client would show where it went instead. */
function renderList() {
  signIn(1, ['view_clients', 'manage_clients']);
  return renderPage(<ClientsPage />, '/clients');
}

afterEach(cleanUpAfterTest);

describe('the clients list active switch', () => {
  for (const width of ['desktop', 'phone'] as const) {
    it(`on ${width}: clicking the switch's track saves the client and stays on the list`, async () => {
      if (width === 'phone') asPhone();
      const { fetch } = serveClients();
      renderList();
      const toggle = await screen.findByRole('switch', { name: 'Harbour Dental active' });
      // The visible track is the switch's label: a click there is what a user makes.
      const track = toggle.closest('label') ?? toggle.parentElement;
      if (!track) throw new Error('The switch has no track');
      fireEvent.click(track);
      const put = () => fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
      await waitFor(() => expect(put()).toBeDefined());
      expect(String(put()?.[0])).toBe('/api/clients/7');
      expect(JSON.parse(String(put()?.[1]?.body))).toEqual({ active: false });
      // Still the list: the row's click (which opens the client) never ran.
      expect(screen.getByRole('heading', { name: 'Clients' })).toBeTruthy();
      expect(screen.queryByTestId('navigated-to')).toBeNull();
    });
  }
});

describe('a role without view_clients', () => {
  it('is told the clients page is not available, and nothing is asked of the server', async () => {
    const { fetch } = serveClients();
    signIn(2, []);
    renderPage(<ClientsPage />, '/clients');
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(screen.getByText('Your role does not see clients.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/clients'))).toEqual([]);
  });
});
