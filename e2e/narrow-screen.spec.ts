import { expect, test } from '@playwright/test';
import { loginPage } from './page-models/login-page';
import { shell } from './page-models/shell';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation collapses behind the burger and opens on demand', async ({ page }) => {
  await loginPage(page).signInAs('admin@example.com');
  await expect(shell(page).burger()).toBeVisible();
  await expect(shell(page).navLink('Settings')).toBeHidden();
  await shell(page).burger().click();
  await expect(shell(page).navLink('Settings')).toBeVisible();
  await shell(page).navLink('Settings').click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(shell(page).navLink('Settings')).toBeHidden();
});
