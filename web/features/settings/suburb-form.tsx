import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Suburb, suburbInput } from '../../../shared/api/suburbs';
import { FormAlert } from '../../components/form-alert';
import { useRegions } from '../../entities/places/regions';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshAfterChange } from './api';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; suburb: Suburb | null; onClose: () => void };

/** Create or edit a suburb: name, state (region) and postcode. Mounted afresh on every open. */
export function SuburbFormModal({ opened, suburb, onClose }: Props) {
  const regions = useRegions();
  const form = useForm({
    initialValues: { name: suburb?.name ?? '', region_id: suburb ? String(suburb.region_id) : '', code: suburb?.code ?? '' },
    validate: zodValidate(suburbInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    const body = { ...values, region_id: Number(values.region_id) };
    if (suburb) await api(`/api/suburbs/${suburb.id}`, { method: 'PUT', body, quiet: true });
    else await api('/api/suburbs', { method: 'POST', body, quiet: true });
    await refreshAfterChange('suburbs');
    notifications.show({ color: 'teal', message: suburb ? `${values.name} saved` : `${values.name} added` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={suburb ? `Edit ${suburb.name}` : 'New suburb'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2} spacing="md">
            <Select
              label="State"
              required
              placeholder="Choose"
              data={(regions.data ?? []).map((region) => ({ value: String(region.id), label: `${region.code} · ${region.name}` }))}
              allowDeselect={false}
              searchable
              comboboxProps={{ width: 280, position: 'bottom-start' }}
              {...form.getInputProps('region_id')}
            />
            <TextInput label="Postcode" required inputMode="numeric" maxLength={4} {...form.getInputProps('code')} />
          </SimpleGrid>
          <FormActions label={suburb ? 'Save' : 'Add suburb'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
