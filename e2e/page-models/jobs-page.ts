import { expect, type Page } from '@playwright/test';

/** /my-jobs: the signed-in user's visits from today on (a table on a desktop, cards on a phone). */
export function jobsPage(page: Page) {
  return {
    heading: () => page.getByRole('heading', { name: /jobs/i, level: 1 }),
    async open() {
      await page.goto('/my-jobs');
      await expect(this.heading()).toBeVisible();
    },
    /** A visit's card (phone) or row (desktop), found by its client's name; a click opens the visit. */
    visit: (client: string) =>
      page
        .locator('.mantine-Card-root, tr')
        .filter({ has: page.getByText(client, { exact: true }) })
        .filter({ hasNot: page.locator('.mantine-Card-root') }),
  };
}
