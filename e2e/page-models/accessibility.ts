import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (landmarks, heading order). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Every journey may call this on the page it shows, or with a dialog open: axe finds no violation of any impact
 * (colour contrast, names of buttons and fields, labels matching what is seen, one banner, headings in order…),
 * and the page has exactly one level-one heading. Waits for the page to settle first (no request in flight, no
 * loader) so what axe reads is what the user sees. `where` names the page in the failure.
 */
export async function expectAccessible(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const violations = result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n')}`,
  );
  expect.soft(violations, `${where}: axe violations`).toEqual([]);
  await expect.soft(page.getByRole('heading', { level: 1 }), `${where}: one level-one heading`).toHaveCount(1);
}
