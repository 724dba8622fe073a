import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { EarningsPage } from '../features/earnings/earnings-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { PayRunsPage } from '../features/pay-runs/pay-runs-page';
import { TparPage } from '../features/pay-runs/tpar-page';
import { ProgressPage } from '../features/progress/progress-page';
import { businessDay, businessHour, businessToday } from '../lib/business-day';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../test/render';

/**
 * Today is the business's day, never the machine's (docs/domain.md "Business time zone"). The machine runs on
 * UTC: at 23:30 UTC on 30 June it is already 09:30 on 1 July in Sydney, a new month, BAS quarter and financial
 * year; at 00:30 UTC it is 1 July for both. Every page that reads today must see 1 July at either instant.
 */
const instants = [
  ['23:30 UTC (still 30 June on the machine)', '2026-06-30T23:30:00Z', 9],
  ['00:30 UTC (1 July on the machine too)', '2026-07-01T00:30:00Z', 10],
] as const;

afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe.each(instants)('at %s', (_, instant, sydneyHour) => {
  const at = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  };

  it('the helper answers the business’s date and hour', () => {
    at();
    expect(businessToday()).toBe('2026-07-01');
    expect(businessDay().format('YYYY-MM-DD')).toBe('2026-07-01');
    expect(businessHour()).toBe(sydneyHour);
  });

  it('the dashboard greets the morning and shows Wednesday 1 July', async () => {
    at();
    signIn(1, [], 'Robin Office');
    serve(() => undefined);
    renderPage(<DashboardPage />, '/');
    expect(await screen.findByText('Good morning, Robin')).toBeTruthy();
    expect(screen.getByText(/^Wednesday 1 July 2026/)).toBeTruthy();
  });

  it.each([
    ['contractor progress', <ProgressPage key="progress" />, '/accounts/contractors', ['users'], 'month=2026-07-01'],
    ['earnings', <EarningsPage key="earnings" />, '/earnings', [], '/api/contractor-earnings/1?month=2026-07-01'],
    ['jobs', <JobsPage key="jobs" />, '/my-jobs', [], 'from=2026-07-01'],
    ['the TPAR', <TparPage key="tpar" />, '/accounts/tpar', ['manage_accounts'], '/api/tpar?year=2027'],
    // Earnings weeks are day blocks of the month: the week before 1–7 July is 29–30 June.
    ['pay runs', <PayRunsPage key="pay-runs" />, '/accounts/pay-runs', ['manage_accounts'], '/api/pay-runs/2026-06-29'],
  ] as const)('%s asks for the business’s today', async (__, element, url, permissions, expected) => {
    at();
    signIn(1, [...permissions]);
    const { asked } = serve(() => undefined);
    renderPage(element, url);
    await waitFor(() => expect(asked.some((call) => call.includes(expected))).toBe(true));
  });
});
