import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../../shared/api/clients';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { ClientFormModal } from './client-form';

const existing = { id: 7, name: 'Harbour Dental', active: true } as Client;

afterEach(cleanUpAfterTest);

/** The clients the server's search finds for `search`, and what a POST answers. */
function serveSearch(found: Client[]) {
  return serve((path, params) => (path === '/api/clients' ? (params.get('search') ? page(found, 10) : { ...existing, id: 8 }) : undefined));
}

const posts = (fetch: ReturnType<typeof serve>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderForm() {
  signIn(1, ['view_clients', 'manage_clients']);
  const onClose = vi.fn();
  renderPage(<ClientFormModal opened client={null} onClose={onClose} />, '/clients');
  return onClose;
}

describe('the client form warns of a name already used', () => {
  it('shows the warning first and saves when asked again', async () => {
    const { fetch } = serveSearch([existing, { ...existing, id: 9, name: 'Harbour Dental North' }]);
    const onClose = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: ' harbour  dental ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(
      await screen.findByText('A client named Harbour Dental already exists. Check it is not the same client; you can still save.'),
    ).toBeTruthy();
    expect(posts(fetch)).toHaveLength(0);
    // The server was asked with the spaces collapsed, as the names are compared.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('search=harbour+dental'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add client anyway' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('saves at once when no other client has the name', async () => {
    const { fetch } = serveSearch([{ ...existing, name: 'Harbour Dental North' }]);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Harbour Dental' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});
