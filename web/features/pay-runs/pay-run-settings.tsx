import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { type PayRunSettings, payRunSettingsInput } from '../../../shared/api/pay-runs';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { savePayRunSettings } from './api';

type Values = { apca_user_id: string; bank_abbreviation: string; description: string };
const valuesOf = (s: PayRunSettings): Values => ({
  apca_user_id: s.apca_user_id ?? '',
  bank_abbreviation: s.bank_abbreviation ?? '',
  description: s.description,
});

/** What the bank needs in the ABA file's header besides the account of Settings → General. */
export function PayRunSettingsForm({ settings }: { settings: PayRunSettings }) {
  const form = useForm<Values>({ initialValues: valuesOf(settings), validate: zodValidate(payRunSettingsInput) });
  const save = useFormSave(form);
  // Fresh values once the saved settings come back.
  useEffect(() => form.setValues(valuesOf(settings)), [settings]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <form
      noValidate
      onSubmit={save.submit(async (values) => {
        await savePayRunSettings(values);
        notifications.show({ color: 'green', message: 'Pay run settings saved.' });
      })}
    >
      <FormAlert message={save.message} />
      <Text size="sm" c="dimmed" mb="xs">
        The bank gives you an APCA user id when it sets up direct entry. The business’s BSB and account come from Settings → General.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="APCA user id" placeholder="6 digits" {...form.getInputProps('apca_user_id')} />
        <TextInput label="Bank abbreviation" placeholder="CBA" maxLength={3} {...form.getInputProps('bank_abbreviation')} />
        <TextInput label="Description on statements" maxLength={12} required {...form.getInputProps('description')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={save.busy}>
          Save
        </Button>
      </Group>
    </form>
  );
}
