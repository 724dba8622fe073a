import { expect, type Page } from '@playwright/test';

/** /accounts/invoice/{id}: the invoice as a document with its lines edited in place, and its actions above. */
export function invoiceEditor(page: Page) {
  const main = page.getByRole('main');
  const totals = main.getByRole('group', { name: 'Totals' });
  return {
    async open(id: number) {
      await page.goto(`/accounts/invoice/${id}`);
      await expect(main.getByRole('heading', { name: /^Invoice #\d+$/ })).toBeVisible();
    },
    heading: () => main.getByRole('heading', { name: /^Invoice #\d+$/ }),
    /** The state badge beside the heading. */
    state: () => main.locator('h2').locator('xpath=..').locator('.mantine-Badge-root'),
    async number() {
      return Number(/#(\d+)/.exec((await this.heading().textContent()) ?? '')?.[1]);
    },
    async addLine(line: { label: string; price: string; quantity: string }) {
      await main.getByRole('button', { name: 'Add line', exact: true }).click();
      await main.getByRole('textbox', { name: 'Description' }).fill(line.label);
      await main.getByRole('textbox', { name: 'Unit price' }).fill(line.price);
      await main.getByRole('textbox', { name: 'Quantity' }).fill(line.quantity);
      await main.getByRole('button', { name: 'Add line', exact: true }).click();
      await expect(main.getByRole('textbox', { name: 'Description' })).toBeHidden();
    },
    line: (label: string) => main.getByRole('row').filter({ has: page.getByText(label, { exact: true }) }),
    /** A figure of the totals by its label ("Total (incl. GST)", "Balance due"). */
    total: (label: string) =>
      totals
        .locator('.mantine-Group-root')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('p')
        .nth(1),
    button: (name: string) => main.getByRole('button', { name, exact: true }),
    async addConsumable(name: string) {
      await main.getByRole('button', { name: new RegExp(`^Add .+ × ${name}$`) }).click();
      await expect(this.line(name)).toBeVisible();
    },
    async downloadPdf() {
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'PDF', exact: true }).click();
      return download;
    },
    payments: () => main.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Payments' }) }),
  };
}

/** /invoice/view/{token}: the client's page, no sign-in. */
export function invoiceView(page: Page) {
  return {
    async open(path: string) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /^(Tax invoice|Invoice)$/ })).toBeVisible();
    },
    async downloadPdf() {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download PDF' }).click();
      return download;
    },
  };
}
