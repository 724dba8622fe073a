import { expect, type Locator, type Page } from '@playwright/test';

/** An option of the open select or combobox list: by its whole name, or by a pattern. */
export const optionNamed = (page: Page, name: string | RegExp) =>
  page.getByRole('option', { name, exact: typeof name === 'string' ? true : undefined });

/**
 * Picks `name` from a select's list and checks that the field shows it, picking again if not. A toast arriving at
 * the bottom right (decision 052) can land over the lower options of a list in a tall dialog just as the pointer
 * does: the click then closes the list with nothing picked, and the journey would only learn of it at the form's
 * submit. Only the pick is retried; the value the field shows is still what the journey checks.
 */
export async function choose(field: Locator, name: string | RegExp) {
  const option = optionNamed(field.page(), name);
  await expect(async () => {
    if (!(await option.isVisible())) await field.click();
    await option.click({ timeout: 3_000 });
    await expect(field).toHaveValue(name, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
