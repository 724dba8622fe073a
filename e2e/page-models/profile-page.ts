import { expect, type Page } from '@playwright/test';
import { choose } from './choose';

/**
 * /my-profile and /user/{id}: the profile card, private documents, away events (editable on your own profile
 * only) and the conflicting schedules card (visits due while the person is away, with Swap contractor).
 */
export function profilePage(page: Page) {
  const card = (title: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
  /** A row (desktop) or card (phone) of one of the profile's lists, by text in it. */
  const entry = (title: string, text: string) => card(title).locator('tbody tr, .mantine-Card-root').filter({ hasText: text });
  return {
    async openOwn() {
      await page.goto('/my-profile');
      await expect(this.documents()).toBeVisible();
    },
    async open(userId: number) {
      await page.goto(`/user/${userId}`);
      await expect(this.awayEvents()).toBeVisible();
    },

    // Private documents
    documents: () => card('Private documents'),
    document: (filename: string) => entry('Private documents', filename),
    /** Fills the upload form (document kind, PDF through the file chooser) and presses Upload. */
    async uploadDocument(kind: 'Insurance' | 'Vaccination', file: { name: string; mimeType: string; buffer: Buffer }) {
      const documents = this.documents();
      await choose(documents.getByRole('combobox', { name: /^Document/ }), kind);
      const chooser = page.waitForEvent('filechooser');
      await documents.getByRole('button', { name: /^PDF file/ }).click();
      await (await chooser).setFiles(file);
      await expect(documents.getByRole('button', { name: /^PDF file/ })).toContainText(file.name);
      await documents.getByRole('button', { name: 'Upload' }).click();
    },
    /** The form's own progress line under the inputs. */
    uploadProgress: () => page.getByRole('main').locator('[aria-live="polite"]'),

    // Away events
    awayEvents: () => card('Away events'),
    awayEvent: (description: string) => entry('Away events', description),
    /** New event on your own profile: a one-day range picked in the calendar, and a description. */
    async addAwayEvent(day: { calendarLabel: string; short: string }, description: string) {
      await this.awayEvents().getByRole('button', { name: 'New event' }).click();
      const dialog = page.getByRole('dialog', { name: 'New away event' });
      await dialog.getByRole('button', { name: /^Dates/ }).click();
      const dayButton = page.getByRole('button', { name: day.calendarLabel, exact: true });
      const next = page.locator('button[data-direction="next"]');
      await expect(next).toBeVisible();
      while (!(await dayButton.isVisible())) await next.click();
      // The same day twice: the range's first and last day.
      await dayButton.click();
      await dayButton.click();
      await expect(dialog.getByRole('button', { name: /^Dates/ })).toContainText(day.short);
      await dialog.getByRole('textbox', { name: /^Description/ }).fill(description);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    },

    // Conflicting schedules
    conflicts: () => card('Conflicting schedules'),
    conflict: (client: string) => entry('Conflicting schedules', client),
    noConflicts: () => page.getByText('No visits clash with time away.'),
    swapDialog: () => page.getByRole('dialog', { name: 'Swap contractor' }),
  };
}
