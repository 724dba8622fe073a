import { expect, test } from './journey-test';
import { loginPage } from './page-models/login-page';
import { settingsPage } from './page-models/settings-page';
import { shell } from './page-models/shell';

test('the office creates a user, who can then sign in', async ({ page }) => {
  await loginPage(page).signInAs('office@example.com');
  const settings = settingsPage(page);
  await settings.openCard('users');

  // A bad ABN is refused with a field message before anything is saved.
  await settings.createUser({
    name: 'Nina Kowalski',
    email: 'nina@example.com',
    role: 'Contractor',
    password: 'nina-secret-1',
    abn: '12 345 678 901',
  });
  await expect(page.getByRole('dialog')).toContainText('The ABN is not a valid Australian business number.');
  await page.getByRole('dialog').getByLabel(/^ABN/).fill('51 824 753 556');
  await page.getByRole('dialog').getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(settings.row('Nina Kowalski')).toContainText('nina@example.com');
  await expect(settings.row('Nina Kowalski')).toContainText('Contractor');

  await shell(page).signOut();
  await loginPage(page).signInAs('nina@example.com', 'nina-secret-1');
  await expect(page.getByRole('heading', { name: /Nina/ })).toBeVisible();
});

test('an administrator assumes a contractor and returns to their own account', async ({ page }) => {
  await loginPage(page).signInAs('admin@example.com');
  const settings = settingsPage(page);
  await settings.openCard('users');
  await page.getByRole('textbox', { name: 'Search users' }).fill('Maria');
  await settings.row('Maria Garcia').getByRole('button', { name: 'Sign in as Maria Garcia' }).click();

  await expect(page.getByRole('button', { name: 'Return to Alex Morgan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Maria/ })).toBeVisible();
  await expect(shell(page).navLink('Settings')).toHaveCount(0);

  await page.getByRole('button', { name: 'Return to Alex Morgan' }).click();
  await expect(page.getByRole('heading', { name: /Alex/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Alex Morgan' })).toHaveCount(0);
  // The audit trail names both people.
  // Sign-ins are a kind of their own, apart from the changes.
  await page.getByText('Sign-ins', { exact: true }).click();
  await expect(page.getByTestId('activity-log')).toContainText('Alex Morgan signed in as Maria Garcia');
});
