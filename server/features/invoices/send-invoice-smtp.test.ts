import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { buildClient } from '../../test/client-factories';
import { buildDemoPeople } from '../../test/demo';
import { pdfText, saveBusiness } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { type Client, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { mails } from '../mail/mail.table';
import { deliverMail } from '../mail/send-mail';
import { invoices } from './invoices.table';

type Received = { to: string[]; data: string };

/**
 * A real SMTP server on loopback that records what it receives. While `hold()` is on, it keeps each message
 * unanswered, so the outbox row stays `sending` until `release()`.
 */
function startSmtp() {
  const received: Received[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', async () => {
        await gate;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  const listening = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    received,
    listening,
    hold: () => (gate = new Promise((resolve) => (open = resolve))),
    release: () => open(),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const smtp = startSmtp();
let t: TestApp;
let bookkeeper: Client;

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await smtp.listening}`, mailFrom: 'Sparkle <accounts@sparkle.example>' });
  const { people } = await buildDemoPeople(t.app.db);
  bookkeeper = await signIn(t.app, people.bookkeeper.email);
  await saveBusiness(await signIn(t.app, people.admin.email));
});
afterAll(async () => {
  smtp.release();
  await t.close();
  await smtp.close();
});

const stateOf = async (id: number) => ((await bookkeeper.get(`/api/invoices/${id}`)).json() as Invoice).state.state;
/** The message as its text reads, quoted-printable soft line breaks undone. */
const readable = (data: string) => data.replace(/=\r?\n/g, '');

async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('Timed out');
}

describe('sending an invoice through SMTP', () => {
  it('is sending while the message waits for delivery, then sent; one e-mail with the PDF and the link', async () => {
    const client = await buildClient(t.app.db, { contacts: [{ name: 'Accounts', email: 'ap@smtp-client.example', type: 'account' }] });
    const invoice = await buildInvoice(t.app.db, { clientId: client.id });
    smtp.hold();
    const sending = bookkeeper.get(`/api/invoices/${invoice.id}/send`);
    await until(async () => (await t.app.db.select().from(mails).where(eq(mails.status, 'sending'))).length === 1);
    expect(await stateOf(invoice.id)).toBe('sending');
    // What the office may do while the message is on its way: not edit it.
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json().actions).not.toContain('edit');
    smtp.release();
    const response = await sending;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.state.state).toBe('sent');
    expect(await stateOf(invoice.id)).toBe('sent');

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.to).toEqual(['ap@smtp-client.example']);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(readable(message.data)).toContain(`http://localhost:3000/invoice/view/${row.viewToken}`);
    expect(message.data).toMatch(new RegExp(`Content-Type: application/pdf; name=invoice-${invoice.number}\\.pdf`));
    const attached = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(message.data)?.[1] ?? '';
    expect(await pdfText(Buffer.from(attached.replace(/\r\n/g, ''), 'base64'))).toContain('$110.00');

    // A retried delivery job never sends the message again.
    await deliverMail(t.app.db, t.app.storage, t.app.config, row.mailId ?? 0);
    await deliverMail(t.app.db, t.app.storage, t.app.config, row.mailId ?? 0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sending again sends one more e-mail and is sending until it is delivered', async () => {
    const client = await buildClient(t.app.db, { contacts: [{ name: 'Accounts', email: 'ap@again.example' }] });
    const invoice = await buildInvoice(t.app.db, { clientId: client.id });
    await bookkeeper.get(`/api/invoices/${invoice.id}/send`);
    smtp.hold();
    const again = bookkeeper.get(`/api/invoices/${invoice.id}/send`);
    await until(async () => (await t.app.db.select().from(mails).where(eq(mails.status, 'sending'))).length === 1);
    expect(await stateOf(invoice.id)).toBe('sending');
    smtp.release();
    expect((await again).json().data.state.state).toBe('sent');
    expect(smtp.received.filter((m) => m.to.includes('ap@again.example'))).toHaveLength(2);
  });
});
