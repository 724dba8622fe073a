import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PermissionKey } from '../../shared/permissions';
import { useCan } from '../lib/session';
import { PageHeader } from './page-header';

type Props = {
  /** The page's own title, so the page is still recognisable. */
  title: string;
  /** What the role does not do, completing "Your role does not …": "manage invoices". */
  does: string;
};

/**
 * A page the signed-in role may not open says so, the same way on every page: its title and "Not available",
 * never a failed request's toast (nothing is asked of the server).
 */
export function NotAvailable({ title, does }: Props) {
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder radius="md" py="xl">
        <EmptyState icon={<IconLock size={28} />} title="Not available" description={`Your role does not ${does}.`} />
      </Card>
    </>
  );
}

/** The page for holders of `permission`, else NotAvailable; the page (and its queries) is not even mounted. */
export function RequirePermission({ permission, children, ...props }: Props & { permission: PermissionKey; children: ReactNode }) {
  return useCan(permission) ? children : <NotAvailable {...props} />;
}
