import { Stack } from '@mantine/core';
import { MonthlyProgressCards } from './monthly-progress';
import { VisitExceptions } from './visit-exceptions';
import { VisitList } from './visit-lists';

/**
 * The dashboard's visit panels, loaded after the first screen so the initial script stays small. Progress is
 * always the viewer's own; the lists cover every contractor for office staff who run the schedule (`0`), since
 * their own visits are usually none; they also see the day's presence exceptions.
 */
export default function VisitPanels({ userId, allContractors }: { userId: number; allContractors: boolean }) {
  const listsFor = allContractors ? 0 : userId;
  return (
    <Stack gap="md">
      <MonthlyProgressCards userId={userId} />
      {allContractors && <VisitExceptions />}
      <VisitList userId={listsFor} kind="today" />
      <VisitList userId={listsFor} kind="incomplete" />
    </Stack>
  );
}
