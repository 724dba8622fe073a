import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterTest, renderPage } from '../test/render';
import { LinkTabs } from './link-tabs';

afterEach(() => {
  vi.restoreAllMocks();
  cleanUpAfterTest();
});

const tabs = ['Invoices', 'Expenses', 'Transactions', 'Contractor progress', 'Pay runs', 'TPAR', 'Activity'].map((label) => ({
  to: `/${label}`,
  label,
}));

/** The list as a phone lays it out: 360 px shown of 900, scrolled `left` px. */
function narrow(left: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(left);
}

describe('link tabs that do not all fit', () => {
  it('show an arrow toward the tabs out of sight, which scrolls to them', () => {
    narrow(0);
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderPage(<LinkTabs tabs={tabs} active="/Invoices" label="Accounts" />, '/');
    expect(screen.queryByRole('button', { name: 'Earlier accounts tabs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More accounts tabs' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 252 }));
  });

  it('show an arrow back once scrolled to the end', () => {
    narrow(540);
    renderPage(<LinkTabs tabs={tabs} active="/Activity" label="Accounts" />, '/');
    expect(screen.getByRole('button', { name: 'Earlier accounts tabs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More accounts tabs' })).toBeNull();
  });

  it('show no arrows when every tab fits', () => {
    renderPage(<LinkTabs tabs={tabs} active="/Invoices" label="Accounts" />, '/');
    expect(screen.queryByRole('button', { name: /accounts tabs$/ })).toBeNull();
  });
});
