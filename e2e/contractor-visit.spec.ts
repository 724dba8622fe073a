import { expect, test } from './journey-test';
import { apiSession, unique, type VisitState } from './page-models/api-session';
import { businessDay, businessTimeZone } from './page-models/client-page';
import { jobsPage } from './page-models/jobs-page';
import { signedIn } from './page-models/signed-in';
import { cameraPhoto, visitPage } from './page-models/visit-page';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: businessTimeZone });

test('a contractor works through today’s visit on the phone and completes it with who attended', async ({ page, baseURL }) => {
  const client = unique('Newtown Bakery');
  const tasks = { first: 'Vacuum floors', consumable: 'Restock hand soap', last: 'Empty bins' };
  const notes = `Side gate code changed; key left with reception (${client}).`;
  const office = await apiSession(baseURL ?? '', 'office@example.com');

  // Through the API as the office: a client with a visit today at 7 am (before the demo's 8 am visits) for
  // Sam Taylor (contractor@) and Mei Chen, with a consumable among its three tasks.
  const { visitId, sam, mei } = await test.step('the office books today’s visit for two contractors', async () => {
    const sam = await office.userId('contractor@example.com');
    const mei = await office.userId('mei@example.com');
    const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name: client });
    const booking = await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, {
      due_date: businessDay(0).iso,
      time: '07:00',
      users: [sam, mei],
      tasks: [
        { name: tasks.first, price: 6000, contractor_percentage: 80 },
        { name: tasks.consumable, consumable: true },
        { name: tasks.last },
      ],
    });
    return { visitId: booking.id, sam, mei };
  });

  const jobs = jobsPage(page);
  const visit = visitPage(page);

  await test.step('sign in as the contractor and open today’s job from the list', async () => {
    await signedIn(page, 'contractor@example.com');
    await jobs.open();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(jobs.visit(client)).toContainText(businessDay(0).listed);
    await expect(jobs.visit(client)).toContainText('7:00 am');
    await expect(jobs.visit(client)).toContainText('3 tasks');
    await jobs.visit(client).getByText(client, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/my-jobs/${visitId}$`));
    await expect(visit.heading()).toHaveText(client);
    await expect(page.getByRole('main')).toContainText('Mei Chen, Sam Taylor');
    await expect(visit.completeButton()).toBeDisabled();
    await expect(page.getByText('Tick every task first.')).toBeVisible();
  });

  await test.step('tick the first task', async () => {
    await visit.task(tasks.first).click();
    await expect(visit.task(tasks.first)).toBeChecked();
    // Without task_price a contractor sees no prices or pay (decision 006).
    await expect(visit.taskCard(tasks.first)).not.toContainText('$');
  });

  await test.step('the consumable asks how many were used', async () => {
    await expect(visit.taskCard(tasks.consumable)).toContainText('consumable');
    await visit.task(tasks.consumable).click();
    await expect(visit.quantityDialog()).toContainText(`How many ${tasks.consumable} were used?`);
    await visit.enterQuantity(tasks.consumable, 3);
    await expect(visit.task(tasks.consumable)).toBeChecked();
    await expect(visit.taskCard(tasks.consumable)).toContainText('used: 3');
  });

  await test.step('add a photo and see its thumbnail', async () => {
    await expect(page.getByText('No photos yet.')).toBeVisible();
    await visit.addPhoto(await cameraPhoto(page, 'front-counter.jpg'));
    const photo = visit.photo('front-counter.jpg');
    await expect(photo).toBeVisible();
    // The thumbnail really loaded (the server made it from the upload), not a broken image.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    await expect(page.getByText('No photos yet.')).toHaveCount(0);
  });

  await test.step('add a note', async () => {
    await expect(visit.notesButton()).toHaveText('Notes');
    await visit.writeNotes(notes);
    await expect(visit.notesButton()).toHaveText('Notes •');
    // Opened again, the note is kept.
    await visit.notesButton().click();
    await expect(visit.notesDialog().getByRole('textbox', { name: 'Notes' })).toHaveValue(notes);
    await visit.notesDialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(visit.notesDialog()).toBeHidden();
  });

  await test.step('tick the last task: with two contractors the app asks who attended', async () => {
    await visit.task(tasks.last).click();
    await expect(visit.attendanceDialog()).toBeVisible();
    await expect(visit.attendanceDialog()).toContainText('Who attended? This decides how the earnings for this job are shared.');
    // Not now: the visit stays open, every task ticked, and Complete visit asks again.
    await visit.attendanceDialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(visit.attendanceDialog()).toBeHidden();
    await expect(visit.task(tasks.last)).toBeChecked();
    await expect(visit.state()).toHaveText('open');
  });

  await test.step('press Complete visit and confirm that only the contractor attended', async () => {
    await expect(visit.completeButton()).toBeEnabled();
    await visit.completeButton().click();
    const dialog = visit.attendanceDialog();
    await expect(dialog).toContainText('This decides how the earnings for this job are shared.');
    await expect(visit.attendee('Sam Taylor')).toBeChecked();
    await expect(visit.attendee('Mei Chen')).toBeChecked();
    await visit.attendee('Mei Chen').uncheck();
    await dialog.getByRole('button', { name: 'Complete visit' }).click();
    await expect(dialog).toBeHidden();
    await expect(visit.state()).toHaveText('complete');
    await expect(visit.completedText()).toBeVisible();
    await expect(visit.completeButton()).toHaveCount(0);
  });

  await test.step('the server holds the quantity, the note, the photo and the completion', async () => {
    const saved = await office.get<VisitState>(`/api/user-schedules/${visitId}`);
    expect(saved.complete).toBe(true);
    expect(saved.completed_at).not.toBeNull();
    expect(saved.state.state).toBe('complete');
    expect(saved.attended).toEqual([sam]);
    expect(saved.attended).not.toContain(mei);
    expect(saved.notes).toBe(notes);
    expect(saved.tasks.map((task) => [task.name, task.complete])).toEqual([
      [tasks.first, true],
      [tasks.consumable, true],
      [tasks.last, true],
    ]);
    expect(saved.tasks.find((task) => task.name === tasks.consumable)?.quantity).toBe(3);
    expect(saved.assets.map((asset) => asset.name)).toEqual(['front-counter.jpg']);
    // The photo is the JPEG that was sent, whole.
    const download = await office.context.get(saved.assets[0].path);
    expect(download.ok()).toBe(true);
    expect(download.headers()['content-type']).toBe('image/jpeg');
    expect((await download.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  await office.dispose();
});
