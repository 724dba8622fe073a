import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TparView } from '../../../shared/api/pay-runs';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { TparPage } from './tpar-page';

const abn = '51824753556';
const tpar = (year: number): TparView => ({
  year,
  start: `${year - 1}-07-01`,
  end: `${year}-06-30`,
  rows: [
    {
      user_id: 2,
      name: 'Maria Payee Cleaning',
      abn: null,
      address: null,
      gross_paid: 20_000,
      gst: 0,
      tax_withheld: 9400,
      missing: ['abn', 'address'],
    },
    {
      user_id: 1,
      name: 'Samuel Payee',
      abn,
      address: '1 George St, Sydney NSW 2000',
      gross_paid: 60_000,
      gst: 5455,
      tax_withheld: 0,
      missing: [],
    },
  ],
  // Not the rows' sum on purpose: the page shows the server's totals and adds nothing up itself.
  totals: { gross_paid: 123_456, gst: 7890, tax_withheld: 4321 },
});

function show(url = '/accounts/tpar') {
  signIn(1, ['manage_accounts']);
  const server = serve((path, params) => (path === '/api/tpar' ? tpar(Number(params.get('year'))) : undefined));
  renderPage(<TparPage />, url, '/accounts/tpar');
  return server;
}

afterEach(cleanUpAfterTest);

vi.setConfig({ testTimeout: 20_000 });

describe('the TPAR page', () => {
  it.each([
    // 30 June 15:00 UTC is already 1 July 01:00 in Sydney: the business's new financial year, though a browser on UTC still reads June.
    ['2026-06-30T15:00:00Z', 2027, '2026–27'],
    // 1 July 2026 09:59 in Sydney, 30 June 23:59 UTC.
    ['2026-06-30T23:59:00Z', 2027, '2026–27'],
    // 30 June 2026 23:59 in Sydney.
    ['2026-06-30T13:59:00Z', 2026, '2025–26'],
  ])('at %s opens on the financial year of the business’s today (%i)', async (now, year, label) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    const { asked } = show();
    await waitFor(() => expect(asked).toContain(`/api/tpar?year=${year}`));
    expect(screen.getByDisplayValue(label).getAttribute('aria-label')).toBe('Financial year');
  });

  it('shows the server’s totals under the payees', async () => {
    show('/accounts/tpar?year=2030');
    const total = (await screen.findByText('Total')).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '$1,234.56', '$78.90', '$43.21']);
  });
});
