import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { SharedDocumentsCard } from './shared-documents-card';

type Props = {
  /**
   * The expense documents section, for those with manage_expenses: another feature's, given by the routes
   * (features do not import each other).
   */
  expenseDocuments?: ReactNode;
};

/** /documents, for everyone signed in: the shared documents, and the expense documents for those who keep expenses. */
export function DocumentsPage({ expenseDocuments }: Props) {
  return (
    <>
      <PageHeader title="Documents" />
      <Stack gap="lg">
        <SharedDocumentsCard />
        {expenseDocuments}
      </Stack>
    </>
  );
}
