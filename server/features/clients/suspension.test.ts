import { fullDayText } from '../../../shared/date-text';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client as ClientRecord } from '../../../shared/api/clients';
import { addDays, todayIn } from '../../../shared/dates';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, outbox } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';
import { buildVisit } from '../../test/visit-factories';
import { mails } from '../mail/mail.table';
import { resumeSuspendedClients, resumeSuspendedJob, type SuspensionContext } from './suspend-client';

const { t, people, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());
const ctx: SuspensionContext = { db: t.app.db, jobs: t.app.jobs, config: t.app.config };
const today = todayIn(t.app.config.timeZone);

async function makeClient(name: string): Promise<number> {
  return (await office.post('/api/clients', { name, active: true })).json().id;
}

/** A visit of the client `days` from today, assigned to that contractor. */
async function visit(clientId: number, days: number, userId: number, state: { complete?: boolean; skip?: boolean } = {}) {
  await buildVisit(t.app.db, { clientId, dueDate: addDays(today, days), userIds: [userId], lines: [], ...state });
}

const mailsAbout = async (name: string) => (await outbox(admin)).filter((m) => m.subject.endsWith(`: ${name}`)).reverse();

describe('suspending a client', () => {
  it('suspends with a reason and a date, audits, and e-mails the contacts and the contractors of future visits', async () => {
    const id = await makeClient('Suspend Me Pty Ltd');
    for (const contact of [
      { name: 'Ann', email: 'ann@suspendme.example' },
      { name: 'Accounts', email: 'accounts@suspendme.example', type: 'account' },
      { name: 'Phone only', number: '0400 000 000' },
    ]) {
      expect((await office.post(`/api/clients/${id}/contacts`, contact)).statusCode).toBe(201);
    }
    await visit(id, 3, people.contractor.id);
    await visit(id, 10, people.contractor.id);
    await visit(id, -3, people.otherContractor.id);
    await visit(id, 5, (await buildUser(t.app.db)).id, { complete: true });
    await visit(id, 6, (await buildUser(t.app.db)).id, { skip: true });
    const until = addDays(today, 14);
    const response = await office.post(`/api/clients/${id}/suspend`, { suspend_reason: 'Invoices unpaid', suspend_to: until });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, suspended: true, suspend_reason: 'Invoices unpaid', suspend_to: until });

    const sent = await mailsAbout('Suspend Me Pty Ltd');
    expect(sent.map((m) => [m.subject, [...m.to].sort()])).toEqual([
      ['Service suspended: Suspend Me Pty Ltd', ['accounts@suspendme.example', 'ann@suspendme.example']],
      ['Service suspended: Suspend Me Pty Ltd', [demo.contractor]],
    ]);
    expect(sent[0].text).toContain(`suspended until ${fullDayText(until)}`);
    expect(sent[0].text).toContain('Reason: Invoices unpaid');
    expect(sent[1].text).not.toContain('Invoices unpaid');
    const [entry] = await auditTrail(admin, 'clients', id);
    expect(entry).toMatchObject({
      action: 'suspend',
      user_name: 'Priya Shah',
      changes: { suspend_reason: 'Invoices unpaid', suspend_to: until },
    });
    expect(
      (await office.get(`/api/clients?filters=${encodeURIComponent('{"state":"suspended"}')}`)).json().data.map((c: ClientRecord) => c.id),
    ).toContain(id);
  });

  it('sends nothing to nobody: a client without contacts or visits is suspended quietly', async () => {
    const id = await makeClient('Quiet Pty Ltd');
    expect(
      (await office.post(`/api/clients/${id}/suspend`, { suspend_reason: 'Closed for renovation', suspend_to: '' })).json(),
    ).toMatchObject({ suspended: true, suspend_to: null });
    expect(await mailsAbout('Quiet Pty Ltd')).toEqual([]);
  });

  it.each([
    [{}, { suspend_reason: ['The suspend reason field is required.'] }],
    [{ suspend_reason: '  ' }, { suspend_reason: ['The suspend reason field is required.'] }],
    [{ suspend_reason: 'x', suspend_to: '2020-01-01' }, { suspend_to: ['The suspend to date may not be in the past.'] }],
    [{ suspend_reason: 'x', suspend_to: '2030-13-01' }, { suspend_to: ['The suspend to must be a date in the form YYYY-MM-DD.'] }],
  ])('refuses %j', async (payload, errors) => {
    const id = await makeClient('Refused Pty Ltd');
    const response = await office.post(`/api/clients/${id}/suspend`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('needs suspend_clients, and answers 404 for a client that does not exist', async () => {
    const id = await makeClient('Guarded Pty Ltd');
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.post(`/api/clients/${id}/suspend`, { suspend_reason: 'x' })).statusCode).toBe(403);
    expect((await bookkeeper.get(`/api/clients/${id}/unsuspend-service`)).statusCode).toBe(403);
    expect((await office.post('/api/clients/999999/suspend', { suspend_reason: 'x' })).statusCode).toBe(404);
    expect((await office.get('/api/clients/999999/unsuspend-service')).statusCode).toBe(404);
  });
});

