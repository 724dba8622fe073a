import type { Page } from '@playwright/test';
import { expect, test } from './journey-test';
import { businessDay, businessTimeZone, clientPage } from './page-models/client-page';
import { clientsPage } from './page-models/clients-page';
import { signedIn } from './page-models/signed-in';
import { settingsPage } from './page-models/settings-page';
import { shell } from './page-models/shell';

/** A name no other run or test uses, so every journey works on a client of its own. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Setup = { id: number; name: string; contact: { name: string; email: string }; group: string; start: ReturnType<typeof businessDay> };

/**
 * Through the UI: a new client with an address (suburb from the look-up) and a contact with an e-mail, then a
 * weekly task group for Maria Garcia from tomorrow on its tasks tab, with one line from the service catalogue.
 */
async function setUpClient(page: Page, prefix: string): Promise<Setup> {
  const name = unique(prefix);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  const contact = { name: 'Jordan Lee', email: `${slug}@example.com` };
  const group = 'Weekly office clean';
  // Tomorrow in the business's time zone, on its own weekday: every visit is still to come.
  const start = businessDay(1);
  const clients = clientsPage(page);
  const client = clientPage(page);

  const id = await test.step('create the client', async () => {
    await clients.open();
    const id = await clients.createClient(name);
    await expect(client.heading(name)).toBeVisible();
    await expect(client.tab('Settings')).toHaveAttribute('aria-selected', 'true');
    return id;
  });

  await test.step('add an address and a contact', async () => {
    await client.addAddress({
      address1: '12 Crown St',
      suburbSearch: 'Surry',
      suburb: 'Surry Hills NSW 2010',
      postcode: '2010',
      state: 'NSW',
    });
    await expect(client.card('Addresses').getByRole('row').filter({ hasText: '12 Crown St, Surry Hills NSW 2010' })).toBeVisible();
    await client.addContact(contact);
    await expect(client.card('Contacts').getByRole('row').filter({ hasText: contact.name })).toContainText(contact.email);
  });

  await test.step('add a weekly task group', async () => {
    await client.openTab('Tasks');
    await expect(page).toHaveURL(new RegExp(`/client/${id}/tasks$`));
    await expect(page.getByText('No task groups yet')).toBeVisible();
    await client.addWeeklyTaskGroup({
      name: group,
      address: '12 Crown St',
      contractor: 'Maria Garcia',
      frequency: 'Every week',
      dayOfWeek: start.weekday,
      start,
      service: 'Office clean',
      price: '$185.00',
      share: '80%',
      pay: '$148.00',
    });
    const card = client.taskGroupCard(group);
    await expect(card).toContainText('12 Crown St, Surry Hills NSW 2010');
    await expect(card).toContainText('Maria Garcia');
    await expect(card).toContainText(`Every ${start.weekday}, from ${start.short}`);
    await expect(card).toContainText('Office clean');
    await expect(card).toContainText('$185.00');
    await expect(card).toContainText('$148.00 to contractor');
  });
  return { id, name, contact, group, start };
}

