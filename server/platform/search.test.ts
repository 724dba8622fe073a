import { afterAll, describe, expect, it } from 'vitest';
import { buildClient, buildNote } from '../test/client-factories';
import { createDemoApp } from '../test/demo';
import { buildUserDocument } from '../test/document-factories';
import { buildAwayEvent } from '../test/user-factories';
import { buildVisit } from '../test/visit-factories';

const { t, admin, people } = await createDemoApp('admin');
afterAll(() => t.close());
const db = t.app.db;
const found = async (url: string) => {
  const response = await admin.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>[];
};

describe('lists search where a user would search', () => {
  it('notes by their text', async () => {
    const client = await buildClient(db);
    await buildNote(db, client.id, { note: 'Alarm code changes on Monday' });
    await buildNote(db, client.id, { note: 'Keys with reception' });
    expect((await found(`/api/clients/${client.id}/notes?search=alarm`)).map((n) => n.note)).toEqual(['Alarm code changes on Monday']);
  });

  it('documents by name or file name', async () => {
    await buildUserDocument(t.app, { userId: people.contractor.id, name: 'insurance', filename: 'public-liability-2026.pdf' });
    await buildUserDocument(t.app, { userId: people.contractor.id, name: 'vaccination', filename: 'flu.pdf' });
    expect((await found(`/api/users/${people.contractor.id}/documents?search=liability`)).map((d) => d.filename)).toEqual([
      'public-liability-2026.pdf',
    ]);
  });

  it('away events by description', async () => {
    await buildAwayEvent(db, { userId: people.contractor.id, description: 'Surgery recovery' });
    await buildAwayEvent(db, { userId: people.contractor.id, description: 'Holiday' });
    expect((await found(`/api/users/${people.contractor.id}/away-events?search=surgery`)).map((e) => e.description)).toEqual([
      'Surgery recovery',
    ]);
  });

  it('jobs by client name', async () => {
    const dental = await buildClient(db, { name: 'Searchlight Dental' });
    await buildVisit(db, { clientId: dental.id, userIds: [people.contractor.id] });
    await buildVisit(db, { userIds: [people.contractor.id] });
    const jobs = await found(`/api/users/${people.contractor.id}/schedules?search=searchlight`);
    expect(jobs.map((j) => j.client_name)).toEqual(['Searchlight Dental']);
  });

  it('the outbox by subject or recipient', async () => {
    await admin.post('/forgot-password', { email: people.contractor.email });
    const mails = await found(`/api/mails?search=${encodeURIComponent(people.contractor.email)}`);
    expect(mails.length).toBeGreaterThan(0);
    expect(await found('/api/mails?search=no-such-subject-anywhere')).toEqual([]);
  });
});

describe('lists that cannot be searched say so', () => {
  it.each([
    '/api/clients/1/client-schedules',
    '/api/contractor-monthly-progress?month=2026-11-01',
    '/api/users/0/schedules/today',
    '/api/away-events',
  ])('%s', async (url) => {
    const response = await admin.get(`${url}${url.includes('?') ? '&' : '?'}search=anything`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ search: ['This list cannot be searched.'] });
  });
});
