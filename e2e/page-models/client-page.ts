import { expect, type Locator, type Page } from '@playwright/test';
import { choose, optionNamed } from './choose';

/** The business's time zone: the server makes visits on its days, so the journeys count days there too. */
export const businessTimeZone = 'Australia/Sydney';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day `offset` days after today in the business time zone, with the ways the UI writes it. */
export function businessDay(offset: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  const weekday = weekdays[date.getUTCDay()];
  const month = months[date.getUTCMonth()];
  return {
    iso: date.toISOString().slice(0, 10),
    weekday,
    /** The calendar's name for the day button (Mantine: `D MMMM YYYY`). */
    calendarLabel: `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`,
    /** As the date inputs write it (`D MMM YYYY`). */
    short: `${date.getUTCDate()} ${month.slice(0, 3)} ${date.getUTCFullYear()}`,
    /** As the bookings list writes a due date (`ddd D MMM YYYY`). */
    listed: `${weekday.slice(0, 3)} ${date.getUTCDate()} ${month.slice(0, 3)} ${date.getUTCFullYear()}`,
  };
}

type Address = { address1: string; suburbSearch: string; suburb: string; postcode: string; state: string };
type Contact = { name: string; email: string };
type TaskGroup = {
  name: string;
  address: string;
  contractor: string;
  frequency: string;
  dayOfWeek: string;
  start: ReturnType<typeof businessDay>;
  service: string;
  /** What the catalogue prefills, as the inputs show it. */
  price: string;
  share: string;
  pay: string;
};

/** /client/{id} and its tabs: Bookings (the index), Tasks and Settings; the suspension banner above them. */
export function clientPage(page: Page) {
  const option = (name: string | RegExp) => optionNamed(page, name);
  return {
    async open(id: number) {
      await page.goto(`/client/${id}`);
      await expect(this.tab('Bookings')).toBeVisible();
    },
    heading: (name: string) => page.getByRole('heading', { name, level: 1 }),
    tab: (name: 'Bookings' | 'Tasks' | 'Settings') => page.getByRole('tab', { name }),
    async openTab(name: 'Bookings' | 'Tasks' | 'Settings') {
      await this.tab(name).click();
      await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    },
    /** The red "Suspended" badge beside the client's name. */
    suspendedBadge: () => page.getByRole('main').getByText('Suspended', { exact: true }),
    banner: () => page.getByRole('alert').filter({ hasText: 'Service suspended' }),
    card: (title: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title, level: 2 }) }),

    // Settings tab
    async addAddress(address: Address) {
      await this.card('Addresses').getByRole('button', { name: 'New address' }).click();
      const dialog = page.getByRole('dialog', { name: 'New address' });
      await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(address.address1);
      await dialog.getByRole('combobox', { name: /^Suburb/ }).fill(address.suburbSearch);
      await option(address.suburb).click();
      // Choosing the suburb fills the postcode and the state.
      await expect(dialog.getByRole('textbox', { name: /^Postcode/ })).toHaveValue(address.postcode);
      await expect(dialog.getByRole('combobox', { name: /^State/ })).toHaveValue(address.state);
      await dialog.getByRole('button', { name: 'Add address' }).click();
      await expect(dialog).toBeHidden();
    },
    async addContact(contact: Contact) {
      await this.card('Contacts').getByRole('button', { name: 'New contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'New contact' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(contact.name);
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(contact.email);
      await dialog.getByRole('button', { name: 'Add contact' }).click();
      await expect(dialog).toBeHidden();
    },

    // Tasks tab
    taskGroupCard: (name: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, level: 3 }) }),
    /** Fills the New task group form for a weekly group with one line from the catalogue, checking what it prefills. */
    async addWeeklyTaskGroup(group: TaskGroup) {
      await page.getByRole('button', { name: 'New task group' }).click();
      const dialog = page.getByRole('dialog', { name: 'New task group' });
      // The group's name comes first; each task line has a name of its own.
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).first().fill(group.name);
      await choose(dialog.getByRole('combobox', { name: /^Address/ }), new RegExp(`^${escape(group.address)}`));

      await dialog.getByRole('combobox', { name: /^Contractors/ }).fill(group.contractor.split(' ')[0]);
      await option(group.contractor).click();
      // Close the list by clicking away (Escape could close the modal instead).
      await dialog.getByRole('heading', { name: 'New task group' }).click();
      await expect(option(group.contractor)).toBeHidden();
      await expect(dialog.getByText(group.contractor, { exact: true })).toBeVisible();

      await dialog.getByRole('radiogroup', { name: 'Repeats' }).getByText('Weekly', { exact: true }).click();
      await choose(dialog.getByRole('combobox', { name: /^Frequency/ }), group.frequency);
      await choose(dialog.getByRole('combobox', { name: /^Day of week/ }), group.dayOfWeek);
      await dialog.getByRole('button', { name: /^Start date/ }).click();
      await pickDay(page, group.start.calendarLabel);
      await expect(dialog.getByRole('button', { name: /^Start date/ })).toContainText(group.start.short);

      await dialog.getByRole('combobox', { name: /^Service/ }).fill(group.service);
      await option(group.service).click();
      // The service prefills the line's name, price and pay from the catalogue.
      await expect(dialog.getByRole('textbox', { name: 'Name', exact: true }).nth(1)).toHaveValue(group.service);
      await expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue(group.price);
      await expect(dialog.getByRole('textbox', { name: /^Contractor share/ })).toHaveValue(group.share);
      await expect(dialog.getByText(group.pay, { exact: true })).toBeVisible();

      await dialog.getByRole('button', { name: 'Add task group' }).click();
      await expect(dialog).toBeHidden();
    },

    // Bookings tab
    bookingRows: () => page.getByRole('row').filter({ has: page.locator('.mantine-Badge-root') }),
    bookingRow: (listed: string) => page.getByRole('row').filter({ hasText: listed }),
    // The state's badge, not a public holiday's beside the date (its title names the holiday).
    bookingState: (row: Locator) => row.locator('.mantine-Badge-root:not([title^="Public holiday"])'),
    bookingsTotal: () => page.getByText(/^\d+–\d+ of \d+$/),
    regenerateButton: () => page.getByRole('button', { name: 'Regenerate' }),

    // Suspension
    suspendButton: () => page.getByRole('main').getByRole('button', { name: 'Suspend', exact: true }),
    async suspend(reason: string) {
      await this.suspendButton().click();
      const dialog = page.getByRole('dialog', { name: /^Suspend / });
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(dialog).toBeHidden();
    },
    async unsuspend() {
      await this.banner().getByRole('button', { name: 'Unsuspend' }).click();
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a day in an open Mantine calendar, going to the next month when the day is not shown yet. */
async function pickDay(page: Page, calendarLabel: string) {
  const day = page.getByRole('button', { name: calendarLabel, exact: true });
  const next = page.locator('button[data-direction="next"]');
  // The calendar is open once its month controls are; the day is then either shown or in a later month.
  await expect(next).toBeVisible();
  if (!(await day.isVisible())) await next.click();
  await day.click();
}
