import { expect, test } from './journey-test';
import { apiSession, unique, type VisitState } from './page-models/api-session';
import { businessDay, businessTimeZone } from './page-models/client-page';
import { jobsPage } from './page-models/jobs-page';
import { loginPage } from './page-models/login-page';
import { cameraPhoto, visitPage } from './page-models/visit-page';

/** On a phone in the business's zone, at the site of the demo's client, with the location allowed. */
test.use({
  viewport: { width: 390, height: 844 },
  timezoneId: businessTimeZone,
  geolocation: { latitude: -33.8971, longitude: 151.1791, accuracy: 12 },
  permissions: ['geolocation'],
});

test('a contractor with no signal works through today’s visit, and the server holds it all once the phone is back online', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = unique('Basement Gym');
  const tomorrowClient = unique('Plant Room Offices');
  const tasks = ['Mop change rooms', 'Wipe mirrors'];
  const notes = `No signal on level B2; code 4412 (${client}).`;
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const jobs = jobsPage(page);
  const visit = visitPage(page);

  const { visitId, sam } = await test.step('the office books today’s visit for two contractors and one for tomorrow', async () => {
    const sam = await office.userId('contractor@example.com');
    const mei = await office.userId('mei@example.com');
    const book = async (name: string, day: number, names: string[]) => {
      const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name });
      const booking = { due_date: businessDay(day).iso, time: '07:00', users: [sam, mei], tasks: names.map((n) => ({ name: n })) };
      return (await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, booking)).id;
    };
    await book(tomorrowClient, 1, ['Vacuum lobby']);
    return { visitId: await book(client, 0, tasks), sam };
  });

  await test.step('with signal: sign in and open the jobs, which the phone keeps', async () => {
    await loginPage(page).signInAs('contractor@example.com');
    await jobs.open();
    await expect(jobs.visit(client)).toBeVisible();
    // The service worker has the app shell once it controls the page (it fetches the whole shell first: slow under load).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  });

  await test.step('no signal: the app still opens, with today’s and tomorrow’s jobs', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(jobs.heading()).toBeVisible();
    await expect(jobs.visit(client)).toBeVisible();
    await jobs.visit(tomorrowClient).getByText(tomorrowClient, { exact: true }).click();
    await expect(visit.heading()).toHaveText(tomorrowClient);
    await expect(visit.task('Vacuum lobby')).toBeVisible();
    await page.goBack();
    await jobs.visit(client).getByText(client, { exact: true }).click();
    await expect(visit.heading()).toHaveText(client);
  });

  const arrivedBefore = new Date().toISOString();
  await test.step('no signal: arrive, tick, write a note, take a photo and complete the visit', async () => {
    await page.getByRole('button', { name: 'Arrived' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Recorded on the card (the button gives way to the arrival) while it waits to be sent.
    await expect(page.getByRole('button', { name: 'Arrived' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Sam Taylor · waiting to send');
    await visit.task(tasks[0]).click();
    await expect(visit.task(tasks[0])).toBeChecked();
    await visit.writeNotes(notes);
    await expect(visit.notesButton()).toHaveText('Notes •');
    await visit.addPhoto(await cameraPhoto(page, 'b2-change-room.jpg'));
    await expect(visit.photo('b2-change-room.jpg')).toBeVisible();
    // The last tick with two contractors asks who came, as it does online; then Complete visit.
    await visit.task(tasks[1]).click();
    await expect(visit.attendanceDialog()).toBeVisible();
    await visit.attendee('Mei Chen').uncheck();
    await visit.attendanceDialog().getByRole('button', { name: 'Complete visit' }).click();
    await expect(visit.attendanceDialog()).toBeHidden();
    await expect(visit.completedText()).toBeVisible();
    await expect(page.getByText('6 changes waiting to send')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('6 to send');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/offline-visit-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '.tmp/offline-visit-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    // The report is the server's, so none is offered before it holds the completion.
    await expect(page.getByRole('link', { name: 'View report' })).toHaveCount(0);
    // Nothing reached the server meanwhile.
    const meanwhile = await office.get<VisitState>(`/api/user-schedules/${visitId}`);
    expect([meanwhile.complete, meanwhile.notes, meanwhile.assets.length]).toEqual([false, null, 0]);
  });

  await test.step('back online: within 30 s the server holds every change, once', async () => {
    await context.setOffline(false);
    await expect
      .poll(async () => (await office.get<VisitState>(`/api/user-schedules/${visitId}`)).complete, { timeout: 30_000 })
      .toBe(true);
    await expect(page.getByText(/changes? waiting to send/)).toHaveCount(0, { timeout: 30_000 });
    const saved = await office.get<VisitState & { check_in: { at: string; lat: number | null } | null }>(`/api/user-schedules/${visitId}`);
    expect(saved.tasks.map((task) => [task.name, task.complete])).toEqual(tasks.map((name) => [name, true]));
    expect(saved.notes).toBe(notes);
    expect(saved.attended).toEqual([sam]);
    expect(saved.assets.map((asset) => asset.name)).toEqual(['b2-change-room.jpg']);
    // The arrival keeps the time of the tap, not the time it was sent.
    expect(saved.check_in?.lat).toBeCloseTo(-33.8971, 3);
    expect(saved.check_in && saved.check_in.at >= arrivedBefore && saved.check_in.at < new Date().toISOString()).toBe(true);
    const photo = await office.context.get(saved.assets[0].path);
    expect((await photo.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  await test.step('the office’s view of the visit shows it', async () => {
    const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: businessTimeZone });
    const officePage = await officeContext.newPage();
    await loginPage(officePage).signInAs('office@example.com');
    const card = visitPage(officePage);
    await card.open(visitId);
    await expect(card.completedText()).toBeVisible();
    for (const name of tasks) await expect(card.task(name)).toBeChecked();
    await expect(card.notesButton()).toHaveText('Notes •');
    await expect(card.photo('b2-change-room.jpg')).toBeVisible();
    await expect(officePage.getByRole('main')).toContainText('Sam Taylor');
    await officeContext.close();
  });

  await office.dispose();
});

test('a change the office overtook while the phone had no signal is shown as not applied, with the server’s reason', async ({
  page,
  context,
  baseURL,
}) => {
  const client = unique('Car Park Level 3');
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const visit = visitPage(page);
  const sam = await office.userId('contractor@example.com');
  const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name: client });
  const booking = { due_date: businessDay(0).iso, time: '07:00', users: [sam], tasks: [{ name: 'Sweep ramp' }, { name: 'Empty bins' }] };
  const { id: visitId } = await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, booking);

  await loginPage(page).signInAs('contractor@example.com');
  await visit.open(visitId);
  await expect(visit.heading()).toHaveText(client);
  await context.setOffline(true);
  await visit.task('Sweep ramp').click();
  await expect(page.getByText('1 change waiting to send')).toBeVisible();

  await test.step('signing out with a change waiting asks first', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out with changes not sent?' });
    await expect(dialog).toContainText('1 change waiting to send from this phone. Signing out deletes it');
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(visit.heading()).toHaveText(client);
  });

  await test.step('the office skips the visit meanwhile; back online the tick is refused and kept in view', async () => {
    await office.put(`/api/user-schedules/${visitId}`, { skip: true });
    await context.setOffline(false);
    const refused = page.getByRole('alert').filter({ hasText: 'Not applied: Ticked Sweep ramp' });
    await expect(refused).toContainText('A skipped visit cannot be changed.', { timeout: 30_000 });
    await expect(page.getByText(/waiting to send/)).toHaveCount(0);
    const saved = await office.get<VisitState>(`/api/user-schedules/${visitId}`);
    expect(saved.tasks.map((task) => task.complete)).toEqual([false, false]);
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refused).toHaveCount(0);
  });

  await office.dispose();
});
