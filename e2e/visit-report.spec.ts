import { expect, test } from './journey-test';
import type { Mail } from '../shared/api/mail';
import { apiSession } from './page-models/api-session';
import { signedIn } from './page-models/signed-in';
import { settingsPage } from './page-models/settings-page';
import { jobsList, visitReportPage } from './page-models/visit-report-page';

test.use({ viewport: { width: 390, height: 844 } });

/** A name no other run uses, so the outbox row is this journey's own. */
const custom = `site-manager.${Date.now().toString(36)}@agency.example`;

test('on a phone the office opens a done visit’s report, downloads it and e-mails it with the PDF attached', async ({ page, baseURL }) => {
  const jobs = jobsList(page);
  const report = visitReportPage(page);
  await signedIn(page, 'office@example.com');

  await test.step('find a done visit among all contractors’ jobs', async () => {
    await jobs.open();
    await jobs.showAllDates();
    await expect(jobs.reportActions().first()).toBeVisible();
    // The cards show only the actions that apply: no placeholder leaves a gap.
    await expect(jobs.placeholderActions()).toHaveCount(0);
    await jobs.reportActions().first().click();
  });

  await test.step('read the report and download its PDF', async () => {
    await report.expectOpen();
    await expect(report.ticks().first()).toBeVisible();
    const download = await report.downloadPdf();
    expect(download.suggestedFilename()).toMatch(/^visit-report-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  await test.step('e-mail it to a contact and another address', async () => {
    // The first done visit listed may be of a client another journey made, which has no contact with an e-mail yet:
    // the office gives it one, so the dialog has a contact to choose whichever visit came first.
    const visitId = Number(/\/my-jobs\/(\d+)\/report$/.exec(new URL(page.url()).pathname)?.[1]);
    const office = await apiSession(baseURL ?? '', 'office@example.com');
    const { client_id: clientId } = await office.get<{ client_id: number }>(`/api/user-schedules/${visitId}`);
    const { data: contacts } = await office.get<{ data: { email: string | null }[] }>(`/api/contacts?client=${clientId}`);
    if (!contacts.some((contact) => contact.email)) {
      await office.post(`/api/clients/${clientId}/contacts`, { name: 'Site manager', email: `manager.${clientId}@agency.example` });
      // The report brings its recipients with it (decision 008): read it again.
      await page.reload();
      await report.expectOpen();
    }
    await office.dispose();
    await report.openEmailForm();
    await expect(report.contacts().first()).toBeVisible();
    await report.send().click();
    await expect(report.dialog.getByText('Choose a contact or enter at least one address.')).toBeVisible();
    await report.contacts().first().check();
    await report.otherAddresses().fill(`${custom}, boss@agency.example`);
    await report.send().click();
    await expect(report.dialog.getByText(/is not a valid e-mail address\. Separate addresses with a semicolon\./)).toBeVisible();
    await report.otherAddresses().fill(custom);
    await report.send().click();
    await expect(page.getByText('Report sent to 2 recipients.')).toBeVisible();
    await expect(report.dialog).toBeHidden();
  });

  await test.step('the outbox holds it with the PDF attached', async () => {
    const mails = (await (await page.request.get('/api/mails?count=20')).json()).data as Mail[];
    const mail = mails.find((m) => m.to.includes(custom));
    expect(mail?.subject).toMatch(/^Visit report: /);
    expect(mail?.to).toHaveLength(2);
    expect(mail?.attachments).toEqual([{ filename: expect.stringMatching(/^visit-report-.+\.pdf$/), content_type: 'application/pdf' }]);

    await settingsPage(page).openCard('outbox');
    await page.getByRole('main').getByText(custom).first().click();
    const opened = page.getByRole('dialog');
    await expect(opened.getByText(mail?.subject ?? '').first()).toBeVisible();
    await expect(opened.getByText(mail?.attachments[0].filename ?? '')).toBeVisible();
  });
});
