import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { logoMaxBytes } from '../../../shared/api/settings';
import { fileTooLargeMessage } from '../../../shared/api/uploads';
import { ApiError, api } from '../../lib/api';
import { type UploadStatus, uploadWithNote } from '../../lib/upload';
import { refreshGeneralSettings } from './api';

const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];
const imageTypesMessage = 'PNG, JPEG or WebP images only';

/** The logo printed on invoices and statements and shown on the client's invoice page: an image, sent in pieces. */
export function BusinessLogo({ logo }: { logo: string | null }) {
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!imageTypes.includes(file.type)) return setError(imageTypesMessage);
    if (file.size > logoMaxBytes) return setError(fileTooLargeMessage(logoMaxBytes));
    setStatus({ phase: 'sending', sent: 0, total: file.size });
    try {
      await uploadWithNote({
        file,
        begin: () =>
          api<{ id: string }>('/api/settings/logo', { method: 'POST', body: { filename: file.name, size: file.size }, quiet: true }),
        onStatus: setStatus,
      });
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (Object.values(caught.errors)[0]?.[0] ?? caught.message)
          : 'The logo could not be sent. Please try again.',
      );
    } finally {
      setStatus(null);
      await refreshGeneralSettings();
    }
  };

  const remove = () =>
    modals.openConfirmModal({
      title: 'Remove the logo?',
      children: <Text size="sm">Invoices and statements will be printed without a logo until you add one.</Text>,
      labels: { confirm: 'Remove logo', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        await api('/api/settings/logo', { method: 'DELETE' });
        await refreshGeneralSettings();
      },
    });

  return (
    <Group gap="md" align="center" wrap="wrap">
      <Paper withBorder radius="md" w={200} h={90} p="xs" style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {logo ? (
          <Image src={logo} alt="The business's logo" fit="contain" mah={72} maw={180} />
        ) : (
          <Stack gap={2} align="center">
            <IconPhoto size={22} stroke={1.4} color="var(--mantine-color-gray-6)" />
            <Text size="xs" c="dimmed">
              No logo yet
            </Text>
          </Stack>
        )}
      </Paper>
      <Stack gap={6} style={{ flex: '1 1 220px' }}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={imageTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={status !== null}>
                {logo ? 'Replace logo' : 'Add logo'}
              </Button>
            )}
          </FileButton>
          {logo && status === null && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              Remove
            </Button>
          )}
        </Group>
        {status && <Progress value={(status.sent / Math.max(1, status.total)) * 100} size="sm" aria-label="Logo upload" />}
        <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? 'PNG, JPEG or WebP, up to 5 MB. A wide logo prints best.'}
        </Text>
      </Stack>
    </Group>
  );
}