/** Regenerates the client's bookings on its Bookings tab and waits for the weekly visits to be listed. */
async function regenerateBookings(page: Page, setup: Setup) {
  await test.step('regenerate the bookings', async () => {
    const client = clientPage(page);
    await client.openTab('Bookings');
    await expect(page).toHaveURL(new RegExp(`/client/${setup.id}$`));
    await client.regenerateButton().click();
    await expect(client.bookingRow(setup.start.listed)).toBeVisible();
  });
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: businessTimeZone });
  // Each journey sets up its own client through four forms first (about 15 s on the 2-core box).
  test.describe.configure({ timeout: 90_000 });

  test('the office sets up a client with a weekly task group, regenerates its bookings and skips one', async ({ page }) => {
    await signedIn(page, 'office@example.com');
    const setup = await setUpClient(page, 'Harbour Dental');
    const client = clientPage(page);
    await regenerateBookings(page, setup);

    await test.step('see the weekly bookings', async () => {
      // A 12-week horizon from tomorrow gives 12 weekly visits, 10 on the first page, all on the chosen weekday.
      await expect(client.bookingsTotal()).toHaveText(/^1–10 of 1[0-3]$/);
      const rows = client.bookingRows();
      await expect(rows).toHaveCount(10);
      for (const [index, row] of (await rows.all()).entries()) {
        await expect(row.getByRole('cell').first()).toContainText(businessDay(1 + 7 * index).listed);
        await expect(row).toContainText(setup.group);
        await expect(row).toContainText('Maria Garcia');
        await expect(client.bookingState(row)).toHaveText('pending');
      }
    });

    await test.step('skip a booking and unskip it', async () => {
      const first = client.bookingRow(setup.start.listed);
      await first.getByRole('button', { name: 'Skip' }).click();
      await expect(client.bookingState(first)).toHaveText('skipped');
      await expect(first.getByRole('button', { name: 'Unskip' })).toBeVisible();
      await expect(client.bookingState(client.bookingRow(businessDay(8).listed))).toHaveText('pending');
      await first.getByRole('button', { name: 'Unskip' }).click();
      await expect(client.bookingState(first)).toHaveText('pending');
      await expect(first.getByRole('button', { name: 'Skip' })).toBeVisible();
    });

    await test.step('find the client in the list by searching', async () => {
      const clients = clientsPage(page);
      await clients.open();
      await clients.search(setup.name);
      await expect(clients.row(setup.name)).toBeVisible();
      await clients.row(setup.name).getByText(setup.name, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/client/${setup.id}$`));
      await expect(client.heading(setup.name)).toBeVisible();
      await expect(client.bookingRow(setup.start.listed)).toBeVisible();
    });
  });

  test('suspending a client shows the banner and e-mails its contact and contractor; unsuspending resumes service', async ({ page }) => {
    await signedIn(page, 'office@example.com');
    const setup = await setUpClient(page, 'Glebe Physio');
    const client = clientPage(page);
    const clients = clientsPage(page);
    const settings = settingsPage(page);
    const mail = (subject: string, to: string) => page.getByRole('row').filter({ hasText: subject }).filter({ hasText: to });
    const reason = 'Building closed for renovation';
    // Maria Garcia is e-mailed because she has visits of the client still to come.
    await regenerateBookings(page, setup);

    await test.step('suspend the client', async () => {
      await client.suspend(reason);
      await expect(client.banner()).toBeVisible();
      await expect(client.banner()).toContainText('Until unsuspended.');
      await expect(client.banner()).toContainText(`Reason: ${reason}`);
      await expect(client.suspendedBadge()).toBeVisible();
      await expect(client.suspendButton()).toHaveCount(0);
    });

    await test.step('see it marked suspended in the clients list', async () => {
      await clients.open();
      await clients.search(setup.name);
      await expect(clients.row(setup.name)).toContainText('Suspended');
    });

    await test.step('find the suspension e-mails in the outbox', async () => {
      await settings.openCard('outbox');
      const subject = `Service suspended: ${setup.name}`;
      await expect(mail(subject, setup.contact.email)).toHaveCount(1);
      await expect(mail(subject, 'maria@example.com')).toHaveCount(1);
      await mail(subject, setup.contact.email).click();
      await expect(page.getByRole('dialog')).toContainText(`Reason: ${reason}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    await test.step('unsuspend from the banner', async () => {
      await client.open(setup.id);
      await expect(client.banner()).toBeVisible();
      await client.unsuspend();
      await expect(client.banner()).toBeHidden();
      await expect(client.suspendedBadge()).toHaveCount(0);
      await expect(client.suspendButton()).toBeVisible();
    });

    await test.step('find the resumption e-mails in the outbox', async () => {
      await settings.openCard('outbox');
      const subject = `Service resumed: ${setup.name}`;
      await expect(mail(subject, setup.contact.email)).toHaveCount(1);
      await expect(mail(subject, 'maria@example.com')).toHaveCount(1);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: businessTimeZone });

  test('the clients list and a client are cards, and the navigation gets there and back', async ({ page }) => {
    await signedIn(page, 'office@example.com');
    const clients = clientsPage(page);
    const client = clientPage(page);

    // Through the collapsed navigation.
    await shell(page).burger().click();
    await shell(page).navLink('Clients').click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(clients.heading()).toBeVisible();
    await expect(shell(page).navLink('Clients')).not.toBeInViewport();

    // Cards, not a table: 20 demo clients on the first page, each with its actions.
    await expect(page.getByRole('button', { name: 'Open client' })).toHaveCount(20);
    await expect(page.getByRole('table')).toHaveCount(0);

    // A client of its own, found by searching and opened from its card.
    const name = unique('Bondi Surf Club');
    await clients.createClient(name);
    await expect(client.heading(name)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await clients.search(name);
    await expect(page.getByRole('button', { name: 'Open client' })).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    // The card names each value, since there is no header row: the schedule and last issued share a line.
    await expect(clients.card(name)).toContainText('Invoices');
    await expect(clients.card(name)).toContainText('none issued');
    await expect(clients.card(name).getByRole('switch', { name: `${name} active` })).toBeChecked();
    await clients.entry(name).click();
    await expect(page).toHaveURL(/\/client\/\d+$/);
    await expect(client.heading(name)).toBeVisible();
    await expect(page.getByText('No bookings from today on.', { exact: false })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // The tabs and the navigation still work at this width.
    await client.openTab('Tasks');
    await expect(page).toHaveURL(/\/client\/\d+\/tasks$/);
    await expect(page.getByText('No task groups yet')).toBeVisible();
    await client.openTab('Settings');
    await expect(page.getByRole('button', { name: 'New contact' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await shell(page).burger().click();
    await expect(shell(page).navLink('Settings')).toBeInViewport();
    await shell(page).navLink('Settings').click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(shell(page).navLink('Settings')).not.toBeInViewport();
  });
});
