import { expect, test } from '@playwright/test';
import { loginPage } from './page-models/login-page';
import { shell } from './page-models/shell';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation collapses behind the burger and opens on demand', async ({ page }) => {
  await loginPage(page).signInAs('admin@example.com');
  await expect(shell(page).burger()).toBeVisible();
  // Collapsed, the navigation slides off the screen.
  await expect(shell(page).navLink('Settings')).not.toBeInViewport();
  await shell(page).burger().click();
  await expect(shell(page).navLink('Settings')).toBeInViewport();
  await shell(page).navLink('Settings').click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(shell(page).navLink('Settings')).not.toBeInViewport();
  // Settings' sections are a row of pills on a phone; tables become cards.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/card=users/);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('maria@example.com')).toBeVisible();
});
