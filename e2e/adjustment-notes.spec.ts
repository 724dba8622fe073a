import { expect, test } from './journey-test';
import { expectAccessible } from './page-models/accessibility';
import { apiSession } from './page-models/api-session';
import { signedIn } from './page-models/signed-in';

type Listed = { id: number; number: number; balance: number; total: number; client: { name: string } };

test.describe.configure({ timeout: 180_000 });

/** An invoice of the demo in a state (each width takes its own, so they never share one). */
async function invoiceIn(baseURL: string, state: string, index: number): Promise<Listed> {
  const api = await apiSession(baseURL, 'bookkeeper@example.com');
  const found = (
    await api.get<{ data: Listed[] }>(`/api/invoices?count=100&filters=${encodeURIComponent(JSON.stringify({ invoiceState: state }))}`)
  ).data;
  await api.dispose();
  expect(found.length, `the demo has ${state} invoices`).toBeGreaterThan(index);
  return found[index];
}

// Decision 031: a paid invoice's note becomes the client's credit; the invoice lists it with its PDF.
for (const [width, height, index] of [
  [1280, 800, 0],
  [390, 844, 1],
] as const) {
  test(`at ${width} px an adjustment note on a paid invoice: the dialog, the note listed, its PDF`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height });
    const invoice = await invoiceIn(baseURL ?? '', 'paid', index);
    await signedIn(page, 'bookkeeper@example.com');
    await page.goto(`/accounts/invoice/${invoice.id}`);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Adjustment note' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjustment note for invoice #${invoice.number}` });
    await expect(dialog).toBeVisible();
    const line = dialog.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Label').fill('Window clean not done');
    await line.getByLabel('Unit price').fill('20');
    await dialog.getByLabel('Reason').fill('Windows skipped on the last visit');
    await expect(dialog.getByRole('status')).toContainText('Total $22.00 (GST $2.00)');
    await expect(dialog.getByRole('status')).toContainText(`$22.00 becomes ${invoice.client.name}'s credit`);
    await expectAccessible(page, `the adjustment note dialog at ${width} px`);

    await dialog.getByRole('button', { name: 'Issue note' }).click();
    await expect(page.getByText(/Adjustment note AN-\d{4} of \$22\.00 issued\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    const notes = page.getByRole('list', { name: 'Adjustment notes' });
    await expect(notes.getByText('$22.00 to credit', { exact: false })).toBeVisible();

    const download = page.waitForEvent('download');
    await notes
      .getByRole('button', { name: /AN-\d{4} PDF/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^adjustment-note-AN-\d{4}\.pdf$/);
  });
}
