import { eq, type SQL, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mails } from './mail.table';
import { sweepOutbox } from './outbox-sweep';
import { deliverMail, queueMail } from './send-mail';

type Received = { to: string[]; data: string };

/** A real SMTP server on loopback that records what it receives. */
function startSmtp(received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let t: TestApp;
let smtp: { port: number; close: () => Promise<void> };
const received: Received[] = [];

beforeAll(async () => {
  smtp = await startSmtp(received);
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'CleanUp <office@example.com>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail delivery through SMTP', () => {
  it('delivers a queued message once, even when the delivery job runs again', async () => {
    const { db, jobs, config, storage } = t.app;
    const id = await queueMail(db, jobs, config, { to: ['Client@Example.com'], subject: 'Your invoice', text: 'Hello' });
    // Jobs run inline in tests: queueing delivered it already.
    expect(received).toHaveLength(1);
    await deliverMail(db, storage, config, id);
    await deliverMail(db, storage, config, id);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['client@example.com']);
    const [row] = await db.select().from(mails).where(eq(mails.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('cannot inject a header through the subject', async () => {
    const { db, jobs, config } = t.app;
    received.length = 0;
    await queueMail(db, jobs, config, { to: ['a@example.com'], subject: 'Hi\r\nBcc: victim@example.com', text: 'x' });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['a@example.com']);
    expect(received[0].data).not.toMatch(/^Bcc:/im);
  });

  it('marks a failed delivery failed with its error, visible in the outbox, and retries it', async () => {
    const { db, storage } = t.app;
    const config = { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@example.com' };
    const [row] = await db
      .insert(mails)
      .values({ to: ['b@example.com'], subject: 'S', text: 'T', status: 'queued' })
      .returning();
    await expect(deliverMail(db, storage, config, row.id)).rejects.toThrow();
    const [failed] = await db.select().from(mails).where(eq(mails.id, row.id));
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
    await deliverMail(db, storage, t.app.config, row.id);
    const [sent] = await db.select().from(mails).where(eq(mails.id, row.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

const messageIdOf = (data: string) => /^Message-ID:\s*(\S+)/im.exec(data)?.[1];

describe('the outbox sweep, for what a killed process left behind', () => {
  // Times on the database's clock, as the sweep compares them.
  type Row = Omit<Partial<typeof mails.$inferInsert>, 'createdAt' | 'claimedAt'> & { createdAt?: SQL; claimedAt?: SQL };
  const insert = async (values: Row) => {
    const [row] = await t.app.db
      .insert(mails)
      .values({ to: ['c@example.com'], subject: 'Swept', text: 'T', ...values })
      .returning();
    return row;
  };
  const statusOf = async (id: number) => (await t.app.db.select().from(mails).where(eq(mails.id, id)))[0];

  it('sends a message left queued without its delivery job (killed between the commit and the queueing)', async () => {
    received.length = 0;
    const orphan = await insert({ status: 'queued', createdAt: sql`now() - interval '2 minutes'` });
    const fresh = await insert({ status: 'queued' });
    expect(await sweepOutbox(t.app.db, t.app.jobs)).toEqual([orphan.id]);
    expect(received.map((r) => messageIdOf(r.data))).toEqual([`<mail-${orphan.id}@cleanup.local>`]);
    expect(await statusOf(orphan.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await statusOf(fresh.id)).status).toBe('queued');
  });

  it('sends again, with the same Message-ID, a message whose delivering process died (its claim is stale)', async () => {
    const { db, jobs, config } = t.app;
    received.length = 0;
    const id = await queueMail(db, jobs, config, { to: ['d@example.com'], subject: 'Died after the 250', text: 'x' });
    // The process died after the SMTP server accepted it, before it recorded `sent`.
    await db
      .update(mails)
      .set({ status: 'sending', sentAt: null, claimedAt: sql`now() - interval '6 minutes'` })
      .where(eq(mails.id, id));
    expect(await sweepOutbox(db, jobs)).toEqual([id]);
    expect(received).toHaveLength(2);
    expect(messageIdOf(received[1].data)).toBe(messageIdOf(received[0].data));
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves alone a message another process is delivering now', async () => {
    const { db, jobs, storage, config } = t.app;
    received.length = 0;
    const busy = await insert({ status: 'sending', attempts: 1, claimedAt: sql`now() - interval '1 minute'` });
    expect(await sweepOutbox(db, jobs)).toEqual([]);
    await deliverMail(db, storage, config, busy.id);
    expect(received).toHaveLength(0);
    expect(await statusOf(busy.id)).toMatchObject({ status: 'sending', attempts: 1 });
  });
});
