import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { serverURL } from '../journey-test';
import { apiSession } from './api-session';

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/** One session per person for the whole worker (and its server): signing in through the form costs seconds each time. */
const sessions = new Map<string, Cookies>();

/**
 * The page signed in as `email` with a session shared by every journey in this worker, for journeys whose subject
 * is not signing in. A journey that signs out, assumes someone or changes a password signs in through the form
 * (`loginPage(page).signInAs`) instead: each of those ends its own session, and would end the shared one (decision 044).
 */
export async function signedIn(page: Page, email: string) {
  let cookies = sessions.get(email);
  if (!cookies) {
    const api = await apiSession(serverURL(test.info().parallelIndex), email);
    cookies = (await api.context.storageState()).cookies;
    await api.dispose();
    sessions.set(email, cookies);
  }
  await page.context().addCookies(cookies);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}
