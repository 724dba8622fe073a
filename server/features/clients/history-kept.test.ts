import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient, buildClientAddress } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';
import { buildTask, buildVisit } from '../../test/visit-factories';
import { expectDeleted } from '../../test/inspect';

const { t, admin } = await createDemoApp('admin');
afterAll(() => t.close());
const db = t.app.db;
const today = todayIn(timeZone);

describe('records that history refers to are never deleted', () => {
  it('keeps a client with visits done or due, and offers making it inactive', async () => {
    const client = await buildClient(db, { name: 'Kept Pty Ltd' });
    await buildVisit(db, { clientId: client.id, dueDate: addDays(today, -30), complete: true });
    const refused = await admin.delete(`/api/clients/${client.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Kept Pty Ltd has visits or invoices on record, so it cannot be deleted. Make the client inactive instead.',
    );
    expect((await admin.get(`/api/clients/${client.id}`)).statusCode).toBe(200);
  });

  it('keeps a client with an invoice, even without visits', async () => {
    const client = await buildClient(db, { name: 'Invoiced Only' });
    await buildInvoice(db, { clientId: client.id });
    expect((await admin.delete(`/api/clients/${client.id}`)).statusCode).toBe(422);
  });

  it('deletes a client whose visits are all still to come, with them', async () => {
    const client = await buildClient(db);
    await buildVisit(db, { clientId: client.id, dueDate: addDays(today, 7) });
    await expectDeleted(admin, `/api/clients/${client.id}`);
  });

  it('keeps an address, a contractor and a service that visits on record name', async () => {
    const client = await buildClient(db);
    const other = await buildClientAddress(db, client.id);
    const contractor = await buildUser(db, { name: 'Worked Before' });
    const service = await buildTask(db, { name: 'Deep clean' });
    await buildVisit(db, {
      clientId: client.id,
      addressId: other.id,
      dueDate: addDays(today, -1),
      userIds: [contractor.id],
      lines: [{ taskId: service.id, name: 'Deep clean' }],
    });
    expect((await admin.delete(`/api/clients/${client.id}/addresses/${other.id}`)).json().message).toBe(
      'This address has visits on record, so it cannot be deleted.',
    );
    expect((await admin.delete(`/api/users/${contractor.id}`)).json().message).toBe(
      'Worked Before has visits on record, so the account cannot be deleted. Disable it instead.',
    );
    expect((await admin.delete(`/api/tasks/${service.id}`)).json().message).toBe(
      'Deep clean is on visits on record, so it cannot be deleted.',
    );
  });

  it('deletes them when nothing on record names them', async () => {
    const user = await buildUser(db);
    const service = await buildTask(db);
    expect((await admin.delete(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/tasks/${service.id}`)).statusCode).toBe(204);
  });
});
