import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { can } from '../../../shared/permissions';
import { managesVisits } from '../../../shared/policies';
import { businessDay, businessHour } from '../../lib/business-day';
import { useCurrentUser } from '../../lib/session';
import { ActivityLog } from './activity-log';

const VisitPanels = lazy(() => import('./visit-panels'));

function greeting() {
  const hour = businessHour();
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';
}

/** The dashboard; monthly progress, incomplete and today's tasks join it with the visits feature. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Title order={1} size="h3">
          {greeting()}, {user.name.split(' ')[0]}
        </Title>
        <Text c="dimmed" size="sm">
          {businessDay().format('dddd D MMMM YYYY')} · {user.role.name}
        </Text>
      </Card>
      <Suspense fallback={null}>
        <VisitPanels userId={user.id} allContractors={managesVisits(user)} />
      </Suspense>
      <Grid>
        {can(user, 'activity_log') && (
          <Grid.Col span={12}>
            <ActivityLog />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
