import { expect, type Locator, type Page } from '@playwright/test';

/** /transactions: the bank's lines, the import dialog, and each row's suggestion, links and menu. */
export function transactionsPage(page: Page) {
  const main = page.getByRole('main');
  return {
    async open() {
      await page.goto('/transactions');
      await expect(main.getByRole('textbox', { name: 'Search transactions' })).toBeVisible();
    },
    async importFile(name: string, content: string) {
      await main.getByRole('button', { name: 'Import bank file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a bank file' });
      await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
      return dialog;
    },
    async search(text: string) {
      await main.getByRole('textbox', { name: 'Search transactions' }).fill(text);
    },
    /** The row of a line by (part of) its description. */
    row: (description: string): Locator => main.getByRole('row').filter({ has: page.getByText(description, { exact: true }) }),
    /** The state badge (the suggestion's badge is its percentage). */
    stateOf: (row: Locator) => row.locator('.mantine-Badge-root').filter({ hasNotText: /%$/ }),
    async action(row: Locator, name: string) {
      await row.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name }).click();
    },
  };
}
