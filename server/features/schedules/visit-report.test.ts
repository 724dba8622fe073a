import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { activityLog, outbox } from '../../test/inspect';
import { pdfText } from '../../test/invoice-documents';
import { createVisitCardApp } from '../../test/visit-card-app';
import { sendFile } from '../../test/uploads';
import { buildTaskGroup, type VisitAttrs } from '../../test/visit-factories';
import { mails } from '../mail/mail.table';
import { settings } from '../settings/settings.table';
import { uploads } from '../uploads/uploads.table';
import { scheduleAssets } from './schedules.table';
import { visitChecks } from './visit-checks.table';
import { businessNameOf } from './visit-report';

const { t, office, bookkeeper, contractor, maria, sam, mariaId, today, visit } = await createVisitCardApp();
afterAll(() => t.close());

/** Sam's visit of yesterday, done: a task group, two lines (one consumable), notes and two contacts (one without e-mail). */
async function doneVisit(facts: VisitAttrs = { complete: true, completedAt: new Date() }, userIds = [sam]) {
  const client = await buildClient(t.app.db, {
    contacts: [
      { name: 'Jordan Lee', email: 'jordan@client.example' },
      { name: 'No Mail', email: null },
    ],
  });
  const group = await buildTaskGroup(t.app.db, { clientId: client.id, name: 'Weekly office clean', lines: [] });
  const lines = [
    { name: 'Vacuum carpets', complete: true },
    { name: 'Restock hand soap', consumable: true, quantity: 3, complete: false },
  ];
  const notes = 'Side gate was locked; used the back door.';
  const v = await visit({ clientId: client.id, taskGroupId: group.id, notes, userIds, dueDate: addDays(today, -1), lines, ...facts });
  const [jordan, nobody] = client.contacts;
  return { ...v, group, jordan, nobody, report: `/api/schedule/${v.visit.id}/report` };
}

describe('reading the report', () => {
  it('gives the office the report with the client’s contacts that have an e-mail as recipients', async () => {
    const v = await doneVisit();
    const res = await office.get(v.report);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: v.visit.id,
      client_name: v.client.name,
      task_group_name: 'Weekly office clean',
      state: 'complete',
      due_date: v.visit.dueDate,
      notes: 'Side gate was locked; used the back door.',
      users: [{ id: sam, name: 'Sam Taylor' }],
      tasks: [
        { name: 'Vacuum carpets', complete: true, consumable: false, quantity: null },
        { name: 'Restock hand soap', complete: false, consumable: true, quantity: 3 },
      ],
      photos: [],
      recipients: [{ id: v.jordan.id, name: 'Jordan Lee', email: 'jordan@client.example', type: 'contact' }],
      may_email: true,
    });
    expect(res.json().address).toContain('King St');
  });

  it('shows a paused task as paused, with its date, on the page and in the PDF, not as a task left undone', async () => {
    const lines = [
      { name: 'Vacuum carpets', complete: true },
      { name: 'Polish brass', complete: false, paused: true, pauseTo: '2026-12-24', pauseReason: 'Tenant away' },
      { name: 'Clean skylights', complete: false, paused: true },
    ];
    const v = await doneVisit({ complete: true, completedAt: new Date(), lines });
    const tasks = (await office.get(v.report)).json().tasks;
    expect(tasks.map(({ name, complete, paused, pause_to }: Record<string, unknown>) => ({ name, complete, paused, pause_to }))).toEqual([
      { name: 'Vacuum carpets', complete: true, paused: false, pause_to: null },
      { name: 'Polish brass', complete: false, paused: true, pause_to: '2026-12-24' },
      { name: 'Clean skylights', complete: false, paused: true, pause_to: null },
    ]);
    const text = await pdfText((await office.get(`${v.report}/pdf`)).rawPayload);
    expect(text).toContain('Paused until 24 Dec 2026');
    expect(text).toContain('Paused indefinitely');
  });

  it('carries the arrival, the departure and the time on site; the office’s flags stay off the PDF', async () => {
    const v = await doneVisit();
    const at = (minutes: number) => new Date(v.visit.dueAt.getTime() + minutes * 60_000);
    await t.app.db.insert(visitChecks).values([
      { scheduleId: v.visit.id, userId: sam, kind: 'in', at: at(10), lat: -33.897, lng: 151.179, accuracyM: 5, distanceM: 3, onSite: true },
      {
        scheduleId: v.visit.id,
        userId: sam,
        kind: 'out',
        at: at(160),
        lat: -33.91,
        lng: 151.179,
        accuracyM: 5,
        distanceM: 1446,
        onSite: false,
      },
    ]);
    const report = (await office.get(v.report)).json();
    expect(report.check_in).toMatchObject({ user: { id: sam }, on_site: true });
    expect(report.check_out).toMatchObject({ distance_m: 1446, on_site: false });
    expect(report.presence_flags).toEqual(['off_site']);
    const text = await pdfText((await office.get(`${v.report}/pdf`)).rawPayload);
    expect(text).toMatch(/Arrived\s+.+, on site/);
    expect(text).toContain('Time on site');
    expect(text).toContain('2 h 30 min');
    expect(text).not.toContain('from the site');
  });

  it('shows a contractor their own visit’s report without the contacts, and nobody else’s', async () => {
    const v = await doneVisit();
    const own = await contractor.get(v.report);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ recipients: [], may_email: false });
    expect((await maria.get(v.report)).statusCode).toBe(404);
    expect((await maria.get(`${v.report}/pdf`)).statusCode).toBe(404);
    // The bookkeeper does not see every visit.
    expect((await bookkeeper.get(v.report)).statusCode).toBe(404);
  });

  it('refuses a visit that is not done, with the state’s reason', async () => {
    for (const facts of [{}, { skip: true }]) {
      const v = await visit({ userIds: [sam], dueDate: addDays(today, 2), ...facts });
      const res = await office.get(`/api/schedule/${v.visit.id}/report`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Only a complete or invoiced visit has a report.' });
      expect((await office.get(`/api/schedule/${v.visit.id}/report/pdf`)).statusCode).toBe(422);
    }
    const invoiced = await doneVisit({ complete: true, invoiceId: 1 });
    expect((await office.get(invoiced.report)).json().state).toBe('invoiced');
  });
});

