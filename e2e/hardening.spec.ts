import { expect, test } from './journey-test';
import { apiSession, unique, type VisitState } from './page-models/api-session';
import { businessDay, businessTimeZone } from './page-models/client-page';
import { clientsPage } from './page-models/clients-page';
import { jobsPage } from './page-models/jobs-page';
import { signedIn } from './page-models/signed-in';
import { visitPage } from './page-models/visit-page';

/** Rough edges a new user met (decision 014 and others), walked as a user meets them. */
test.use({ timezoneId: businessTimeZone });

test('a client with history cannot be deleted: the office is told to make it inactive instead', async ({ page, baseURL }) => {
  // A demo client with a year of visits and invoices.
  const client = 'Harbour Legal Partners';
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const clients = clientsPage(page);
  await signedIn(page, 'office@example.com');
  await clients.open();
  await clients.search(client);
  await clients.row(client).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete client ${client}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`${client} has visits or invoices on record, so it cannot be deleted. Make the client inactive instead.`),
  ).toBeVisible();
  const found = await office.get<{ data: { name: string }[] }>(`/api/clients?search=${encodeURIComponent(client)}`);
  expect(found.data.map((c) => c.name)).toContain(client);
  await office.dispose();
});

test('toggling a client’s Active switch in the list saves it and stays on the list', async ({ page, baseURL }) => {
  const client = unique('Surry Hills Framer');
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const { id } = await office.post<{ id: number }>('/api/clients', { name: client });
  const clients = clientsPage(page);
  await signedIn(page, 'office@example.com');
  await clients.open();
  await clients.search(client);
  const toggle = clients.row(client).getByRole('switch', { name: `${client} active` });
  await expect(toggle).toBeChecked();
  // The switch's visible track is its label: where a user clicks.
  await clients.row(client).locator('.mantine-Switch-track').click();
  await expect(toggle).not.toBeChecked();
  await expect(page).toHaveURL(/\/clients$/);
  await expect.poll(async () => (await office.get<{ active: boolean }>(`/api/clients/${id}`)).active).toBe(false);
  await office.dispose();
});

test('the swap dialog offers the people who do visits, not the office', async ({ page, baseURL }) => {
  const client = unique('Glebe Printers');
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const sam = await office.userId('contractor@example.com');
  const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name: client });
  await office.post(`/api/clients/${clientId}/client-schedules`, {
    due_date: businessDay(0).iso,
    time: '06:05',
    users: [sam],
    tasks: [{ name: 'Front counter wipe' }],
  });
  await signedIn(page, 'office@example.com');
  const jobs = jobsPage(page);
  await jobs.open();
  await jobs.visit(client).getByRole('button', { name: 'Swap contractor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Swap contractor' });
  await dialog.getByRole('combobox', { name: /^Contractors/ }).click();
  await expect(page.getByRole('option', { name: /^Liam O.Connor$/ })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Mei Chen', exact: true })).toBeVisible();
  for (const staff of ['Priya Shah', 'Tom Nguyen', 'Helen Brooks', 'Alex Morgan'])
    await expect(page.getByRole('option', { name: staff, exact: true })).toHaveCount(0);
  await office.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a consumable’s quantity is required: an empty box is refused under the field, a number is saved', async ({ page, baseURL }) => {
    const client = unique('Annandale Deli');
    const office = await apiSession(baseURL ?? '', 'office@example.com');
    const sam = await office.userId('contractor@example.com');
    const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name: client });
    const booking = await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, {
      due_date: businessDay(0).iso,
      time: '06:10',
      users: [sam],
      tasks: [{ name: 'Restock paper towel', consumable: true }, { name: 'Mop floors' }],
    });
    const visit = visitPage(page);
    await signedIn(page, 'contractor@example.com');
    await visit.open(booking.id);
    await visit.task('Restock paper towel').click();
    const dialog = visit.quantityDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete task' }).click();
    await expect(dialog.getByText('Enter how many were used (0 if none).')).toBeVisible();
    const box = dialog.getByRole('textbox', { name: 'How many Restock paper towel were used?' });
    // A minus sign cannot be typed: "-4" arrives as 4.
    await box.pressSequentially('-4');
    await expect(box).toHaveValue('4');
    await box.fill('2');
    await dialog.getByRole('button', { name: 'Complete task' }).click();
    await expect(dialog).toBeHidden();
    await expect(visit.task('Restock paper towel')).toBeChecked();
    const saved = await office.get<VisitState>(`/api/user-schedules/${booking.id}`);
    expect(saved.tasks.find((task) => task.name === 'Restock paper towel')).toMatchObject({ complete: true, quantity: 2 });
    await office.dispose();
  });
});
