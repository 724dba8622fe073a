import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/api/clients';
import type { Contact } from '../../../shared/api/contacts';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { SettingsTab } from './settings-tab';

const client = {
  id: 7,
  name: 'Harbour Dental',
  active: true,
  suspended: false,
  payment_method: 'terms',
  payment_terms: 14,
  invoice_schedule: 'month',
  invoice_start: null,
  payment_type: 'postpaid',
  billing_address1: '1 Harbour St',
  billing_address2: null,
  billing_address3: null,
  billing_city: 'Sydney',
  address_id: null,
  address: null,
  auto_invoice: false,
  auto_remind: true,
  require_photos: false,
} as unknown as Client;
const contact = {
  id: 3,
  name: 'Ann Accounts',
  type: 'account',
  number: '0298765432',
  email: 'ann@harbour.example',
  notes: null,
} as unknown as Contact;

afterEach(cleanUpAfterTest);

function renderSettings(editable: boolean) {
  serve((path) =>
    path === '/api/clients/7/contacts' ? page([contact], 10) : path === '/api/clients/7/addresses' ? page([], 5) : undefined,
  );
  signIn(1, editable ? ['view_clients', 'manage_clients'] : ['view_clients', 'manage_accounts']);
  renderPage(<SettingsTab client={client} editable={editable} />, '/client/7/settings');
}

describe('client settings', () => {
  it('are read-only for a bookkeeper: values shown, nothing to change', async () => {
    renderSettings(false);
    expect(await screen.findByText('Ann Accounts')).toBeTruthy();
    expect(screen.getByText(/Read-only: your role does not manage clients/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Billing address' }) as HTMLInputElement).value).toBe('1 Harbour St');
    expect(screen.getByRole('textbox', { name: 'Billing address' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Active' })).toBeNull();
    expect(screen.getByRole('switch', { name: /Auto-remind/ })).toHaveProperty('disabled', true);
  });

  it('are editable with manage_clients', async () => {
    renderSettings(true);
    expect(await screen.findByText('Ann Accounts')).toBeTruthy();
    expect(screen.queryByText(/Read-only/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Billing address' })).toHaveProperty('readOnly', false);
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New contact' })).toBeTruthy();
  });
});
