import { expect, test } from './journey-test';
import { apiSession, unique } from './page-models/api-session';
import { businessDay, businessTimeZone } from './page-models/client-page';
import { signedIn } from './page-models/signed-in';
import { visitPage } from './page-models/visit-page';

/** 10 King St, Newtown: where the contractor's phone says it is throughout. */
const newtown = { latitude: -33.897, longitude: 151.179 };

test.use({
  viewport: { width: 390, height: 844 },
  timezoneId: businessTimeZone,
  geolocation: { ...newtown, accuracy: 10 },
  permissions: ['geolocation'],
});

/**
 * This minute in the business's time zone (HH:MM): a visit due now is not late when it is checked in within the
 * next half hour, and, unlike a time ahead, it is today's at any hour (ten minutes on from 23:55 is tomorrow).
 */
function now(): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(),
  );
}

test('a contractor checks in and out on site and once off site; the office sees the flag on the visit and the dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const here = unique('Newtown Bakery');
  const there = unique('Erskineville Dental');

  const { atSite, offSite } = await test.step('the office books two visits today for Sam, at two located sites', async () => {
    const sam = await office.userId('contractor@example.com');
    const regions = await office.get<{ data: { id: number; name: string }[] }>('/api/regions');
    const nsw = regions.data.find((region) => /New South Wales|NSW/.test(region.name)) ?? regions.data[0];
    const book = async (name: string, site: { lat: number; lng: number }) => {
      const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name });
      await office.post(`/api/clients/${clientId}/addresses`, {
        address1: `${name} site`,
        city: 'Newtown',
        postcode: '2042',
        region_id: nsw.id,
        ...site,
        radius_m: 100,
      });
      const booking = await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, {
        due_date: businessDay(0).iso,
        time: now(),
        users: [sam],
        tasks: [{ name: 'Vacuum floors' }],
      });
      return booking.id;
    };
    // The second site is about 1.4 km south of where the phone is.
    return {
      atSite: await book(here, { lat: newtown.latitude, lng: newtown.longitude }),
      offSite: await book(there, { lat: -33.91, lng: 151.179 }),
    };
  });

  const visit = visitPage(page);
  const main = page.getByRole('main');

  await test.step('on site: Arrived, once told why the location is asked, then Left', async () => {
    await signedIn(page, 'contractor@example.com');
    await visit.open(atSite);
    await main.getByRole('button', { name: 'Arrived' }).click();
    const why = page.getByRole('dialog', { name: 'Your location at the door' });
    await expect(why).toBeVisible();
    await why.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByText(/Arrived/).first()).toBeVisible();
    await expect(main).toContainText('Sam Taylor · on site');
    await main.getByRole('button', { name: 'Left' }).click();
    await expect(main.getByText('Time on site')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Arrived' })).toHaveCount(0);
  });

  await test.step('off site: the check-in is recorded with its distance, not refused', async () => {
    await visit.open(offSite);
    await main.getByRole('button', { name: 'Arrived' }).click();
    // Asked once: the second visit goes straight to the reading.
    await expect(main).toContainText(/Sam Taylor · 1[34]\d\d m from the site/);
  });

  await test.step('the office sees the off-site check-in in today’s exceptions and on the visit', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: businessTimeZone });
    const officePage = await context.newPage();
    await signedIn(officePage, 'office@example.com');
    const exceptions = officePage.getByRole('main').locator('.mantine-Card-root').filter({ hasText: "Today's exceptions" });
    const row = exceptions.getByTestId('visit-exception').filter({ hasText: there });
    await expect(row).toContainText('Off site');
    await expect(row).toContainText(/Arrived .+ · Sam Taylor · 1[34]\d\d m from the site/);
    await expect(exceptions.getByTestId('visit-exception').filter({ hasText: here })).toHaveCount(0);
    await row.getByRole('link', { name: there }).click();
    await expect(officePage).toHaveURL(new RegExp(`/my-jobs/${offSite}$`));
    await expect(officePage.getByTestId('presence-flags')).toHaveText('Off site');
    await context.close();
  });

  await office.dispose();
});
