import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailDraft } from '../../../shared/api/send-mail';
import { defaultTemplates } from '../../../shared/mail-templates';
import { cleanUpAfterTest, renderPage, signIn } from '../../test/render';
import { StatementDialog } from './statement-dialog';

type Call = { method: string; url: string; body: unknown };

const draft: MailDraft = {
  to: ['accounts@harbour.example'],
  cc: [],
  ...defaultTemplates.statement,
  values: {
    document: 'Statement of account',
    business_name: 'Sparkle Commercial Cleaning',
    client_name: 'Harbour Dental',
    period: '1 Oct 2026 to 31 Oct 2026',
    details: 'The balance owing at 31 Oct 2026 is $1,100.00.',
    amount_due: '$1,100.00',
  },
  contacts: [
    { name: 'Accounts', email: 'accounts@harbour.example', account: true },
    { name: 'Jordan Lee', email: 'jordan@harbour.example', account: false },
  ],
  attachments: [{ filename: 'statement-harbour-dental.pdf', url: '/api/clients/3/download-statement?from=2026-10-01&to=2026-10-31' }],
};

function serveDialog() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      calls.push({
        method: init?.method ?? 'GET',
        url: url.pathname + url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const json = (body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      if (url.pathname === '/api/clients/3/statement-mail-draft') return json(draft);
      if (url.pathname.endsWith('/send-statement')) return json({ message: 'Statement sent to 2 recipients.', to: [] });
      if (url.pathname.endsWith('/download-statement'))
        return Promise.resolve(new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }));
      return json({});
    }),
  );
  return calls;
}

function show(onClose = vi.fn()) {
  signIn(1, ['manage_invoices', 'view_clients']);
  const calls = serveDialog();
  renderPage(<StatementDialog opened client={{ id: 3, name: 'Harbour Dental' }} onClose={onClose} />, '/');
  return { calls, onClose };
}

beforeEach(() => {
  // Tuesday 24 November 2026, late morning in Sydney: in BAS Q2 of financial year 2027.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T00:30:00Z'));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => {} }));
});
afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe('the account statement dialog', () => {
  it.each([
    ['Last month', '1 Oct 2026 to 31 Oct 2026'],
    ['Last 30 days', '26 Oct 2026 to 24 Nov 2026'],
    ['Last quarter', '1 Jul 2026 to 30 Sep 2026'],
    ['Last 90 days', '27 Aug 2026 to 24 Nov 2026'],
    ['Last financial year', '1 Jul 2025 to 30 Jun 2026'],
    ['Last year', '1 Jan 2025 to 31 Dec 2025'],
    ['Last 365 days', '25 Nov 2025 to 24 Nov 2026'],
  ])('%s is %s', async (shortcut, range) => {
    show();
    fireEvent.click(screen.getByRole('radio', { name: shortcut }));
    expect(await screen.findByText(range)).toBeTruthy();
  });

  it('downloads the chosen range’s PDF', async () => {
    const { calls, onClose } = show();
    fireEvent.click(screen.getByRole('radio', { name: 'Last quarter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/clients/3/download-statement?from=2026-07-01&to=2026-09-30'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for both days of a range picked by hand', async () => {
    const { calls } = show();
    fireEvent.click(screen.getByRole('radio', { name: 'Choose dates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Pick the first and the last day.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('download-statement'))).toBe(false);
  });

  it('e-mails it through the send dialog: To from the contacts, the statement template, a preview, the PDF; the call carries `mail`', async () => {
    const { calls, onClose } = show();
    fireEvent.click(screen.getByText('Email', { exact: true }));
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveProperty('value', defaultTemplates.statement.subject);
    const preview = screen.getByRole('region', { name: 'Preview of the e-mail' });
    expect(preview.textContent).toContain('Statement of account for Harbour Dental');
    expect(screen.getByRole('link', { name: 'statement-harbour-dental.pdf' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/clients/3/statement-mail-draft?from=2026-10-01&to=2026-10-31');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/clients/3/send-statement',
      body: {
        from: '2026-10-01',
        to: '2026-10-31',
        mail: {
          to: ['accounts@harbour.example'],
          cc: [],
          subject: defaultTemplates.statement.subject,
          message: defaultTemplates.statement.message,
        },
      },
    });
  });
});
