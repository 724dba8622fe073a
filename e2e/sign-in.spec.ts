import { expect, test } from './journey-test';
import { loginPage } from './page-models/login-page';
import { shell } from './page-models/shell';

test('an unauthenticated visitor is sent to the login page', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
});

test('wrong credentials show the message under the e-mail field', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  await login.signIn('office@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
});

test('signing in shows the loading screen, then the dashboard; signing out returns to login', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  // Slow the cache check down a little so the 4-step loading screen can be seen.
  await page.route('**/api/cache-check', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await login.signIn('admin@example.com');
  await expect(page.getByTestId('loading-screen')).toBeVisible();
  await expect(page.getByText('Checking for changes')).toBeVisible();
  await expect(shell(page).nav()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening), Alex/ })).toBeVisible();
  // Sign-ins are a kind of their own, apart from the changes.
  await page.getByText('Sign-ins', { exact: true }).click();
  await expect(page.getByTestId('activity-log')).toContainText('Alex Morgan signed in');

  // A signed-in user opening /login goes to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await shell(page).signOut();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a contractor sees only the navigation their permissions allow', async ({ page }) => {
  await loginPage(page).signInAs('contractor@example.com');
  await expect(shell(page).navLink('Dashboard')).toBeVisible();
  await expect(shell(page).navLink('My profile')).toBeVisible();
  await expect(shell(page).navLink('Settings')).toHaveCount(0);
  await expect(page.getByTestId('activity-log')).toHaveCount(0);
});
