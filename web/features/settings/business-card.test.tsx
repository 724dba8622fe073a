import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneralSettings } from '../../../shared/api/settings';
import { queryClient } from '../../lib/query-client';
import { renderPage, serveCalls, signIn } from '../../test/render';
import { BusinessCard } from './business-card';

const stored: GeneralSettings = {
  business_name: 'Sparkle Commercial Cleaning',
  legal_name: 'Sparkle Cleaning Pty Ltd',
  abn: '51824753556',
  gst_registered: true,
  address: '12 George St, Sydney NSW 2000',
  state: 'NSW',
  phone: '02 9000 1234',
  email: 'accounts@sparkle.example',
  logo: null,
  header_title: null,
  header_content: null,
  footer_title: 'Thank you',
  footer_content: null,
  account_name: 'Sparkle Cleaning',
  bsb: '062000',
  account_number: '12345678',
  default_terms: 14,
  reminder_days: 7,
  notice_days: 14,
  warning_days: 7,
  late_check_in_minutes: 30,
  next_invoice_number: 1043,
  min_invoice_number: 1043,
};

/** The settings calls as the server answers them; `put` decides the answer to a save. */
function serveSettings(put: (body: Record<string, unknown>) => Response) {
  return serveCalls(({ method, body }) => (method === 'PUT' ? put(body as Record<string, unknown>) : Response.json(stored)));
}

beforeEach(() => {
  queryClient.clear();
  signIn(1, ['settings']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Settings → General → Business', () => {
  it('shows the stored business with the ABN and BSB as people write them', async () => {
    serveSettings(() => Response.json(stored));
    renderPage(<BusinessCard />, '/settings');
    expect((await screen.findByLabelText(/Business name/)).getAttribute('value')).toBe('Sparkle Commercial Cleaning');
    expect(field('ABN').value).toBe('51 824 753 556');
    expect(field('BSB').value).toBe('062-000');
    expect(field(/Registered for GST/).checked).toBe(true);
    expect(screen.getByText(/^1043 or more/)).toBeTruthy();
  });

  it('says what is wrong with an ABN under it and sends nothing', async () => {
    const sent = serveSettings(() => Response.json(stored));
    renderPage(<BusinessCard />, '/settings');
    fireEvent.change(await screen.findByLabelText('ABN'), { target: { value: '51 824 753 557' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The ABN is not a valid Australian business number.')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves the form, and shows the server’s refusal under its field', async () => {
    const sent = serveSettings(() =>
      Response.json(
        {
          message: 'The given data was invalid.',
          errors: { next_invoice_number: ['The next invoice number must be greater than 1042, the last one used.'] },
        },
        { status: 422 },
      ),
    );
    renderPage(<BusinessCard />, '/settings');
    fireEvent.change(await screen.findByLabelText(/Header title/), { target: { value: 'Tax invoice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The next invoice number must be greater than 1042, the last one used.')).toBeTruthy();
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/settings/general');
    expect(put?.body).toMatchObject({
      business_name: 'Sparkle Commercial Cleaning',
      header_title: 'Tax invoice',
      next_invoice_number: 1043,
      gst_registered: true,
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The given data was invalid.'));
  });
});
