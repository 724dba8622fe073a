import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, instantOf, todayIn } from '../../../shared/dates';
import type { Escalation } from '../../../shared/invoice-states';
import { buildClient } from '../../test/client-factories';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp, saveBusiness } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { mails } from '../mail/mail.table';
import { autoRemindJob, runAutoRemind } from './auto-remind';
import { invoices } from './invoices.table';

const { t, admin } = await createInvoicingApp();
const db = t.app.db;
const deps = { db, storage: t.app.storage, jobs: t.app.jobs, config: t.app.config };
const today = todayIn(timeZone);
const ago = (days: number) => addDays(today, -days);
/** Mid-morning of that many days ago, in the business's zone. */
const daysAgo = (days: number) => instantOf(ago(days), timeZone, '10:00');

type Case = {
  /** Days since the due date (negative: not due yet). */
  overdue: number;
  escalation?: Escalation;
  remindedDaysAgo?: number;
  noticeDaysAgo?: number;
  paid?: number;
  autoRemind?: boolean;
};

/** A client (auto-remind on unless told) with one $110.00 invoice, sent, due `overdue` days ago, at a step reached on the days given. */
async function owing(facts: Case, contacts = [{ name: 'Accounts', email: 'pay@remind.example', type: 'account' as const }]) {
  const client = await buildClient(db, { autoRemind: facts.autoRemind ?? true, contacts });
  const invoice = await buildInvoice(db, {
    clientId: client.id,
    issuedAt: ago(facts.overdue + 14),
    terms: 14,
    sentAt: daysAgo(facts.overdue + 14),
    escalation: facts.escalation,
    payments: facts.paid ? [{ amount: facts.paid }] : [],
  });
  const at = (days: number | undefined) => (days === undefined ? null : daysAgo(days));
  await db
    .update(invoices)
    .set({ remindedAt: at(facts.remindedDaysAgo), noticeAt: at(facts.noticeDaysAgo) })
    .where(eq(invoices.id, invoice.id));
  return { client, invoice };
}
const escalationOf = async (id: number) =>
  (await db.select({ escalation: invoices.escalation }).from(invoices).where(eq(invoices.id, id)))[0].escalation;

describe('auto-remind, day by day (the settings’ 7 / 14 / 7 days)', () => {
  it.each<[string, Case, string | null, Escalation | null]>([
    ['due 6 days ago', { overdue: 6 }, null, null],
    ['due 7 days ago', { overdue: 7 }, 'send-outstanding-reminder', 'reminded'],
    ['due 30 days ago', { overdue: 30 }, 'send-outstanding-reminder', 'reminded'],
    ['part paid, due 7 days ago', { overdue: 7, paid: 1000 }, 'send-outstanding-reminder', 'reminded'],
    ['not due yet', { overdue: -3 }, null, null],
    ['reminded 13 days ago', { overdue: 30, escalation: 'reminded', remindedDaysAgo: 13 }, null, 'reminded'],
    ['reminded 14 days ago', { overdue: 30, escalation: 'reminded', remindedDaysAgo: 14 }, 'send-notice-to-pay', 'notice'],
    ['noticed 6 days ago', { overdue: 40, escalation: 'notice', remindedDaysAgo: 20, noticeDaysAgo: 6 }, null, 'notice'],
    [
      'noticed 7 days ago',
      { overdue: 40, escalation: 'notice', remindedDaysAgo: 21, noticeDaysAgo: 7 },
      'send-suspension-warning',
      'warning',
    ],
    ['warned 100 days ago: never a suspension', { overdue: 200, escalation: 'warning' }, null, 'warning'],
    ['paid in full, 30 days after its due date', { overdue: 30, paid: 11_000 }, null, null],
    ['auto-remind off', { overdue: 30, autoRemind: false }, null, null],
  ])('%s → %s', async (_label, facts, step, after) => {
    const { client, invoice } = await owing(facts);
    const outcome = await runAutoRemind(deps, today);
    const sent = outcome.sent.filter((s) => s.clientId === client.id);
    expect(sent).toEqual(step ? [{ clientId: client.id, step, invoices: [invoice.id] }] : []);
    expect(await escalationOf(invoice.id)).toBe(after);
    // Never twice for a step: the same night again sends nothing for this client.
    expect((await runAutoRemind(deps, today)).sent.filter((s) => s.clientId === client.id)).toEqual([]);
  });
});

describe('auto-remind’s e-mails', () => {
  it('sends one e-mail per client per step, and is idempotent', async () => {
    const client = await buildClient(db, {
      name: 'Two Steps Co',
      autoRemind: true,
      contacts: [{ name: 'A', email: 'a@twosteps.example' }],
    });
    const sent = { clientId: client.id, sentAt: daysAgo(60) };
    const first = await buildInvoice(db, { ...sent, issuedAt: ago(40), terms: 14 });
    const second = await buildInvoice(db, { ...sent, issuedAt: ago(30), terms: 14 });
    const reminded = await buildInvoice(db, { ...sent, issuedAt: ago(60), terms: 14, escalation: 'reminded' });
    await db
      .update(invoices)
      .set({ remindedAt: daysAgo(20) })
      .where(eq(invoices.id, reminded.id));

    const outcome = await runAutoRemind(deps, today);
    expect(outcome.sent.filter((s) => s.clientId === client.id)).toEqual([
      { clientId: client.id, step: 'send-outstanding-reminder', invoices: [first.id, second.id] },
      { clientId: client.id, step: 'send-notice-to-pay', invoices: [reminded.id] },
    ]);
    const toClient = (await db.select().from(mails).orderBy(desc(mails.id))).filter((m) => m.to.includes('a@twosteps.example'));
    expect(toClient.map((m) => m.subject)).toEqual([
      'Notice to pay: 1 invoice for Two Steps Co, $110.00 owing',
      'Payment reminder: 2 invoices for Two Steps Co, $220.00 owing',
    ]);
    expect((await activityLog(admin)).find((a) => a.description.includes(`invoice #${reminded.number} `))).toMatchObject({
      user_name: 'System',
    });

    await runAutoRemind(deps, today);
    expect((await db.select().from(mails)).filter((m) => m.to.includes('a@twosteps.example'))).toHaveLength(2);
  });

  it('skips a client it cannot write to, and still reminds the others', async () => {
    const mute = await owing({ overdue: 10 }, []);
    const heard = await owing({ overdue: 10 });
    const outcome = await runAutoRemind(deps, today);
    expect(outcome.skipped).toContainEqual({
      clientId: mute.client.id,
      reason: expect.stringContaining('has no contact with an e-mail address'),
    });
    expect(await escalationOf(mute.invoice.id)).toBeNull();
    expect(await escalationOf(heard.invoice.id)).toBe('reminded');
  });

  it('follows the days in the settings', async () => {
    await saveBusiness(admin, { reminder_days: 3 });
    const { invoice } = await owing({ overdue: 3 });
    await runAutoRemind(deps, today);
    expect(await escalationOf(invoice.id)).toBe('reminded');
    await saveBusiness(admin);
  });

  it('runs as the nightly job', async () => {
    const { invoice } = await owing({ overdue: 8 });
    // Jobs run inline in tests.
    await t.app.jobs.send(autoRemindJob);
    expect(await escalationOf(invoice.id)).toBe('reminded');
  });
});