describe('resuming service', () => {
  it('unsuspends by hand with the XSRF header, e-mails everyone once, and a repeat changes nothing', async () => {
    const id = await makeClient('Resume Me Pty Ltd');
    await office.post(`/api/clients/${id}/contacts`, { name: 'Bo', email: 'bo@resume.example' });
    await visit(id, 2, people.otherContractor.id);
    await office.post(`/api/clients/${id}/suspend`, { suspend_reason: 'Holiday shutdown' });
    expect((await office.request({ method: 'GET', url: `/api/clients/${id}/unsuspend-service`, xsrf: false })).statusCode).toBe(419);
    const resumed = await office.get(`/api/clients/${id}/unsuspend-service`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ suspended: false, suspend_reason: null, suspend_to: null });
    expect((await office.get(`/api/clients/${id}/unsuspend-service`)).statusCode).toBe(200);
    const sent = (await mailsAbout('Resume Me Pty Ltd')).filter((m) => m.subject.startsWith('Service resumed'));
    expect(sent.map((m) => m.to)).toEqual([['bo@resume.example'], [demo.otherContractor]]);
    const actions = (await auditTrail(admin, 'clients', id)).map((a) => a.action);
    expect(actions.slice(0, 2)).toEqual(['unsuspend', 'suspend']);
  });

  it('resumes by itself once suspend_to has come, in the nightly job', async () => {
    const due = await makeClient('Due Today Pty Ltd');
    const later = await makeClient('Due Later Pty Ltd');
    const open = await makeClient('Open Ended Pty Ltd');
    await office.post(`/api/clients/${due}/contacts`, { name: 'Cy', email: 'cy@due.example' });
    await office.post(`/api/clients/${due}/suspend`, { suspend_reason: 'Closed', suspend_to: today });
    await office.post(`/api/clients/${later}/suspend`, { suspend_reason: 'Closed', suspend_to: addDays(today, 1) });
    await office.post(`/api/clients/${open}/suspend`, { suspend_reason: 'Closed' });

    expect(await resumeSuspendedClients(ctx, today)).toEqual([due]);
    expect((await office.get(`/api/clients/${due}`)).json()).toMatchObject({ suspended: false, suspend_to: null });
    expect((await office.get(`/api/clients/${later}`)).json()).toMatchObject({ suspended: true });
    expect((await mailsAbout('Due Today Pty Ltd')).map((m) => m.subject)).toEqual([
      'Service suspended: Due Today Pty Ltd',
      'Service resumed: Due Today Pty Ltd',
    ]);
    const [entry] = await auditTrail(admin, 'clients', due);
    expect(entry).toMatchObject({ action: 'unsuspend', user_name: 'System' });

    // Run again the same night: nothing left to do, no second e-mail.
    expect(await resumeSuspendedClients(ctx, today)).toEqual([]);
    // The scheduler runs it through the job queue: today nothing is left, so no e-mail either.
    const before = await t.app.db.$count(mails);
    await t.app.jobs.send(resumeSuspendedJob);
    expect(await t.app.db.$count(mails)).toBe(before);
    expect((await office.get(`/api/clients/${later}`)).json()).toMatchObject({ suspended: true });
    // The next night the other one resumes; a suspension without a date waits for a person.
    expect(await resumeSuspendedClients(ctx, addDays(today, 1))).toEqual([later]);
    expect((await office.get(`/api/clients/${open}`)).json()).toMatchObject({ suspended: true });
  });
});
