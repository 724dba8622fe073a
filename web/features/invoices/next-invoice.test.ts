import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import { summaryFixture } from '../../test/invoice-fixture';
import type { InvoiceListParams } from './api';
import { readListParams, writeListParams } from './list-params';
import { nextInvoice, type OpenedFrom } from './next-invoice';

/** A list of invoices by id, served a page at a time as the API would. */
const serving = (ids: number[]) => async (list: InvoiceListParams) => ({
  data: ids
    .slice((list.page - 1) * list.count, list.page * list.count)
    .map((id): InvoiceSummary => summaryFixture('sent', { id, number: id })),
});
const list: InvoiceListParams = { page: 1, count: 2, sort: 'number', direction: 'desc' };
const from = (position: number): OpenedFrom => ({ list, position, back: '/accounts' });

describe('Next in the editor', () => {
  it('is the invoice after the one open, on the next page when it was the last of its page', async () => {
    expect(await nextInvoice(from(0), 10, serving([10, 9, 8]))).toMatchObject({ invoice: { id: 9 }, position: 1 });
    expect(await nextInvoice(from(1), 9, serving([10, 9, 8]))).toMatchObject({ invoice: { id: 8 }, position: 2 });
  });

  it('follows the open invoice when one above it left the list', async () => {
    expect(await nextInvoice(from(2), 8, serving([9, 8, 7]))).toMatchObject({ invoice: { id: 7 }, position: 2 });
  });

  it('is whatever took its place when the open one left the list (paid while the list shows unpaid ones)', async () => {
    expect(await nextInvoice(from(1), 9, serving([10, 8, 7]))).toMatchObject({ invoice: { id: 8 }, position: 1 });
  });

  it('is nothing after the last', async () => {
    expect(await nextInvoice(from(2), 8, serving([10, 9, 8]))).toBeNull();
  });
});

describe('the list in the address', () => {
  it('reads what it wrote, and defaults what is missing or wrong', () => {
    const params: InvoiceListParams = {
      page: 3,
      count: 20,
      sort: 'total',
      direction: 'asc',
      search: 'bakery',
      state: 'unpaid',
      clientId: 12,
      issuedFrom: '2026-07-01',
      issuedTo: '2026-09-30',
    };
    expect(writeListParams(params).toString()).toBe(
      'state=unpaid&client=12&q=bakery&from=2026-07-01&to=2026-09-30&sort=total&dir=asc&page=3',
    );
    expect(readListParams(writeListParams(params))).toEqual(params);
    expect(readListParams(new URLSearchParams('state=owing&client=x&page=-2&sort=drop'))).toEqual({
      page: 1,
      count: 20,
      sort: 'number',
      direction: 'desc',
      search: undefined,
      state: null,
      clientId: null,
      issuedFrom: null,
      issuedTo: null,
    });
  });

  it('inside a client’s tab the client is the tab’s, whatever the address says', () => {
    expect(readListParams(new URLSearchParams('client=99'), 5).clientId).toBe(5);
    expect(writeListParams({ ...list, count: 20, clientId: 5 }, 5).toString()).toBe('');
  });
});
