import { randomUUID } from 'node:crypto';
import type { Outcome, Session } from './http-session';

/**
 * What the soak's writers do, and the ledger they keep of it. Every create carries a marker of its own (a name,
 * e-mail, note, label or description with a uuid), so the checks find each record, or two, by it afterwards.
 */
export type WriteKind =
  | 'client'
  | 'contact'
  | 'invoice'
  | 'invoice line'
  | 'send'
  | 'mark paid'
  | 'bank line'
  | 'link to invoice'
  | 'credit to client'
  | 'expense'
  | 'expense from bank line';

/** One write and what became of it; the ids say where to look for its effect. */
export type Write = {
  kind: WriteKind;
  marker: string;
  acknowledged: boolean;
  status: number;
  attempts: number;
  clientId?: number;
  invoiceId?: number;
  invoiceNumber?: number;
  transactionId?: number;
};

export type Random = () => number;

/** mulberry32: a small seeded generator, so `--seed` repeats the writers' choices and the faults' schedule. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const idOf = (body: unknown, inner?: 'data') => {
  const record = (inner ? (body as Record<string, unknown> | null)?.[inner] : body) as { id?: unknown } | null;
  return typeof record?.id === 'number' ? record.id : undefined;
};
const fieldOf = (body: unknown, field: string) => {
  const value = (body as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' ? value : undefined;
};

/** The stories one writer tells, step by step; a step not acknowledged ends its story (what follows needs it). */
export function createWriter(session: Session, ledger: Write[], context: { today: string; run: string }) {
  const { today, run } = context;
  async function step(kind: WriteKind, marker: string, send: () => Promise<Outcome>, ids: Partial<Write> = {}) {
    const outcome = await send();
    const write: Write = { kind, marker, acknowledged: outcome.acknowledged, status: outcome.status, attempts: outcome.attempts, ...ids };
    ledger.push(write);
    return outcome.acknowledged ? outcome.body : null;
  }
  const marker = (what: string) => `Soak ${run} ${what} ${randomUUID()}`;

  /** A client with an account contact, an invoice of one line, sent: answers the invoice, or null. */
  async function sentInvoice(random: Random, client?: { id: number; email: string }) {
    let owner = client;
    if (!owner) {
      const name = marker('client');
      const created = idOf(await step('client', name, () => session.write('POST', '/api/clients', { name })));
      if (!created) return null;
      const email = `soak-${randomUUID()}@example.test`;
      const contact = { name: 'Accounts', email, type: 'account' };
      const added = await step('contact', email, () => session.write('POST', `/api/clients/${created}/contacts`, contact), {
        clientId: created,
      });
      if (!added) return null;
      owner = { id: created, email };
    }
    const note = marker('invoice');
    const invoice = await step('invoice', note, () => session.write('POST', '/api/invoices', { client_id: owner.id, note }), {
      clientId: owner.id,
    });
    const invoiceId = idOf(invoice);
    const number = fieldOf(invoice, 'number');
    if (!invoiceId || !number) return null;
    const label = marker('line');
    const line = { label, unit_price: between(random, 1_000, 50_000), quantity: 1 };
    const ids = { clientId: owner.id, invoiceId, invoiceNumber: number };
    const lined = await step('invoice line', label, () => session.write('POST', `/api/invoices/${invoiceId}/lines`, line), ids);
    if (!lined) return null;
    const sent = await step('send', owner.email, () => session.write('GET', `/api/invoices/${invoiceId}/send`), ids);
    if (!sent) return null;
    return { client: owner, invoiceId, number, balance: fieldOf(lined, 'balance') ?? 0 };
  }

  /** A bank line received: answers its id, or null. */
  async function bankLine(amount: number, ids: Partial<Write> = {}) {
    const description = marker('bank');
    const body = { created_at: today, description, amount };
    return idOf(await step('bank line', description, () => session.write('POST', '/api/transactions', body), ids));
  }

  /** Sent, then paid one of four ways (or left owing); a credit is then taken by two more invoices sent at once. */
  async function invoiceStory(random: Random) {
    const invoice = await sentInvoice(random);
    if (!invoice || invoice.balance <= 0) return;
    const ids = { clientId: invoice.client.id, invoiceId: invoice.invoiceId, invoiceNumber: invoice.number };
    const how = random();
    if (how < 0.25) {
      await step('mark paid', '', () => session.write('GET', `/api/invoices/${invoice.invoiceId}/paid`), ids);
    } else if (how < 0.6) {
      const amount = random() < 0.5 ? invoice.balance : Math.max(1, Math.floor(invoice.balance / 2));
      const line = await bankLine(amount, ids);
      if (!line) return;
      const link = { invoices: [{ id: invoice.invoiceId, amount }] };
      await step('link to invoice', '', () => session.write('PUT', `/api/transactions/${line}`, link), { ...ids, transactionId: line });
    } else if (how < 0.85) {
      const line = await bankLine(between(random, 5_000, 40_000), ids);
      if (!line) return;
      const credit = { client_id: invoice.client.id, credit: true };
      const credited = await step('credit to client', '', () => session.write('PUT', `/api/transactions/${line}`, credit), {
        ...ids,
        transactionId: line,
      });
      // The client's credit goes to the invoices sent after it: two at once, as an office sending a batch would.
      if (credited) await Promise.all([sentInvoice(random, invoice.client), sentInvoice(random, invoice.client)]);
    }
  }

  async function expenseStory(random: Random) {
    const description = marker('expense');
    const expense = { description, created_at: today, amount: between(random, 500, 30_000), business_use: 100, gst: false };
    await step('expense', description, () => session.write('POST', '/api/expenses', expense));
  }

  /** Money out of the bank, recorded as a new expense from the line. */
  async function spendingStory(random: Random) {
    const amount = between(random, 500, 20_000);
    const line = await bankLine(-amount);
    if (!line) return;
    const description = marker('spent');
    const expense = { expense: { description, amount, gst: false, business_use: 100 } };
    await step('expense from bank line', description, () => session.write('PUT', `/api/transactions/${line}`, expense), {
      transactionId: line,
    });
  }

  return async function tellOne(random: Random) {
    const pick = random();
    if (pick < 0.6) await invoiceStory(random);
    else if (pick < 0.8) await expenseStory(random);
    else await spendingStory(random);
  };
}
