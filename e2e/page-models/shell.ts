import { expect, type Page } from '@playwright/test';

export function shell(page: Page) {
  return {
    nav: () => page.getByRole('navigation', { name: 'Main navigation' }),
    navLink: (label: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }),
    burger: () => page.getByRole('button', { name: 'Toggle navigation' }),
    async signOut() {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    },
  };
}
