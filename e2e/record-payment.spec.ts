import { expect, test } from './journey-test';
import { apiSession } from './page-models/api-session';
import { signedIn } from './page-models/signed-in';
import { choose } from './page-models/choose';

type Listed = { id: number; number: number; balance: number; client: { name: string }; state: { state: string } };
type Invoice = Listed & { paid: number; payments: { amount: number; method: string | null; reference: string | null }[] };

test.describe.configure({ timeout: 180_000 });

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The first invoice of the demo in a state (each width takes its own state, so they never share one). */
async function invoiceIn(baseURL: string, state: string): Promise<Listed> {
  const api = await apiSession(baseURL, 'bookkeeper@example.com');
  const found = (
    await api.get<{ data: Listed[] }>(`/api/invoices?count=100&filters=${encodeURIComponent(JSON.stringify({ invoiceState: state }))}`)
  ).data;
  await api.dispose();
  expect(found.length, `the demo has ${state} invoices`).toBeGreaterThan(0);
  return found[0];
}

for (const [width, height, phone] of [
  [1280, 800, false],
  [390, 844, true],
] as const) {
  test(`at ${width} px a part payment by card, then more than the balance, which becomes the client's credit`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    // The demo has one invoice sent and not yet due; the phone takes a part-paid one.
    const invoice = await invoiceIn(baseURL ?? '', phone ? 'partial' : 'sent');
    await signedIn(page, 'bookkeeper@example.com');
    await page.goto(`/accounts/invoice/${invoice.id}`);

    // A part payment by card with its reference.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: `Record a payment on invoice #${invoice.number}` });
    await expect(dialog.getByLabel('Amount')).toHaveValue(dollars(invoice.balance));
    await dialog.getByLabel('Amount').fill('10');
    await choose(dialog.getByRole('combobox', { name: 'Method' }), 'Card');
    await dialog.getByLabel('Reference').fill(`E2E ${width}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(`Payment of $10.00 recorded on invoice #${invoice.number}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Part paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Card · E2E ${width}`).first()).toBeVisible();

    // $25 more than what is left: the rest is the client's credit.
    const left = invoice.balance - 1000;
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByLabel('Amount')).toHaveValue(dollars(left));
    await dialog.getByLabel('Amount').fill(String((left + 2500) / 100));
    await expect(dialog.getByText(`$25.00 over the balance becomes ${invoice.client.name}'s credit.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(`$25.00 over the balance is ${invoice.client.name}'s credit`)).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

    const api = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
    const after = await api.get<Invoice>(`/api/invoices/${invoice.id}`);
    await api.dispose();
    expect(after.balance).toBe(0);
    expect(after.payments.filter((p) => p.method)).toEqual([
      expect.objectContaining({ amount: 1000, method: 'card', reference: `E2E ${width}` }),
      expect.objectContaining({ amount: left, method: 'bank', reference: null }),
    ]);
  });
}
