import type { Page } from '@playwright/test';
import { expect, test } from './journey-test';
import { expectAccessible, watchNetwork } from './page-models/accessibility';
import { apiSession } from './page-models/api-session';
import { loginPage } from './page-models/login-page';

type Visit = { id: number; complete: boolean };

/** The records the pages below are opened on: the demo's first client, a visit still to come, a finished one. */
async function demoRecords(baseURL: string) {
  const admin = await apiSession(baseURL, 'admin@example.com');
  const client = (await admin.get<{ data: { id: number }[] }>('/api/clients?count=20')).data[0].id;
  // Sorted latest first: the last visit of the horizon is still to come.
  const coming = (await admin.get<{ data: Visit[] }>('/api/users/0/schedules?count=10&direction=desc')).data[0].id;
  const done = (await admin.get<{ data: Visit[] }>('/api/users/0/schedules?count=100&direction=desc&invoice=1')).data.find(
    (visit) => visit.complete,
  )?.id;
  const maria = await admin.userId('maria@example.com');
  const invoice = (await admin.get<{ data: { id: number }[] }>('/api/invoices?count=20')).data[0].id;
  const inState = async (state: string) =>
    (
      await admin.get<{ data: { id: number }[] }>(
        `/api/invoices?count=10&filters=${encodeURIComponent(JSON.stringify({ invoiceState: state }))}`,
      )
    ).data[0]?.id;
  // A sent invoice takes a payment; a draft's own button is Send.
  const [sent, draft] = [await inState('sent'), await inState('open')];
  await admin.dispose();
  if (!done) throw new Error('The demo has no finished visit');
  if (!sent || !draft) throw new Error('The demo has no sent or no draft invoice');
  return { client, coming, done, maria, invoice, sent, draft };
}

/** Every page of the product an administrator can open, by path. */
function adminPages({ client, coming, done, maria, invoice }: Awaited<ReturnType<typeof demoRecords>>) {
  return [
    '/',
    '/my-jobs',
    `/my-jobs/${coming}`,
    `/my-jobs/${done}`,
    `/my-jobs/${done}/report`,
    '/my-profile',
    `/user/${maria}`,
    '/clients',
    `/client/${client}`,
    `/client/${client}/tasks`,
    `/client/${client}/settings`,
    `/client/${client}/invoices`,
    '/invoices',
    `/accounts/invoice/${invoice}`,
    '/tasks',
    '/accounts/contractors',
    '/activity',
    '/my-earnings',
    '/accounts/pay-runs',
    '/accounts/tpar',
    '/transactions',
    '/away-events',
    '/settings',
    '/settings/outbox',
    '/settings?card=business',
    '/settings/accounts',
    '/settings/accounts?card=expense-categories',
    '/expenses',
    '/documents',
    '/no-such-page',
  ];
}

/**
 * The dialogs (and folded panels) the office opens, by the page and the button that opens them (its name, or a
 * pattern where the name carries the demo's data): every form and confirmation the journeys reach.
 */
function adminDialogs({
  client,
  coming,
  done,
  sent,
  draft,
}: Awaited<ReturnType<typeof demoRecords>>): [path: string, button: string | RegExp][] {
  // Grouped by page: the sweep stays on a page while its dialogs are opened, closed and opened again.
  return [
    ['/clients', 'New client'],
    ['/clients', 'Delete'],
    [`/client/${client}/tasks`, 'New task group'],
    [`/client/${client}/tasks`, 'New note'],
    [`/client/${client}/tasks`, 'Adjust schedule'],
    [`/client/${client}/tasks`, 'Pause'],
    [`/client/${client}/settings`, 'New contact'],
    [`/client/${client}/settings`, 'New address'],
    [`/client/${client}/settings`, 'Suspend'],
    [`/client/${client}/invoices`, 'Account statement'],
    ['/invoices', 'New invoice'],
    [`/accounts/invoice/${sent}`, 'Record payment'],
    [`/accounts/invoice/${sent}`, 'Mark paid'],
    [`/accounts/invoice/${draft}`, 'Send'],
    [`/accounts/invoice/${draft}`, 'Delete line'],
    ['/expenses', 'New expense'],
    ['/expenses', 'Edit'],
    ['/expenses', 'Delete'],
    ['/documents', 'Add'],
    ['/settings/accounts', 'New vendor'],
    ['/settings/accounts', 'Edit'],
    ['/settings/accounts', 'Delete'],
    ['/settings/accounts?card=expense-categories', 'New category'],
    ['/transactions', 'Rules'],
    ['/transactions', 'Enter a line'],
    ['/transactions', 'Import bank file'],
    ['/accounts/pay-runs', 'Direct entry settings'],
    ['/tasks', 'New task'],
    ['/tasks', 'Edit'],
    ['/my-profile', 'New event'],
    ['/activity', /^Edit PAYG /],
    ['/accounts/tpar', /^Edit the address of /],
    [`/my-jobs/${coming}`, 'Set time'],
    [`/my-jobs/${coming}`, 'Reschedule'],
    [`/my-jobs/${coming}`, 'Pause'],
    [`/my-jobs/${coming}`, 'Notes'],
    [`/my-jobs/${done}/report`, 'Email report'],
  ];
}

