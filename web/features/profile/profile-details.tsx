import { usePhone } from '../../lib/screen';
import { Card, DataList, Divider, Stack, Text } from '@mantine/core';
import type { User } from '../../../shared/api/users';
import { formatAbn, formatBsb } from '../../../shared/validation';
import { ProfileHeader } from './profile-header';

/** Someone else's profile card: read only (only your own profile is editable). */
export function ProfileDetails({ user }: { user: User }) {
  const phone = usePhone();
  const rows: [string, string | null][] = [
    ['Phone', user.phone],
    ['ABN', user.abn && formatAbn(user.abn)],
    ['BSB', user.bank_bsb && formatBsb(user.bank_bsb)],
    ['Bank account', user.bank_account],
    ['Legal name', user.legal_name],
    ['Legal business name', user.legal_business_name],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <ProfileHeader user={user} />
        <Divider />
        <DataList size="sm" labelWidth={160} gap="xs" orientation={phone ? 'vertical' : 'horizontal'}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                {value || (
                  <Text span size="sm" c="dimmed">
                    Not given
                  </Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Card>
  );
}
