import { expect, type Page } from '@playwright/test';
import type { FileSpec } from './expenses-page';

/** /documents: the shared documents (and, for those who keep expenses, the expense documents). */
export function documentsPage(page: Page) {
  const dialog = () => page.getByRole('dialog');
  return {
    async open() {
      await page.goto('/documents');
      await expect(page.getByRole('heading', { name: 'Shared documents' })).toBeVisible();
    },
    row: (description: string) => page.getByRole('row').filter({ hasText: description }),
    async add(fields: { description: string; subject: string; file: FileSpec }) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const form = dialog();
      await form.getByRole('textbox', { name: 'Description' }).fill(fields.description);
      await form.getByRole('textbox', { name: 'Subject' }).fill(fields.subject);
      await form.locator('input[type="file"]').setInputFiles(fields.file);
      await form.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog()).toBeHidden();
    },
  };
}
