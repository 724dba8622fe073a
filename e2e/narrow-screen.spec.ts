import { expect, test } from './journey-test';
import { signedIn } from './page-models/signed-in';
import { shell } from './page-models/shell';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation collapses behind the burger and opens on demand', async ({ page }) => {
  await signedIn(page, 'admin@example.com');
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

test('on a phone the invoice editor adds a line and edits one, in its phone layout', async ({ page, baseURL }) => {
  const { apiSession } = await import('./page-models/api-session');
  const { invoiceEditor } = await import('./page-models/invoice-editor-page');
  const bookkeeper = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
  const clients = await bookkeeper.get<{ data: { id: number }[] }>('/api/clients?count=10');
  const draft = await bookkeeper.post<{ id: number }>('/api/invoices', { client_id: clients.data[0].id });
  await signedIn(page, 'bookkeeper@example.com');
  const editor = invoiceEditor(page);
  await editor.open(draft.id);
  await editor.addLine({ label: 'Window clean, level 2', price: '180.00', quantity: '1' });
  await expect(page.getByText('Window clean, level 2')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Edit line' }).first().click();
  await page.getByRole('main').getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('main').getByRole('button', { name: 'Save line' }).click();
  await expect(editor.total('Subtotal (excl. GST)')).toHaveText('$360.00');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await bookkeeper.dispose();
});
