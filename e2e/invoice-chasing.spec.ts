import { expect, test } from './journey-test';
import { apiSession } from './page-models/api-session';
import { clientPage } from './page-models/client-page';
import { invoiceEditor } from './page-models/invoice-editor-page';
import { invoicesList } from './page-models/invoices-page';
import { signedIn } from './page-models/signed-in';

type Listed = { id: number; number: number; client_id: number; client: { name: string }; issued_at: string };
type Client = {
  id: number;
  name: string;
  payment_method: string;
  invoice_schedule: string;
  auto_invoice: boolean;
  owing?: number | null;
  suspended: boolean;
};
type Invoice = { id: number; issued_at: string; visits: { id: number; due_date: string }[]; lines: unknown[] };

// Journeys of many steps, each a round trip: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an overdue client is reminded, given a notice to pay and a suspension warning, then suspended', async ({ page, baseURL }) => {
  const api = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
  // The demo has clients whose invoices went overdue; the oldest-numbered overdue one is chased here.
  const overdue = (await api.get<{ data: Listed[] }>(`/api/invoices?count=100&filters=${encodeURIComponent('{"invoiceState":"overdue"}')}`))
    .data;
  const invoice = overdue[overdue.length - 1];
  expect(invoice, 'the demo has an overdue invoice').toBeTruthy();
  await api.dispose();

  const list = invoicesList(page);
  await signedIn(page, 'bookkeeper@example.com');
  // The client's tab, searched to the invoice: the row stays whatever its state becomes.
  await list.open(`/client/${invoice.client_id}/invoices?q=${invoice.number}`);
  const row = list.row(invoice.number);
  await expect(list.stateOf(row)).toHaveText('Overdue');

  const steps = [
    { action: 'Send reminder', toast: /^Sent a payment reminder to /, state: 'Reminded' },
    { action: 'Send notice to pay', toast: /^Sent a notice to pay to /, state: 'Notice to pay' },
    { action: 'Send suspension warning', toast: /^Sent a suspension warning to /, state: 'Suspension warning' },
    { action: 'Suspend service', toast: /^Suspended service to /, state: 'Suspended' },
  ];
  for (const step of steps) {
    await test.step(`${step.action}: it asks first, says it acts on the client, then the invoice reads ${step.state}`, async () => {
      await list.primary(row, step.action);
      // The e-mailed steps open the send dialog; suspending still asks in a confirmation.
      const suspend = step.action === 'Suspend service';
      const confirmation = list.confirmation(`${step.action} to ${invoice.client.name}${suspend ? '?' : ''}`);
      await expect(confirmation.dialog).toContainText('This acts on the client');
      if (suspend) await expect(confirmation.dialog).toContainText('its contractors are e-mailed');
      await confirmation.confirm(suspend ? step.action : 'Send');
      await expect(list.toast(step.toast)).toBeVisible();
      await expect(list.stateOf(row)).toHaveText(step.state);
    });
  }

  await test.step('the client is suspended, and a suspended invoice is marked paid from its row', async () => {
    await expect(clientPage(page).banner()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Mark paid', exact: true })).toBeVisible();
  });
});

test('auto-invoicing turns last week’s finished visits into an invoice', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL ?? '', 'admin@example.com');
  // A weekly client the office bills by hand (so last week is not invoiced yet) and that owes nothing.
  const clients = (await admin.get<{ data: Client[] }>('/api/clients?count=100')).data;
  const weekly = clients.find(
    (c) => c.payment_method === 'terms' && c.invoice_schedule === 'week' && !c.auto_invoice && !c.suspended && !c.owing,
  );
  expect(weekly, 'the demo has a weekly client billed by hand').toBeTruthy();
  const client = weekly as Client;
  await admin.put(`/api/clients/${client.id}`, { auto_invoice: true });
  const before = (
    await admin.get<{ data: Listed[] }>(`/api/invoices?filters=${encodeURIComponent(JSON.stringify({ client_id: client.id }))}`)
  ).data[0];

  const list = invoicesList(page);
  await signedIn(page, 'admin@example.com');
  await list.open('/invoices');
  await list.autoInvoice();
  await expect(list.toast(/^Made \d+ (cash )?invoices?/)).toBeVisible();

  await test.step('the client has a new open invoice issued the day after its week, with that week’s visits', async () => {
    const after = (
      await admin.get<{ data: Listed[] }>(`/api/invoices?filters=${encodeURIComponent(JSON.stringify({ client_id: client.id }))}`)
    ).data[0];
    expect(after.number).toBeGreaterThan(before?.number ?? 0);
    const made = await admin.get<Invoice>(`/api/invoices/${after.id}`);
    expect(made.visits.length).toBeGreaterThan(0);
    const weekStart = new Date(`${made.issued_at}T00:00:00Z`);
    weekStart.setUTCDate(weekStart.getUTCDate() - 7);
    for (const visit of made.visits) {
      expect(
        visit.due_date >= weekStart.toISOString().slice(0, 10) && visit.due_date < made.issued_at,
        `visit ${visit.due_date} in the week before ${made.issued_at}`,
      ).toBe(true);
    }

    await list.open(`/client/${client.id}/invoices`);
    const row = list.row(after.number);
    await expect(list.stateOf(row)).toHaveText('Open');
    await row.click();
    const editor = invoiceEditor(page);
    await expect(editor.heading()).toHaveText(`Invoice #${after.number}`);
    await expect(page.getByText(`${made.visits.length} visit${made.visits.length === 1 ? '' : 's'} billed here`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report' })).toHaveCount(made.visits.length);
  });
  await admin.dispose();
});
