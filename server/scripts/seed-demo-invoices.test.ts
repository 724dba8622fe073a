/**
 * The demo business's invoices (demo/invoices.ts, demo/invoice-fates.ts), on a demo of its own: a year of them,
 * made from its finished visits by the product's rules, in every state a business without SMTP sees, and money
 * that adds up by hand.
 */
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/api/paging';
import type { InvoiceSummary } from '../../shared/api/invoices';
import { addDays, todayIn } from '../../shared/dates';
import { issueDateOf, periodContaining } from '../../shared/invoice-periods';
import { invoiceStates } from '../../shared/invoice-states';
import { invoiceTotals, lineAmount } from '../../shared/money';
import { systemActor } from '../features/audit/audit';
import { clients } from '../features/clients/clients.table';
import { autoInvoice } from '../features/invoices/auto-invoice';
import { invoiceLines, invoices, payments } from '../features/invoices/invoices.table';
import { billableVisits } from '../features/schedules/invoicing.queries';
import { schedules } from '../features/schedules/schedules.table';
import { type Client, createTestApp, signIn, type TestApp } from '../test/test-app';
import { BY_HAND_AFTER_DAYS } from './demo/invoices';
import { seedDemoIfEmpty } from './seed';

let t: TestApp;
let today: string;
let bookkeeper: Client;

beforeAll(async () => {
  t = await createTestApp();
  today = todayIn(t.app.config.timeZone);
  await seedDemoIfEmpty(t.app.db, t.app.storage, { info() {} });
  bookkeeper = await signIn(t.app, 'bookkeeper@example.com');
});
afterAll(() => t.close());

const listed = async (filters: Record<string, unknown>) =>
  ((await bookkeeper.get(`/api/invoices?count=100&filters=${encodeURIComponent(JSON.stringify(filters))}`)).json() as Paged<InvoiceSummary>)
    .meta.total;