describe('the PDF', () => {
  it('is an attachment that holds the task group, tasks, notes and photos with their taken time', async () => {
    const v = await doneVisit();
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const begun = await contractor.post(`/api/schedule/${v.visit.id}/assets`, {
      filename: 'foyer.jpg',
      size: image.length,
      taken_at: '2026-11-20T23:15:00Z',
    });
    expect(begun.statusCode, begun.body).toBe(201);
    expect((await sendFile(contractor, begun.json().id, image)).statusCode).toBe(200);

    const res = await contractor.get(`${v.report}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="visit-report-client-\\d+-${v.visit.dueDate}\\.pdf"`),
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Visit report',
      v.client.name,
      'Weekly office clean',
      'Vacuum carpets',
      'Restock hand soap',
      'Side gate was locked; used the back door.',
      'Sam Taylor',
    ]) {
      expect(text).toContain(expected);
    }
    // Taken at 10:15 am in Sydney; the photo itself is drawn, not listed by name.
    expect(text).toContain('21 Nov 2026, 10:15 am');
    expect(text).not.toContain('No photos.');
    expect(res.rawPayload.length).toBeGreaterThan(image.length / 10);
  });

  it('is headed with the business’s name and logo from Settings, as its invoices are, not the product’s name', async () => {
    const v = await doneVisit();
    const bare = await contractor.get(`${v.report}/pdf`);
    const logo = await sharp({ create: { width: 400, height: 120, channels: 3, background: { r: 20, g: 60, b: 120 } } })
      .png()
      .toBuffer();
    const storagePath = t.app.storage.newName('.png');
    await t.app.storage.put(storagePath, logo);
    const uploadId = `logo-${v.visit.id}`;
    await t.app.db.insert(uploads).values({
      id: uploadId,
      ownerType: 'settings',
      ownerId: 1,
      createdBy: sam,
      filename: 'logo.png',
      kind: 'image',
      maxBytes: 1e7,
      received: logo.length,
      complete: true,
      contentType: 'image/png',
      storagePath,
      size: logo.length,
    });
    const before = (await t.app.db.select().from(settings).where(eq(settings.id, 1)))[0];
    await t.app.db
      .update(settings)
      .set({ businessName: 'Harbour City Commercial Cleaning', logoUploadId: uploadId })
      .where(eq(settings.id, 1));
    try {
      const res = await contractor.get(`${v.report}/pdf`);
      const text = await pdfText(res.rawPayload);
      expect(text.split('\n')[0]).toBe('Harbour City Commercial Cleaning');
      expect(text).not.toMatch(/CLEANUP|CleanUp/);
      const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
      expect(images(res.rawPayload)).toBe(images(bare.rawPayload) + 1);
    } finally {
      await t.app.db
        .update(settings)
        .set({ businessName: before.businessName, logoUploadId: before.logoUploadId })
        .where(eq(settings.id, 1));
    }
  });

  it('survives a stored photo that cannot be read: its thumbnail is not found, the report and its e-mail still go', async () => {
    const v = await doneVisit();
    // A file stored before images were checked in full, or damaged on disk since.
    const storagePath = t.app.storage.newName('.jpg');
    await t.app.storage.put(storagePath, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]));
    const uploadId = `damaged-${v.visit.id}-photo-upload`;
    await t.app.db.insert(uploads).values({
      id: uploadId,
      ownerType: 'schedule_assets',
      ownerId: v.visit.id,
      createdBy: sam,
      filename: 'damaged.jpg',
      kind: 'image',
      maxBytes: 1e7,
      received: 2004,
      complete: true,
      contentType: 'image/jpeg',
      storagePath,
      size: 2004,
    });
    const [asset] = await t.app.db
      .insert(scheduleAssets)
      .values({ scheduleId: v.visit.id, uploadId, name: 'damaged.jpg', userId: sam })
      .returning();
    const thumbnail = await contractor.get(`/api/schedule/${v.visit.id}/asset/${asset.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(404);
    expect(thumbnail.json()).toEqual({ message: 'The photo could not be read.' });
    expect((await contractor.get(`${v.report}/pdf`)).statusCode).toBe(200);
    expect((await office.post(v.report, { users: [v.jordan.id] })).statusCode).toBe(200);
  });

  it('names the business as the mail is sent from', () => {
    expect(businessNameOf('Sparkle Cleaning <office@sparkle.example>')).toBe('Sparkle Cleaning');
    expect(businessNameOf('"Bright & Co" <a@b.c>')).toBe('Bright & Co');
    expect(businessNameOf('no-reply@example.com')).toBe('CleanUp');
  });
});

describe('e-mailing the report', () => {
  it('queues one mail to the chosen contact and the other addresses, with the PDF attached, and audits it', async () => {
    const v = await doneVisit();
    const res = await office.post(v.report, {
      users: [v.jordan.id],
      custom: ' boss@client.example;  ; JORDAN@client.example; site@agency.example ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Report sent to 3 recipients.',
      to: ['jordan@client.example', 'boss@client.example', 'site@agency.example'],
    });

    const [mail] = await outbox(office);
    expect(mail).toMatchObject({
      to: ['jordan@client.example', 'boss@client.example', 'site@agency.example'],
      subject: expect.stringContaining(`Visit report: ${v.client.name}`),
      attachments: [
        {
          filename: `visit-report-${v.client.name.toLowerCase().replace(' ', '-')}-${v.visit.dueDate}.pdf`,
          content_type: 'application/pdf',
        },
      ],
      status: 'kept',
    });
    const [row] = await t.app.db.select().from(mails).where(eq(mails.id, mail.id));
    const text = await pdfText(await t.app.storage.read(row.attachments[0].storagePath));
    expect(text).toContain('Weekly office clean');
    expect(text).toContain('Vacuum carpets');

    const log = await activityLog(office);
    expect(
      log.some(
        (a) =>
          a.description.startsWith(`e-mailed the report of the visit of ${v.client.name}`) &&
          a.description.endsWith('to jordan@client.example, boss@client.example, site@agency.example'),
      ),
    ).toBe(true);
  });

  it('answers 422 with the field at fault: no recipient, a bad address, a contact of another client or without e-mail', async () => {
    const v = await doneVisit();
    const other = await doneVisit();
    const cases: [unknown, string, RegExp][] = [
      [{}, 'custom', /Choose a contact or enter at least one address/],
      [{ users: [], custom: ' ; ' }, 'custom', /Choose a contact/],
      [{ custom: 'boss@client.example; not-an-address' }, 'custom', /“not-an-address” is not a valid e-mail address\.$/],
      [{ custom: 'a@x.example, b@y.example' }, 'custom', /Separate addresses with a semicolon/],
      [{ users: [other.jordan.id] }, 'users', /contacts of this client/],
      [{ users: [v.nobody.id], custom: 'boss@client.example' }, 'users', /with an e-mail/],
      [{ users: ['x'] }, 'users.0', /invalid/],
    ];
    for (const [body, field, message] of cases) {
      const res = await office.post(v.report, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]?.[0], `${JSON.stringify(body)}: ${res.body}`).toMatch(message);
    }
    expect((await outbox(office)).some((m) => m.subject.includes(v.client.name))).toBe(false);
  });

  it('is for view_clients holders who see the visit; a visit not done is refused before the recipients', async () => {
    const v = await doneVisit({ complete: true, completedAt: new Date() }, [mariaId]);
    const body = { custom: 'boss@client.example' };
    expect((await contractor.post(v.report, body)).statusCode).toBe(403);
    expect((await maria.post(v.report, body)).statusCode).toBe(403);
    expect((await bookkeeper.post(v.report, body)).statusCode).toBe(404);
    const pending = await visit({ userIds: [sam], dueDate: addDays(today, 3) });
    const refused = await office.post(`/api/schedule/${pending.visit.id}/report`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Only a complete or invoiced visit has a report.');
  });
});
