import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { PaginationFooter } from './pagination-footer';

afterEach(cleanup);

const meta = (total: number) => ({
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  from: total ? 1 : null,
  to: total ? Math.min(10, total) : null,
  total,
});

describe('the pagination footer', () => {
  it('shows nothing to count or choose for an empty list (no "None" beside a lone page 1)', () => {
    renderPage(<PaginationFooter meta={meta(0)} onPage={vi.fn()} onCount={vi.fn()} />, '/');
    expect(screen.queryByText('None')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: '10' })).toBeNull();
  });

  it('keeps the filters of an empty list', () => {
    renderPage(
      <PaginationFooter meta={meta(0)} onPage={vi.fn()}>
        {<button type="button">Only mine</button>}
      </PaginationFooter>,
      '/',
    );
    expect(screen.getByRole('button', { name: 'Only mine' })).toBeTruthy();
  });

  it('counts and pages a list with rows', () => {
    renderPage(<PaginationFooter meta={meta(25)} onPage={vi.fn()} onCount={vi.fn()} />, '/');
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });
});