/** The widths every page and dialog is checked at: a laptop's and a phone's. */
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Each dialog opened afresh at each width: some decide at opening whether to fill the screen (the send dialog),
 * so one opened wide and then narrowed is not the phone's dialog. Between two openings on the same page the dialog
 * is closed (Escape, as a user would) and the page kept, instead of loaded again; a panel unfolded in the page
 * (or a dialog that stays open) has the page loaded again.
 */
async function scanDialogs(page: Page, dialogs: [string, string | RegExp][]) {
  let onPage: string | null = null;
  for (const [path, button] of dialogs) {
    for (const viewport of widths) {
      await test.step(`${path}: ${button} at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        if (onPage !== path) await page.goto(path);
        onPage = null;
        await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click();
        // The pointer leaves the button, as a hand does: its hover tooltip (outside any landmark) is not the dialog's.
        await page.mouse.move(0, 0);
        // A button opens a dialog, or unfolds a panel named by it (the pay runs' direct entry settings).
        const dialog = page.getByRole('dialog');
        await expect(dialog.or(page.getByRole('region', { name: button, exact: true }))).toBeVisible();
        await expectAccessible(page, `${path} with "${button}" open at ${viewport.width} px`);
        if ((await dialog.count()) === 0) return;
        await page.keyboard.press('Escape');
        if (
          await dialog.waitFor({ state: 'detached', timeout: 3_000 }).then(
            () => true,
            () => false,
          )
        )
          onPage = path;
      });
    }
  }
}

/**
 * Each page opened once, checked wide, then narrowed to a phone's width and checked again: its layout follows the
 * width as it changes (media queries and Mantine's hooks), so opening it again at each width only cost time (decision 044).
 */
async function scan(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.setViewportSize(widths[0]);
      await page.goto(path);
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await expectAccessible(page, `${path} at ${viewport.width} px`);
      }
    });
  }
}

test.describe('at 1280 and 390 px', () => {
  test.describe.configure({ timeout: 600_000 });
  test.beforeEach(({ page }) => watchNetwork(page));

  test('the signed-out pages have no accessibility violation', async ({ page }) => {
    await scan(page, ['/login', '/forgot-password', '/reset-password/not-a-token']);
  });

  test('every page an administrator opens has no accessibility violation', async ({ page, baseURL }) => {
    const records = await demoRecords(baseURL ?? '');
    await loginPage(page).signInAs('admin@example.com');
    await scan(page, adminPages(records));
  });

  test('every dialog the office opens has no accessibility violation', async ({ page, baseURL }) => {
    const records = await demoRecords(baseURL ?? '');
    await loginPage(page).signInAs('admin@example.com');
    await scanDialogs(page, adminDialogs(records));
  });

  test('a contractor’s and a bookkeeper’s pages have no accessibility violation', async ({ page, baseURL }) => {
    const contractor = await apiSession(baseURL ?? '', 'contractor@example.com');
    const me = await contractor.get<{ id: number }>('/api/user');
    const own = (await contractor.get<{ data: Visit[] }>(`/api/users/${me.id}/schedules?count=10&direction=desc`)).data[0]?.id;
    await contractor.dispose();
    expect(own, 'the demo contractor has a visit to come').toBeDefined();
    await loginPage(page).signInAs('contractor@example.com');
    await scan(page, ['/', '/my-jobs', `/my-jobs/${own}`, '/my-profile', '/documents', '/my-earnings']);
    await page.context().clearCookies();
    await loginPage(page).signInAs('bookkeeper@example.com');
    await scan(page, ['/', '/clients', '/my-jobs', '/expenses', '/documents']);
  });
});
