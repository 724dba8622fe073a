import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { invalidateCollection } from '../lib/cache';
import { pingKey } from '../lib/ping';
import { clientKeys } from './clients/client-keys';
import { invoiceKeys } from './invoices/invoice-keys';
import { userKeys } from './people/user-keys';
import { conflictKeys, contractorEarningsKeys, contractorProgressKeys, dashboardKeys, visitKeys } from './visits/visit-keys';

/**
 * What to refresh after a change that the pages of several features show: one function a kind of change, each
 * naming the queries that show what changed. Only those on screen fetch again; the others when next shown.
 */
const invalidate = (queryClient: QueryClient, filters: readonly QueryFilters[]) =>
  Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));

/**
 * After a visit changed (date, time, contractors, ticks, photos, skip, completion): the jobs list and the visit
 * card, the dashboard's lists and monthly progress, the contractor progress and earnings, conflicting
 * schedules, and the bookings of any client.
 */
export const invalidateAfterVisitChange = (queryClient: QueryClient) =>
  invalidate(queryClient, [
    { queryKey: visitKeys.all },
    { queryKey: dashboardKeys.all },
    { queryKey: contractorProgressKeys.all },
    { queryKey: contractorEarningsKeys.all },
    { queryKey: conflictKeys.all },
    { predicate: (query) => clientKeys.isBookings(query.queryKey) },
  ]);

/** After a change to someone: every list of people, a profile, the contractor look-up and the cached users collection. */
export function invalidateAfterUserChange(queryClient: QueryClient) {
  invalidateCollection('users');
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/**
 * After a change to invoices (made, edited, sent, paid, deleted, chased, auto-invoiced): every invoice list and
 * invoice, the clients' owing and last issued (lists and each client: a client may have been suspended), the
 * navigation's open-invoice count, and the visits that became invoiced or were freed.
 */
export const invalidateAfterInvoiceChange = (queryClient: QueryClient) =>
  Promise.all([
    invalidate(queryClient, [{ queryKey: invoiceKeys.all }, { queryKey: clientKeys.all }, { queryKey: pingKey }]),
    invalidateAfterVisitChange(queryClient),
  ]);
