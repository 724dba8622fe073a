import { expect, type Locator, type Page } from '@playwright/test';

/** A dialog's button by its exact name (the confirmations name the action they confirm). */
const confirmIn = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true });

/**
 * The invoices list: /invoices (every client), or a client's Invoices tab. Rows are table rows on a desktop;
 * each row's primary action is a button named in full, the rest in its "More actions" menu.
 */
export function invoicesList(page: Page) {
  const main = page.getByRole('main');
  return {
    async open(path = '/invoices') {
      await page.goto(path);
      await expect(main.getByRole('textbox', { name: 'Search invoices' })).toBeVisible();
    },
    /** The row of an invoice by its number. */
    row: (number: number) => main.getByRole('row').filter({ has: page.getByText(`#${number}`, { exact: true }) }),
    rows: () => main.getByRole('row').filter({ has: page.getByText(/^#\d+$/) }),
    stateOf: (row: Locator) => row.locator('.mantine-Badge-root'),
    /** The status tabs (Draft, Awaiting payment, Overdue, Paid, All), each a button with its count and sum. */
    tab: (label: string) => main.getByRole('group', { name: 'Invoice status' }).getByRole('button', { name: new RegExp(`^${label}`) }),
    async filterState(label: string) {
      await main
        .getByRole('group', { name: 'Invoice status' })
        .getByRole('button', { name: new RegExp(`^${label}`) })
        .click();
    },
    async search(text: string) {
      await main.getByRole('textbox', { name: 'Search invoices' }).fill(text);
    },
    /** Clicks a row's primary action, named in full (the button shows it short). */
    async primary(row: Locator, action: string) {
      await row.getByRole('button', { name: action, exact: true }).click();
    },
    /** The confirmation an action opens: its text, and confirming it with its own button. */
    confirmation: (title: string | RegExp) => {
      const dialog = page.getByRole('dialog', { name: title });
      return {
        dialog,
        async confirm(name: string) {
          await confirmIn(dialog, name).click();
          await expect(dialog).toBeHidden();
        },
      };
    },
    /** A notification's text as the app shows it after an action. */
    toast: (text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }),
    async create(client: string) {
      await main.getByRole('button', { name: 'New invoice' }).click();
      const dialog = page.getByRole('dialog', { name: 'New invoice' });
      await dialog.getByRole('combobox', { name: 'Client' }).fill(client);
      await page.getByRole('option', { name: client, exact: true }).click();
      await dialog.getByRole('button', { name: 'Create and open' }).click();
      await expect(page).toHaveURL(/\/accounts\/invoice\/\d+$/);
      return Number(/\/accounts\/invoice\/(\d+)$/.exec(page.url())?.[1]);
    },
    async autoInvoice() {
      await main.getByRole('button', { name: 'Auto-invoice now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Auto-invoice now?' });
      await confirmIn(dialog, 'Auto-invoice now').click();
      await expect(dialog).toBeHidden();
    },
    /** The account statement dialog, opened from the list's button. */
    async openStatement() {
      await main.getByRole('button', { name: 'Account statement' }).click();
      const dialog = page.getByRole('dialog', { name: /^Account statement: / });
      await expect(dialog).toBeVisible();
      return {
        dialog,
        /** A period's chip (its radio is hidden behind its label). */
        range: (shortcut: string) => dialog.getByText(shortcut, { exact: true }),
        async download() {
          const download = page.waitForEvent('download');
          await dialog.getByRole('button', { name: 'Download PDF' }).click();
          return download;
        },
      };
    },
  };
}
