import { expect, type Page } from '@playwright/test';

/** /clients: the list (a table on a desktop, cards on a phone), its search box and the New client modal. */
export function clientsPage(page: Page) {
  return {
    heading: () => page.getByRole('heading', { name: 'Clients', level: 1 }),
    searchBox: () => page.getByRole('textbox', { name: 'Search clients' }),
    async open() {
      await page.goto('/clients');
      await expect(this.heading()).toBeVisible();
      await expect(this.searchBox()).toBeVisible();
    },
    /** About 40 demo clients come first: a new one is found by searching (500 ms debounce, then the server). */
    async search(text: string) {
      await this.searchBox().fill(text);
    },
    /** A client's row in the desktop table. */
    row: (name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) }),
    /** A client's card in the phone layout (the innermost card: the list itself sits in one too). */
    card: (name: string) =>
      page
        .locator('.mantine-Card-root')
        .filter({ has: page.getByText(name, { exact: true }) })
        .filter({ hasNot: page.locator('.mantine-Card-root') }),
    /** A client's entry in either layout: its name, which opens it. */
    entry: (name: string) => page.getByText(name, { exact: true }),
    /** Adds a client with the New client modal; the app then opens its settings tab. Returns the client's id. */
    async createClient(name: string): Promise<number> {
      await page.getByRole('button', { name: 'New client' }).click();
      const dialog = page.getByRole('dialog', { name: 'New client' });
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByRole('button', { name: 'Add client' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/client\/\d+\/settings$/);
      return Number(/\/client\/(\d+)\//.exec(page.url())?.[1]);
    },
  };
}
