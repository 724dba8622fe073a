import { expect, type Page } from '@playwright/test';

export const demoPassword = 'cleanup-demo';

export function loginPage(page: Page) {
  return {
    async open() {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    },
    async signIn(email: string, password = demoPassword) {
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
    /** Sign in and wait for the dashboard after the loading screen. */
    async signInAs(email: string, password = demoPassword) {
      await this.open();
      await this.signIn(email, password);
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    },
  };
}
