import { expect, test } from './journey-test';
import { expectAccessible } from './page-models/accessibility';
import { apiSession } from './page-models/api-session';
import { invoicesList } from './page-models/invoices-page';
import { signedIn } from './page-models/signed-in';

type Summary = { tabs: Record<'open' | 'unpaid' | 'past_due' | 'paid' | 'all', { count: number; total: number; due: number }> };

// Each width signs in and walks the list: more than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const width of [1280, 390]) {
  // Written with its feature but not yet run on the merged main: to be run and fixed before it counts.
  test(`the bookkeeper's invoices list at ${width} px: tabs with the server's counts, filters kept on reload, ticked PDFs and export`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const list = invoicesList(page);
    const api = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
    const { tabs } = await api.get<Summary>('/api/invoices/summary');
    await api.dispose();
    await signedIn(page, 'bookkeeper@example.com');
    await list.open('/invoices');

    await test.step('every tab is in sight above the list, with the count the server gives', async () => {
      for (const [label, tab] of [
        ['Draft', 'open'],
        ['Awaiting payment', 'unpaid'],
        ['Overdue', 'past_due'],
        ['Paid', 'paid'],
        ['All', 'all'],
      ] as const) {
        await expect(list.tab(label)).toBeInViewport();
        await expect(list.tab(label)).toContainText(String(tabs[tab].count));
      }
      await expectAccessible(page, `invoices list at ${width}`);
    });

    await test.step('the Overdue tab and a page size go into the address, and a reload keeps them', async () => {
      await list.filterState('Overdue');
      await expect(page).toHaveURL(/state=past_due/);
      await page.getByRole('main').getByRole('button', { name: '50', exact: true }).click();
      await expect(page).toHaveURL(/count=50/);
      await page.reload();
      await expect(list.tab('Overdue')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByText('Amount due').first()).toBeVisible();
      await page.screenshot({ path: `test-results/invoices-list-${width}.png`, fullPage: false });
    });

    await test.step('ticking two invoices offers the bulk actions; the PDFs come as one zip, the rows as a workbook', async () => {
      const boxes = page.getByRole('main').getByRole('checkbox', { name: /^Select invoice #/ });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const bar = page.getByRole('main').getByText('2 selected');
      await expect(bar).toBeVisible();
      const zip = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDFs' }).click();
      expect((await zip).suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.zip$/);
      const sheet = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      expect((await sheet).suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
    });
  });
}
