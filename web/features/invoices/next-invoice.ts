import type { InvoiceSummary } from '../../../shared/api/invoices';
import { type InvoiceListParams, fetchInvoices } from './api';

/**
 * Where the editor was opened from, carried in the location's state: the list's query, the invoice's place in it
 * (0-based, across pages), and the address to go back to.
 */
export type OpenedFrom = { list: InvoiceListParams; position: number; back: string };

export const isOpenedFrom = (state: unknown): state is OpenedFrom =>
  typeof state === 'object' &&
  state !== null &&
  'list' in state &&
  'position' in state &&
  typeof state.position === 'number' &&
  'back' in state;

type Fetch = (list: InvoiceListParams) => Promise<{ data: InvoiceSummary[] }>;

async function rowsAround(list: InvoiceListParams, position: number, fetch: Fetch) {
  const page = Math.floor(position / list.count) + 1;
  const { data } = await fetch({ ...list, page });
  return { start: (page - 1) * list.count, rows: data };
}

async function at(list: InvoiceListParams, position: number, fetch: Fetch): Promise<InvoiceSummary | null> {
  const { start, rows } = await rowsAround(list, position, fetch);
  return rows[position - start] ?? null;
}

/**
 * The invoice after `currentId` in the list it was opened from, asked of the server again (the list may have
 * moved). When the current one is still where it was, the next is the one after it; when it has moved on the
 * page (an invoice above it left), the one after its new place; when it has left the list (paid while the list
 * shows unpaid ones), whatever now stands in its place.
 */
export async function nextInvoice(
  from: OpenedFrom,
  currentId: number,
  fetch: Fetch = fetchInvoices,
): Promise<{ invoice: InvoiceSummary; position: number } | null> {
  const { start, rows } = await rowsAround(from.list, from.position, fetch);
  const index = rows.findIndex((row) => row.id === currentId);
  const position = index >= 0 ? start + index + 1 : from.position;
  const invoice = position - start < rows.length ? rows[position - start] : await at(from.list, position, fetch);
  return invoice ? { invoice, position } : null;
}
