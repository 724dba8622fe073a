import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterTest, renderPage, serve, signIn } from '../../test/render';
import { EntryDialog } from './entry-dialog';

afterEach(cleanUpAfterTest);

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const posts = (fetch: ReturnType<typeof serve>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

function open() {
  signIn(1, ['manage_transactions']);
  const onClose = vi.fn();
  const served = serve(() => ({}));
  renderPage(<EntryDialog today="2026-11-20" onClose={onClose} />, '/');
  type('Description', 'Cash banked');
  return { ...served, onClose };
}

describe('entering a bank line by hand', () => {
  it('sends what was typed as cents: money out negative, the fee as it is', async () => {
    const { fetch, onClose } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Money out' }));
    type('Amount', '$1,234.50');
    type('Fee taken', '2.20');
    fireEvent.click(screen.getByRole('button', { name: 'Save the line' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(posts(fetch)[0][1]?.body))).toEqual({
      created_at: '2026-11-20',
      description: 'Cash banked',
      amount: -123_450,
      fee_total: 220,
    });
  });

  it('an unreadable fee is a field error, and the line is not saved with a fee of $0.00', async () => {
    const { fetch } = open();
    type('Amount', '120');
    type('Fee taken', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save the line' }));
    expect(await screen.findByText('Enter an amount in dollars, like 45.50.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(fetch)).toEqual([]);
  });

  it('an unreadable amount is a field error, and nothing is saved', async () => {
    const { fetch } = open();
    type('Amount', '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Save the line' }));
    expect(await screen.findByText('Enter an amount in dollars, like 45.50.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(fetch)).toEqual([]);
  });
});
