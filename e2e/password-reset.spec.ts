import { expect, test } from './journey-test';
import { loginPage } from './page-models/login-page';
import { settingsPage } from './page-models/settings-page';
import { shell } from './page-models/shell';

test('a forgotten password is reset through the link in the outbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The page loads on demand: until it shows, the e-mail field found is the sign-in form's, filled and then gone.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill('liam@example.com');
  await page.getByRole('button', { name: 'E-mail password reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('We have emailed your password reset link.');

  // Asking again at once is refused.
  await page.getByRole('button', { name: 'E-mail password reset link' }).click();
  await expect(page.getByRole('alert')).toContainText('Please wait before retrying.');

  // Without SMTP the message waits in the outbox, where the office can read it.
  await loginPage(page).signInAs('admin@example.com');
  await settingsPage(page).openCard('outbox');
  await page.getByRole('row').filter({ hasText: 'Reset Password Notification' }).first().click();
  const link = await page
    .getByRole('dialog')
    .getByRole('link', { name: /reset-password/ })
    .first()
    .getAttribute('href');
  expect(link).toMatch(/\/reset-password\/[\w-]+\?email=liam%40example.com$/);
  await page.keyboard.press('Escape');
  await shell(page).signOut();

  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('liam@example.com');
  await page.getByLabel(/^New password/).fill('liam-new-password');
  await page.getByLabel(/^Confirm new password/).fill('liam-new-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset.');

  // The link works once only.
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByLabel(/^New password/).fill('another-password');
  await page.getByLabel(/^Confirm new password/).fill('another-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset token is invalid.');

  await loginPage(page).signInAs('liam@example.com', 'liam-new-password');
});
