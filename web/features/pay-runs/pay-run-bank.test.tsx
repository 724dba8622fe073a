import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayRunBank } from '../../../shared/api/pay-run-bank';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { PayRunBankCard } from './pay-run-bank';

const week = '2030-03-08';
const bank: PayRunBank = {
  week,
  recorded: 3_506_878,
  banked: 3_607_740,
  difference: 100_862,
  reconciled: false,
  lines: [
    {
      id: 4,
      created_at: '2030-03-19',
      description: 'TRANSFER TO AISHA KHAN AISHA-20300308',
      user_id: 1,
      amount: 669_522,
      via: 'vendor_invoice',
    },
    { id: 5, created_at: '2030-03-19', description: 'CONTRACTORS 301500', user_id: null, amount: 2_938_218, via: 'batch' },
  ],
  payees: [
    { user: { id: 1, name: 'Aisha Khan' }, net: 568_660, banked: 669_522, difference: 100_862 },
    { user: { id: 2, name: 'Sam Taylor' }, net: 2_938_218, banked: null, difference: null },
  ],
};

function show(answer: PayRunBank | undefined) {
  signIn(1, ['manage_accounts']);
  serve((path) => (path === `/api/pay-runs/${week}/bank` ? answer : undefined));
  renderPage(<PayRunBankCard week={week} />, '/');
}

afterEach(cleanUpAfterTest);
vi.setConfig({ testTimeout: 20_000 });

describe('a recorded pay run at the bank', () => {
  it('shows each payee’s recorded net against what left the bank, and by how much the run’s lines miss its total', async () => {
    show(bank);
    const aisha = (await screen.findByText('Aisha Khan')).closest('tr')!;
    expect(
      within(aisha)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Aisha Khan', '$5,686.60', '$6,695.22', '+$1,008.62']);
    const sam = screen.getByText('Sam Taylor').closest('tr')!;
    expect(
      within(sam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sam Taylor', '$29,382.18', '—', '—']);
    expect(screen.getByText('Differs by $1,008.62')).toBeTruthy();
    expect(screen.getByText(/The bank lines come to \$36,077\.40, \$1,008\.62 more than the \$35,068\.78 the run recorded\./)).toBeTruthy();
    expect(screen.getByText(/Batch debit · CONTRACTORS 301500 · \$29,382\.18/)).toBeTruthy();
  });

  it('reads as reconciled when the lines add up, and shows nothing for a week not recorded', async () => {
    show({ ...bank, banked: bank.recorded, difference: 0, reconciled: true, payees: [] });
    expect(await screen.findByText('Reconciled')).toBeTruthy();
    expect(screen.queryByText(/The bank lines come to/)).toBeNull();
    cleanUpAfterTest();
    show(undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('At the bank')).toBeNull();
  });
});
