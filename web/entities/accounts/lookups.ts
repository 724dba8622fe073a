import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ExpenseCategory } from '../../../shared/api/expense-categories';
import type { Vendor } from '../../../shared/api/vendors';
import { fetchAllPages } from '../../lib/api';
import { cachedRows, invalidateCollection } from '../../lib/cache';
import { expenseCategoryKeys, vendorKeys } from './account-keys';

/** Every vendor, by name: the cached collection of the initial load, else every page of the list. */
export function useVendorOptions(enabled = true) {
  return useQuery({
    queryKey: vendorKeys.options(),
    queryFn: async () => {
      const cached = cachedRows<Vendor>('vendors');
      return cached.length ? cached : fetchAllPages<Vendor>('/api/vendors');
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Every expense category, by name: the cached collection of the initial load, else every page of the list. */
export function useExpenseCategoryOptions(enabled = true) {
  return useQuery({
    queryKey: expenseCategoryKeys.options(),
    queryFn: async () => {
      const cached = cachedRows<ExpenseCategory>('expense_categories');
      return cached.length ? cached : fetchAllPages<ExpenseCategory>('/api/expense-categories');
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** After a vendor changed: the cached collection, the settings list and every picker. */
export function invalidateAfterVendorChange(queryClient: QueryClient) {
  invalidateCollection('vendors');
  return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
}

/** After a category changed: the cached collection, the settings list and every picker. */
export function invalidateAfterCategoryChange(queryClient: QueryClient) {
  invalidateCollection('expense_categories');
  return queryClient.invalidateQueries({ queryKey: expenseCategoryKeys.all });
}
