import { expect, test } from './journey-test';
import { apiSession, unique, type VisitState } from './page-models/api-session';
import { businessDay, businessTimeZone } from './page-models/client-page';
import { loginPage } from './page-models/login-page';
import { profilePage } from './page-models/profile-page';
import { shell } from './page-models/shell';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: businessTimeZone });

test('a contractor’s time away shows the clashing visit on their profile, and the office swaps it to someone else', async ({
  page,
  baseURL,
}) => {
  const client = unique('Erskineville Florist');
  const description = `Family wedding in Perth (${client})`;
  // A day nine days out: far enough that the visit is still to come, near enough to be in the calendar soon.
  const day = businessDay(9);
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const profile = profilePage(page);

  // Through the API as the office: a visit of a client of its own on that day for Aisha Rahman, unlocked as a
  // generated visit would be, so that the swap is what locks it.
  const { visitId, aisha, liam } = await test.step('the office books Aisha Rahman for a visit', async () => {
    const aisha = await office.userId('aisha@example.com');
    const liam = await office.userId('liam@example.com');
    const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name: client });
    const booking = await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, {
      due_date: day.iso,
      time: '10:00',
      users: [aisha],
      tasks: [{ name: 'Cool room clean' }, { name: 'Floor mop' }],
    });
    await office.put(`/api/clients/${clientId}/client-schedules/${booking.id}`, { locked: false });
    const before = await office.get<VisitState>(`/api/user-schedules/${booking.id}`);
    expect(before.locked).toBe(false);
    expect(before.users.map((user) => user.id)).toEqual([aisha]);
    return { visitId: booking.id, aisha, liam };
  });

  await test.step('Aisha records a day away on her own profile', async () => {
    await loginPage(page).signInAs('aisha@example.com');
    await profile.openOwn();
    await profile.addAwayEvent(day, description);
    await expect(profile.awayEvent(description)).toContainText(day.short);
  });

  await test.step('her profile shows the clashing visit, without a swap for her', async () => {
    await expect(profile.conflict(client)).toBeVisible();
    await expect(profile.conflict(client)).toContainText('Cool room clean, Floor mop');
    await expect(profile.conflicts().getByRole('button', { name: 'Swap contractor' })).toHaveCount(0);
    await shell(page).signOut();
  });

  await test.step('the office opens Aisha’s profile and finds the visit in Conflicting schedules', async () => {
    await loginPage(page).signInAs('office@example.com');
    await profile.open(aisha);
    await expect(profile.awayEvent(description)).toBeVisible();
    // Her events are hers to edit: the office reads them only.
    await expect(profile.awayEvents().getByRole('button', { name: 'New event' })).toHaveCount(0);
    const row = profile.conflict(client);
    await expect(row).toBeVisible();
    await expect(row).toContainText('pending');
    await expect(row).toContainText('Aisha Rahman');
    await expect(row.getByLabel('Locked')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  await test.step('swap Aisha for Liam: the visit leaves the list', async () => {
    await profile.conflict(client).getByRole('button', { name: 'Swap contractor' }).click();
    const dialog = profile.swapDialog();
    await expect(dialog).toContainText(`${client}, `);
    await expect(dialog).toContainText('Saving locks the visit');
    const contractors = dialog.getByRole('combobox', { name: /^Contractors/ });
    // Choosing a chosen contractor again takes them off; then Liam goes on.
    await contractors.click();
    await page.getByRole('option', { name: 'Aisha Rahman', exact: true }).click();
    await contractors.fill('Liam');
    await page.getByRole('option', { name: /^Liam O.Connor$/ }).click();
    // Close the list by clicking away (Escape could close the modal instead).
    await dialog.getByRole('heading', { name: 'Swap contractor' }).click();
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(dialog.getByText(/^Liam O.Connor$/)).toBeVisible();
    await expect(dialog.getByText('Aisha Rahman', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Swap contractors' }).click();
    await expect(dialog).toBeHidden();
    await expect(profile.conflict(client)).toHaveCount(0);
  });

  await test.step('the server has the visit locked and assigned to Liam', async () => {
    const after = await office.get<VisitState>(`/api/user-schedules/${visitId}`);
    expect(after.locked).toBe(true);
    expect(after.users.map((user) => user.id)).toEqual([liam]);
    expect(after.due_date).toBe(day.iso);
    const conflicts = await office.get<{ data: { id: number }[] }>(`/api/users/${aisha}/conflicting-schedules`);
    expect(conflicts.data.map((visit) => visit.id)).not.toContain(visitId);
  });

  // Tidy up: Aisha's day away goes, so other journeys see her as she was.
  const events = await office.get<{ data: { id: number; description: string }[] }>(`/api/users/${aisha}/away-events?count=100`);
  for (const event of events.data.filter((e) => e.description === description)) {
    expect((await office.send('DELETE', `/api/users/${aisha}/away-events/${event.id}`)).status()).toBe(204);
  }
  await office.dispose();
});
