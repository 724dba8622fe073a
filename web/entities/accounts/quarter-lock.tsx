import { Alert, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CompletedQuarter } from '../../../shared/api/quarters';
import { lockedQuarterMessage, quarterOfDate } from '../../../shared/bas';
import { basQuarterLabel, type IsoDate } from '../../../shared/dates';
import { can } from '../../../shared/permissions';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/session';

/** Invalidated when a quarter is completed or reopened (the account-activity page). */
export const completedQuartersKey = ['completed-quarters'] as const;

/** Why a row cannot change: the quarter's name for its icon, the whole refusal for its tooltip and actions. */
export type QuarterLock = { label: string; message: string };

/**
 * The lock a completed BAS quarter puts on money dated in it (decision 015), known before anyone tries a change:
 * returns, for a date, its lock or null. Asked only by someone who works a list the lock applies to.
 */
export function useQuarterLock(): (date: IsoDate | null | undefined) => QuarterLock | null {
  const { data: user } = useCurrentUser();
  const allowed = (['manage_accounts', 'manage_invoices', 'manage_transactions', 'manage_expenses'] as const).some((key) => can(user, key));
  const { data } = useQuery({
    queryKey: completedQuartersKey,
    queryFn: () => api<{ data: CompletedQuarter[] }>('/api/completed-quarters'),
    enabled: allowed,
    staleTime: 60_000,
  });
  const completed = new Set(data?.data.map((quarter) => quarter.id));
  return (date) => {
    if (!date || completed.size === 0) return null;
    const quarter = quarterOfDate(date);
    if (!completed.has(quarter.id)) return null;
    return { label: `${basQuarterLabel(quarter)} is complete`, message: lockedQuarterMessage(date) };
  };
}

/** The lock beside a row's date: named by its quarter, the refusal in its tooltip. */
export function QuarterLockIcon({ lock }: { lock: QuarterLock }) {
  return (
    <Tooltip label={lock.message} multiline maw={300} withinPortal events={{ hover: true, focus: true, touch: true }}>
      <IconLock size={14} role="img" aria-label={lock.label} tabIndex={0} style={{ flex: 'none', verticalAlign: 'middle' }} />
    </Tooltip>
  );
}

/** Above a form opened on a locked record: it can be read, not saved. */
export function QuarterLockAlert({ lock }: { lock: QuarterLock }) {
  return (
    <Alert color="yellow" icon={<IconLock size={16} />}>
      {lock.message}
    </Alert>
  );
}
