import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterTest } from '../test/render';
import { useAddressList } from './address-list';

type List = { page: number; state: string | null; count: number };
const read = (params: URLSearchParams): List => ({
  page: Number(params.get('page') ?? 1),
  state: params.get('state'),
  count: Number(params.get('count') ?? 20),
});
const write = (list: List) => {
  const params = new URLSearchParams();
  if (list.state) params.set('state', list.state);
  if (list.count !== 20) params.set('count', String(list.count));
  if (list.page > 1) params.set('page', String(list.page));
  return params;
};

function List() {
  const { list, change } = useAddressList(read, write);
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <output aria-label="list">{JSON.stringify(list)}</output>
      {/* Two changes before the page draws the first: a tab, then a page size, as a quick hand does. */}
      <button
        type="button"
        onClick={() => {
          change({ state: 'past_due' });
          change({ count: 50 });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => change({ page: 3 })}>
        Page 3
      </button>
    </>
  );
}

afterEach(cleanUpAfterTest);

describe('a list kept in the address', () => {
  it('keeps both of two quick changes: the second builds on the first, not on the page drawn before it', () => {
    render(
      <MemoryRouter initialEntries={['/invoices?page=2']}>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('list').textContent).toBe(JSON.stringify({ page: 2, state: null, count: 20 }));
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByLabelText('address').textContent).toBe('?state=past_due&count=50');
    expect(screen.getByLabelText('list').textContent).toBe(JSON.stringify({ page: 1, state: 'past_due', count: 50 }));
  });

  it('goes back to page 1 on any change but the page, and keeps the page asked for', () => {
    render(
      <MemoryRouter initialEntries={['/invoices?state=paid']}>
        <List />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByLabelText('address').textContent).toBe('?state=paid&page=3');
  });
});
