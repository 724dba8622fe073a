import { expect, type Page } from '@playwright/test';
import { choose } from './choose';

/** /activity: the BAS quarters of a financial year, what is behind each figure, and the quarter's actions. */
export function activityPage(page: Page) {
  const row = (id: number) => page.getByTestId(`quarter-${id}`);
  return {
    async open() {
      await page.goto('/activity');
      await expect(page.getByRole('heading', { level: 1, name: 'Account activity' })).toBeVisible();
    },
    row,
    async chooseYear(label: string) {
      await choose(page.getByRole('combobox', { name: 'Financial year' }), label);
    },
    /** Opens the receipts behind a quarter's incoming (G1); answers the dialog. */
    async openIncoming(quarterName: RegExp) {
      await page.getByRole('button', { name: new RegExp(`^Incoming \\(G1\\) ${quarterName.source}`) }).click();
      return page.getByRole('dialog');
    },
    /** Opens what was paid out behind a quarter's GST credits (1B): expenses and contractor payments; answers the dialog. */
    async openCredits(quarterName: RegExp) {
      await page.getByRole('button', { name: new RegExp(`^GST credits \\(1B\\) ${quarterName.source}`) }).click();
      return page.getByRole('dialog');
    },
    async action(quarterName: string, item: string) {
      await page.getByRole('button', { name: `Actions for ${quarterName}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    },
    async download(quarterName: string) {
      const download = page.waitForEvent('download');
      await this.action(quarterName, 'Download quarter');
      return download;
    },
    /** Marks the BAS complete, or reopens, through the confirmation. */
    async toggle(quarterName: string, item: 'Mark BAS complete' | 'Reopen quarter', confirm: 'Mark complete' | 'Reopen') {
      await this.action(quarterName, item);
      await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    },
    toast: (text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }),
  };
}
