import { pageSizes } from '../../../shared/page-sizes';
import { isIsoDate } from '../../../shared/validation';
import { type InvoiceStateFilter, invoiceStateFilters } from '../../../shared/invoice-states';
import type { InvoiceListParams, InvoiceSort } from './api';

/** Invoices come 20 a page (docs/domain.md "Invoice screens"). */
export const invoicePageSize = 20;
export const invoiceSorts: readonly InvoiceSort[] = ['number', 'issued_at', 'last_sent', 'client', 'total'];

export const defaultListParams: InvoiceListParams = { page: 1, count: invoicePageSize, sort: 'number', direction: 'desc' };

const isoDate = (value: string | null) => (value && isIsoDate(value) ? value : null);

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * A list of invoices as its address says it (`?state=overdue&client=12&q=bakery&from=2026-07-01&to=2026-09-30&count=50&page=2&sort=total&dir=asc`), so
 * it can be bookmarked, gone back to, and handed to the editor for its Next button. Anything unreadable is the
 * default. `fixedClient` is the client tab's own client, whatever the address says.
 */
export function readListParams(params: URLSearchParams, fixedClient?: number): InvoiceListParams {
  const state = params.get('state');
  const sort = params.get('sort');
  const count = Number(params.get('count'));
  return {
    ...defaultListParams,
    page: positive(params.get('page')) ?? 1,
    count: pageSizes.find((size) => size === count) ?? invoicePageSize,
    issuedFrom: isoDate(params.get('from')),
    issuedTo: isoDate(params.get('to')),
    sort: invoiceSorts.find((s) => s === sort) ?? defaultListParams.sort,
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    search: params.get('q')?.trim() || undefined,
    state: invoiceStateFilters.find((s): s is InvoiceStateFilter => s === state) ?? null,
    clientId: fixedClient ?? positive(params.get('client')),
  };
}

/** The address's query for a list; defaults are left out, and the client tab's own client too. */
export function writeListParams(list: InvoiceListParams, fixedClient?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (list.state) params.set('state', list.state);
  if (list.clientId && !fixedClient) params.set('client', String(list.clientId));
  if (list.search) params.set('q', list.search);
  if (list.issuedFrom) params.set('from', list.issuedFrom);
  if (list.issuedTo) params.set('to', list.issuedTo);
  if (list.count !== invoicePageSize) params.set('count', String(list.count));
  if (list.sort !== defaultListParams.sort || list.direction !== defaultListParams.direction) {
    params.set('sort', list.sort);
    params.set('dir', list.direction);
  }
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}