describe('the demo business’s invoices', () => {
  it('cover a year, numbered in the order of their dates, in every state but sending and suspended', async () => {
    const rows = await t.app.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(rows.length).toBeGreaterThan(300);
    expect(rows[0].issuedAt <= addDays(today, -330)).toBe(true);
    expect(rows.every((row, i) => i === 0 || (row.number === rows[i - 1].number + 1 && row.issuedAt >= rows[i - 1].issuedAt))).toBe(true);
    // Sending needs mail in flight (the demo has no SMTP); suspension is a person's decision on a suspended client.
    for (const state of invoiceStates.filter((s) => s !== 'sending' && s !== 'suspended'))
      expect(await listed({ invoiceState: state }), state).toBeGreaterThan(0);
    expect(await listed({ invoiceState: 'cancelled' })).toBe(1);
    expect(await listed({ invoiceState: 'unpaid' })).toBeGreaterThan(3);
  });

  it('hold totals that are their lines plus GST, and payments that never pass the total', async () => {
    const db = t.app.db;
    const rows = await db.select().from(invoices);
    const lines = await db.select().from(invoiceLines);
    const paid = await db.select().from(payments);
    for (const invoice of rows) {
      const own = lines.filter((l) => l.invoiceId === invoice.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((l) => l.amount === lineAmount({ unit_price: l.unitPrice, quantity: l.quantity }))).toBe(true);
      expect(
        invoiceTotals(
          own.map((l) => ({ unit_price: l.unitPrice, quantity: l.quantity })),
          { gst: invoice.gst },
        ),
      ).toEqual({ subtotal: invoice.subtotal, tax: invoice.tax, total: invoice.total });
      const applied = paid.filter((p) => p.invoiceId === invoice.id);
      expect(applied.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(invoice.total);
      expect(applied.every((p) => p.amount > 0 && p.paidAt >= invoice.issuedAt && p.paidAt < today)).toBe(true);
      if (invoice.cancelledAt) expect(applied).toEqual([]);
    }
    // Paid by hand, in cash at the door, and from the demo's bank lines matched to their invoices.
    expect(new Set(paid.map((p) => p.source))).toEqual(new Set(['manual', 'cash', 'transaction']));
  });

  it('give each cash visit its own invoice, paid at the door when the contractor recorded the cash', async () => {
    const db = t.app.db;
    const cash = await db.select().from(invoices).where(eq(invoices.cash, true));
    const visits = await db
      .select()
      .from(schedules)
      .where(
        inArray(
          schedules.invoiceId,
          cash.map((i) => i.id),
        ),
      );
    const cashPayments = await db.select().from(payments).where(eq(payments.source, 'cash'));
    const cashClients = new Set(
      (await db.select({ id: clients.id }).from(clients).where(eq(clients.paymentMethod, 'cash'))).map((c) => c.id),
    );
    for (const invoice of cash) {
      const [visit, ...more] = visits.filter((v) => v.invoiceId === invoice.id);
      expect(more).toEqual([]);
      expect(cashClients.has(invoice.clientId)).toBe(true);
      expect(invoice).toMatchObject({ issuedAt: visit.dueDate, terms: 0 });
      const payment = cashPayments.filter((p) => p.invoiceId === invoice.id);
      expect(payment.map((p) => [p.amount, p.paidAt, p.scheduleId])).toEqual(visit.paid ? [[invoice.total, visit.dueDate, visit.id]] : []);
    }
    expect(cashPayments.length).toBe(visits.filter((v) => v.paid).length);
  });

  it('leave the nightly run nothing to do, and the office only its past week’s work', async () => {
    const db = t.app.db;
    expect(await autoInvoice(db, { until: today, actor: systemActor })).toEqual({ created: 0, cash: 0 });
    const byHand = await db.select().from(clients).where(eq(clients.autoInvoice, false));
    const waiting = await billableVisits(db, { clientIds: byHand.map((c) => c.id), to: addDays(today, -1) });
    for (const visit of waiting) {
      const client = byHand.find((c) => c.id === visit.clientId)!;
      const period = periodContaining(client.invoiceSchedule, client.invoiceStart!, visit.dueDate)!;
      expect(issueDateOf(period) > addDays(today, -BY_HAND_AFTER_DAYS), `visit ${visit.id} of ${client.name} on ${visit.dueDate}`).toBe(
        true,
      );
    }
    // The drafts waiting are the run's of the past week.
    const drafts = await db.select().from(invoices).where(eq(invoices.cash, false));
    for (const draft of drafts.filter((i) => i.lastSent === null))
      expect(draft.periodKey !== null && draft.issuedAt > addDays(today, -BY_HAND_AFTER_DAYS)).toBe(true);
  });

  it('has the cancelled invoice’s visits on its replacement, and clients that owe', async () => {
    const db = t.app.db;
    const [cancelled] = await db.select().from(invoices).where(isNotNull(invoices.cancelledAt));
    expect(await db.select().from(schedules).where(eq(schedules.invoiceId, cancelled.id))).toEqual([]);
    const [replacement] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.note, `Replaces invoice #${cancelled.number}, with the purchase order number.`));
    expect(replacement).toMatchObject({ clientId: cancelled.clientId, total: cancelled.total, issuedAt: addDays(cancelled.issuedAt, 4) });
    const [chased] = await db.select().from(clients).where(eq(clients.name, 'Randwick Physiotherapy & Sports Injury Clinic'));
    const account = (await bookkeeper.get(`/api/clients/${chased.id}`)).json() as { owing: number; last_issued: string };
    expect(account.owing).toBeGreaterThan(0);
    expect(account.last_issued < today).toBe(true);
  });
});

describe('the demo business’s own details', () => {
  it('are filled in, so its invoices print a business with an ABN, bank details and a logo', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const settings = (await admin.get('/api/settings/general')).json();
    expect(settings).toMatchObject({
      business_name: 'Harbour City Commercial Cleaning',
      abn: '53004085260',
      gst_registered: true,
      bsb: '062000',
    });
    const logo = await admin.get(settings.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });
});
