import { pageSizes } from '../../../shared/page-sizes';
import type { DateFilter } from '../../../shared/dates';
import type { Direction, TransactionListParams } from './api';

export const defaultTransactionParams: TransactionListParams = { page: 1, count: 20, sort: 'created_at', direction: 'desc' };
const sorts: readonly TransactionListParams['sort'][] = ['created_at', 'amount', 'description'];
const directions: readonly Direction[] = ['incoming', 'outgoing'];
const dates: readonly DateFilter[] = [
  'from_today',
  'from_week',
  'from_month',
  'from_last_month',
  'from_quarter',
  'from_last_quarter',
  'from_financial_year',
  'from_year',
];
export const transactionStates = ['to_match', 'suggested', 'partial', 'matched', 'credited'] as const;

/**
 * The bank lines' list as its address says it (`?q=rent&direction=outgoing&from=from_month&state=to_match&
 * count=50&page=2&sort=amount&dir=asc`), so a reload or a link keeps the filters. Anything unreadable is the default.
 */
export function readTransactionParams(params: URLSearchParams): TransactionListParams {
  const count = Number(params.get('count'));
  const page = Number(params.get('page'));
  const pick = <T extends string>(values: readonly T[], value: string | null) => values.find((v) => v === value) ?? null;
  return {
    ...defaultTransactionParams,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    count: pageSizes.find((size) => size === count) ?? defaultTransactionParams.count,
    sort: pick(sorts, params.get('sort')) ?? defaultTransactionParams.sort,
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    search: params.get('q')?.trim() || undefined,
    transactionDirection: pick(directions, params.get('direction')),
    from: pick(dates, params.get('from')),
    state: pick(transactionStates, params.get('state')),
  };
}

/** The address's query for the list; defaults are left out. */
export function writeTransactionParams(list: TransactionListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search) params.set('q', list.search);
  if (list.transactionDirection) params.set('direction', list.transactionDirection);
  if (list.from) params.set('from', list.from);
  if (list.state) params.set('state', list.state);
  if (list.count !== defaultTransactionParams.count) params.set('count', String(list.count));
  if (list.sort !== defaultTransactionParams.sort || list.direction !== defaultTransactionParams.direction) {
    params.set('sort', list.sort);
    params.set('dir', list.direction);
  }
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}
