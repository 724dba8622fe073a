import { usePhone } from '../../lib/screen';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import type { AccountActivity } from '../../../shared/api/account-activity';
import { recipientsInput } from '../../../shared/api/recipients';
import type { Cents } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { useFormSave, zodValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { emailQuarter, updateQuarter } from './api';
import { quarterLabel } from './activity-view';
import { FormActions } from '../../components/form-actions';
import { OtherAddressesInput } from '../../components/recipient-fields';

/** The PAYG instalment of a quarter (label 5A), in dollars and cents. */
export function PaygModal({ quarter, onClose }: { quarter: AccountActivity | null; onClose: () => void }) {
  const form = useForm<{ payg: Cents | null }>({
    initialValues: { payg: quarter?.payg ?? 0 },
    validate: { payg: (value) => (value === null ? 'Enter the instalment in dollars, 0 for none.' : null) },
  });
  const save = useFormSave(form);
  const submit = save.submit(async ({ payg }) => {
    if (!quarter || payg === null) return;
    await updateQuarter(quarter.id, { payg });
    notifications.show({ color: 'teal', message: `PAYG for ${quarterLabel(quarter)} saved.` });
    onClose();
  });
  return (
    <Modal opened={quarter !== null} onClose={onClose} title={quarter ? `PAYG instalment · ${quarterLabel(quarter)}` : ''}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <MoneyInput
            label="PAYG instalment (5A)"
            description="From the instalment notice or your own calculation"
            data-autofocus
            {...form.getInputProps('payg')}
          />
          <FormActions label="Save" busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** E-mails a quarter's workbook: to the signed-in person if they tick it, and to addresses typed (the accountant). */
export function EmailModal({ quarter, onClose }: { quarter: AccountActivity | null; onClose: () => void }) {
  const phone = usePhone();
  const { data: user } = useCurrentUser();
  const validate = zodValidate(recipientsInput);
  const bodyOf = (values: { me: boolean; custom: string }) => ({ users: values.me && user ? [user.id] : [], custom: values.custom });
  // The shared rule speaks of a client's contacts; here the choice is "me".
  const form = useForm({
    initialValues: { me: false, custom: '' },
    validate: (values) => {
      const errors = validate(bodyOf(values));
      return errors.custom === 'Choose a contact or enter at least one address.'
        ? { ...errors, custom: 'Tick “Send it to me” or enter at least one address.' }
        : errors;
    },
  });
  const save = useFormSave(form);
  const submit = save.submit(async (values) => {
    if (!quarter) return;
    const sent = await emailQuarter(quarter.id, bodyOf(values));
    notifications.show({ color: 'teal', message: sent.message });
    form.reset();
    onClose();
  });
  return (
    <Modal opened={quarter !== null} onClose={onClose} title={quarter ? `E-mail ${quarterLabel(quarter)}` : ''} fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Text size="sm" c="dimmed">
            The spreadsheet with the BAS figures and every receipt and expense behind them is attached.
          </Text>
          <Checkbox
            label={`Send it to me${user?.email ? ` (${user.email})` : ''}`}
            {...form.getInputProps('me', { type: 'checkbox' })}
            error={form.errors.users}
          />
          <OtherAddressesInput {...form.getInputProps('custom')} />
          <FormActions label="Send" busy={save.busy} onCancel={onClose} icon={<IconMail size={16} />} />
        </Stack>
      </form>
    </Modal>
  );
}
