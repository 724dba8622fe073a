import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailDraft } from '../../../shared/api/send-mail';
import { defaultTemplates } from '../../../shared/mail-templates';
import { cleanUpAfterTest, renderPage, signIn } from '../../test/render';
import { SendDialogBody } from './send-dialog';

type Call = { method: string; url: string; body: unknown };

const draft: MailDraft = {
  to: ['accounts@harbour.example'],
  cc: [],
  ...defaultTemplates.invoice,
  values: {
    document: 'Tax invoice 1042',
    business_name: 'Sparkle Commercial Cleaning',
    client_name: 'Harbour Dental',
    details: 'Please find attached tax invoice 1042 for $1,100.00, due on 8 Dec 2026.',
    links: 'View it online: http://app.test/invoice/view/…',
    how_to_pay: '',
    amount_due: '$1,100.00',
  },
  contacts: [
    { name: 'Accounts', email: 'accounts@harbour.example', account: true },
    { name: 'Jordan Lee', email: 'jordan@harbour.example', account: false },
  ],
  attachments: [{ filename: 'invoice-1042.pdf', url: '/api/invoices/7/pdf' }],
};

function serve(sendStatus = 200) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', url: url.pathname, body });
      const json = (payload: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }));
      if (url.pathname === '/api/invoices/7/mail-draft') return json(draft);
      if (url.pathname === '/api/invoices/7/send')
        return sendStatus === 200
          ? json({ message: 'Invoice #1042 sent to accounts@harbour.example (CC jordan@harbour.example).' })
          : json({ message: 'The given data was invalid.', errors: { cc: ['“x@” is not a valid e-mail address.'] } }, 422);
      return json({});
    }),
  );
  return calls;
}

function show(sendStatus = 200) {
  signIn(1, ['manage_invoices']);
  const calls = serve(sendStatus);
  const onSent = vi.fn();
  renderPage(<SendDialogBody target={{ kind: 'invoice', id: 7 }} onSent={onSent} onCancel={vi.fn()} />, '/');
  return { calls, onSent };
}

afterEach(cleanUpAfterTest);
vi.setConfig({ testTimeout: 20_000 });

describe('the send dialog', () => {
  it('starts from the draft: To from the account contacts, the template, its preview filled, the PDF to open', async () => {
    show();
    expect(await screen.findByDisplayValue('{document} from {business_name}')).toBeTruthy();
    expect(screen.getByText('accounts@harbour.example')).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview of the e-mail' });
    expect(preview.textContent).toContain('Tax invoice 1042 from Sparkle Commercial Cleaning');
    expect(preview.textContent).toContain('Please find attached tax invoice 1042 for $1,100.00');
    expect(screen.getByRole('link', { name: /invoice-1042\.pdf/ }).getAttribute('href')).toBe('/api/invoices/7/pdf');
  });

  it('previews each edit and sends the chosen To, CC, subject and message', async () => {
    const { calls, onSent } = show();
    const subject = await screen.findByLabelText('Subject');
    fireEvent.change(subject, { target: { value: 'Invoice for {client_name}' } });
    expect(screen.getByRole('region', { name: 'Preview of the e-mail' }).textContent).toContain('Invoice for Harbour Dental');
    const cc = screen.getByRole('combobox', { name: 'CC' });
    fireEvent.click(cc);
    fireEvent.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Invoice #1042 sent to accounts@harbour.example (CC jordan@harbour.example).'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/invoices/7/send',
      body: {
        to: ['accounts@harbour.example'],
        cc: ['jordan@harbour.example'],
        subject: 'Invoice for {client_name}',
        message: defaultTemplates.invoice.message,
      },
    });
  });

  it('shows the server’s refusal under its field', async () => {
    const { calls } = show(422);
    await screen.findByLabelText('Subject');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await screen.findByText('“x@” is not a valid e-mail address.')).toBeTruthy();
  });
});
