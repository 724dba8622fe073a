import { Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type Vendor, type VendorUser, vendorInput } from '../../../shared/api/vendors';
import { formatAbn } from '../../../shared/validation';
import { FormAlert } from '../../components/form-alert';
import { vendorKeys } from '../../entities/accounts/account-keys';
import { invalidateAfterVendorChange } from '../../entities/accounts/lookups';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; vendor: Vendor | null; onClose: () => void };

const initialValues = (vendor: Vendor | null) => ({
  name: vendor?.name ?? '',
  trading_name: vendor?.trading_name ?? '',
  abn: vendor?.formatted_abn ?? '',
  phone: vendor?.phone ?? '',
  email: vendor?.email ?? '',
  user_id: vendor?.user_id ? String(vendor.user_id) : null,
  gst_registered: vendor?.gst_registered ?? false,
});

/** Create or edit a vendor. Mounted afresh on every open. */
export function VendorFormModal({ opened, vendor, onClose }: Props) {
  const people = useQuery({
    queryKey: vendorKeys.users(),
    queryFn: async () => (await api<{ data: VendorUser[] }>('/api/vendor-users')).data,
    enabled: opened,
  });
  const form = useForm({ initialValues: initialValues(vendor), validate: zodValidate(vendorInput) });
  const save = useFormSave(form);

  // A contractor who invoices the business usually has their ABN on their profile already.
  const choosePerson = (value: string | null) => {
    form.setFieldValue('user_id', value);
    const person = people.data?.find((p) => String(p.id) === value);
    if (person?.abn && !form.getValues().abn) form.setFieldValue('abn', formatAbn(person.abn));
  };

  const submit = save.submit(async (values) => {
    const body = { ...values, user_id: values.user_id ? Number(values.user_id) : null };
    if (vendor) await api(`/api/vendors/${vendor.id}`, { method: 'PUT', body, quiet: true });
    else await api('/api/vendors', { method: 'POST', body, quiet: true });
    await invalidateAfterVendorChange(queryClient);
    notifications.show({ color: 'teal', message: vendor ? `${values.name} saved` : `${values.name} added` });
    onClose();
  });

  const abn = form.getInputProps('abn');
  return (
    <Modal opened={opened} onClose={onClose} title={vendor ? `Edit ${vendor.name}` : 'New vendor'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Trading name" {...form.getInputProps('trading_name')} />
            <TextInput
              label="ABN"
              placeholder="11 digits"
              inputMode="numeric"
              {...abn}
              onBlur={() => form.setFieldValue('abn', formatAbn(form.getValues().abn))}
            />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <Select
              label="This vendor is"
              description="The person, when a contractor invoices the business"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={people.isLoading ? 'Loading people…' : 'Nobody'}
              data={(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
              searchable
              clearable
              nothingFoundMessage="Nobody by that name"
              {...form.getInputProps('user_id')}
              onChange={choosePerson}
            />
          </SimpleGrid>
          <Switch
            label="GST registered"
            description="Its bills include GST the business can claim"
            {...form.getInputProps('gst_registered', { type: 'checkbox' })}
          />
          <FormActions label={vendor ? 'Save' : 'Add vendor'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
