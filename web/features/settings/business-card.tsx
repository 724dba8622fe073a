import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useGeneralSettings } from './api';
import { BusinessForm } from './business-form';
import { BusinessLogo } from './business-logo';
import { SettingsCard } from './settings-card';

/** Settings → General → Business: what every invoice, statement and the client's invoice page print. */
export function BusinessCard() {
  const settings = useGeneralSettings();
  return (
    <SettingsCard title="Business" description="How invoices and statements present your business, and how invoicing runs.">
      {settings.isLoading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : settings.data ? (
        <Stack gap="md">
          <BusinessLogo logo={settings.data.logo} />
          <BusinessForm settings={settings.data} />
        </Stack>
      ) : (
        <Alert color="red" icon={<IconAlertCircle size={16} />}>
          The business settings could not be loaded. Please reload the page.
        </Alert>
      )}
    </SettingsCard>
  );
}
