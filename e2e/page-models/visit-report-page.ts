import { expect, type Page } from '@playwright/test';

/** /my-jobs with the office's contractor picker and the From date; rows are cards on a phone. */
export function jobsList(page: Page) {
  const main = page.getByRole('main');
  return {
    /** Office staff land on all contractors' jobs. */
    async open() {
      await page.goto('/my-jobs');
      await expect(page.getByRole('heading', { name: 'Jobs: all contractors' })).toBeVisible();
    },
    /** Clears "From" (the picker's clear button has no name of its own), so past visits show, oldest first. */
    async showAllDates() {
      const from = page.getByRole('button', { name: 'From' });
      await from.locator('xpath=../*[@data-position="right"]//button').click();
      await expect(from).toHaveText('All dates');
    },
    reportActions: () => main.getByRole('button', { name: 'View report' }),
    /** Row actions kept only for lining up table columns; a phone card has none. */
    placeholderActions: () => main.locator('button[aria-hidden="true"]'),
  };
}

/** /my-jobs/{id}/report: the report, its PDF and the e-mail form. */
export function visitReportPage(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Email report' });
  return {
    dialog,
    async expectOpen() {
      await expect(page).toHaveURL(/\/my-jobs\/\d+\/report$/);
      await expect(page.getByText('Visit report', { exact: true })).toBeVisible();
      for (const section of ['Tasks', 'Notes', 'Photos'])
        await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    },
    clientName: () => page.getByRole('heading', { level: 1 }),
    ticks: () => page.getByRole('img', { name: /^(Done|Not done)$/ }),
    async downloadPdf() {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      return download;
    },
    async openEmailForm() {
      await page.getByRole('button', { name: 'Email report' }).click();
      await expect(dialog).toBeVisible();
    },
    contacts: () => dialog.getByRole('checkbox'),
    otherAddresses: () => dialog.getByLabel('Other addresses'),
    send: () => dialog.getByRole('button', { name: 'Send report' }),
  };
}
