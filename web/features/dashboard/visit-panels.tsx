import { Stack } from '@mantine/core';
import { MonthlyProgressCards } from './monthly-progress';
import { VisitList } from './visit-lists';

/** The dashboard's visit panels, loaded after the first screen so the initial script stays small. */
export default function VisitPanels({ userId }: { userId: number }) {
  return (
    <Stack gap="md">
      <MonthlyProgressCards userId={userId} />
      <VisitList userId={userId} kind="today" />
      <VisitList userId={userId} kind="incomplete" />
    </Stack>
  );
}
