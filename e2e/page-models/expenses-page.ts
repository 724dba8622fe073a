import { expect, type Locator, type Page } from '@playwright/test';

export type FileSpec = { name: string; mimeType: string; buffer: Buffer };

/** A red 4 × 4 PNG (a receipt photo stands in): the server takes images by their signature. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF a safety data sheet stands in for. */
export const tinyPdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** /expenses: the list, the form, a row's drop target and the viewer. */
export function expensesPage(page: Page) {
  const dialog = () => page.getByRole('dialog');
  return {
    dialog,
    async open() {
      await page.goto('/expenses');
      await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
    },
    async search(text: string) {
      await page.getByRole('textbox', { name: 'Search expenses' }).fill(text);
    },
    row: (description: string): Locator => page.getByRole('row').filter({ hasText: description }),
    async create(fields: { description: string; amount: string; vendor?: string }) {
      await page.getByRole('button', { name: 'New expense' }).click();
      const form = dialog();
      await form.getByRole('textbox', { name: 'Description' }).fill(fields.description);
      await form.getByRole('textbox', { name: 'Amount (GST inclusive)' }).fill(fields.amount);
      if (fields.vendor) {
        await form.getByRole('combobox', { name: 'Vendor' }).fill(fields.vendor);
        await page.getByRole('option', { name: fields.vendor, exact: true }).click();
      }
    },
    gstClaimed: () => dialog().getByTestId('gst-claimed'),
    async save() {
      await dialog().getByRole('button', { name: 'Record expense' }).click();
      await expect(dialog()).toBeHidden();
    },
    /** Drops a file on an expense row as a browser would: a drag carrying the file, let go over the row's documents cell or anywhere else on it. */
    async dropOn(description: string, file: FileSpec, where: 'documents cell' | 'row' = 'documents cell') {
      const target =
        where === 'row'
          ? page.getByRole('row').filter({ hasText: description }).getByText(description, { exact: true })
          : page.getByLabel(`Drop a receipt on ${description}`);
      const dataTransfer = await page.evaluateHandle(
        ({ bytes, name, mimeType }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([Uint8Array.from(bytes)], name, { type: mimeType }));
          return transfer;
        },
        { bytes: [...file.buffer], name: file.name, mimeType: file.mimeType },
      );
      await target.dispatchEvent('dragenter', { dataTransfer });
      await target.dispatchEvent('dragover', { dataTransfer });
      await target.dispatchEvent('drop', { dataTransfer });
    },
    /** A document on a row: named by its chip's words and the file ("Image: view receipt.png"). */
    documentChip: (filename: string) => page.getByRole('button', { name: `view ${filename}` }),
  };
}
