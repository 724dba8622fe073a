import { Card, Center, EmptyState, Loader, Stack } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { useUserProfile } from './api';
import { AwayEventsCard } from './away-events-card';
import { ConflictsCard } from './conflicts-card';
import { DocumentsCard } from './documents-card';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

/**
 * /my-profile and /user/{id}: the profile card and private documents. Only your own
 * profile is editable, whichever of the two addresses shows it.
 */
export function ProfilePage() {
  const params = useParams();
  const { data: me } = useCurrentUser();
  const id = params.id ? Number(params.id) : me?.id;
  const own = !!me && id === me.id;
  const other = useUserProfile(id ?? 0, !own && Number.isInteger(id) && (id ?? 0) > 0);

  if (!me) return null;
  if (!own && other.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!own && !other.data) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconUserQuestion size={28} />}
          title="Profile not found"
          description="This person does not exist, or their profile is not yours to see."
        />
      </Card>
    );
  }
  const user = own ? me : other.data;
  if (!user) return null;
  return (
    <Stack gap="md" maw={1100}>
      {own ? <ProfileForm user={me} /> : <ProfileDetails user={user} />}
      <DocumentsCard userId={user.id} editable={own} />
      <AwayEventsCard userId={user.id} editable={own} />
      <ConflictsCard userId={user.id} />
    </Stack>
  );
}
