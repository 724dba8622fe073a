import { usePhone } from '../../lib/screen';
import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { recipientsInput } from '../../../shared/api/recipients';
import type { VisitReport } from '../../../shared/api/visit-report';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { emailVisitReport } from './api';
import { FormActions } from '../../components/form-actions';
import { ContactCheckboxes, OtherAddressesInput } from '../../components/recipient-fields';

type Props = { opened: boolean; report: VisitReport; onClose: () => void };

/** The report e-mail form (`users`, `custom`): the client's contacts with an e-mail, and other addresses (decision 008). */
export function ReportEmailFormModal({ opened, report, onClose }: Props) {
  const phone = usePhone();
  // Checkbox values are strings; the API takes contact ids.
  const bodyOf = (values: { users: string[]; custom: string }) => ({ users: values.users.map(Number), custom: values.custom });
  const validateBody = zodValidate(recipientsInput);
  const form = useForm({
    initialValues: { users: [] as string[], custom: '' },
    validate: (values) => validateBody(bodyOf(values)),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    const sent = await emailVisitReport(report.id, bodyOf(values));
    notifications.show({ color: 'teal', message: sent.message });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Email report" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Text size="sm" c="dimmed">
            The report of {report.client_name} goes out as a PDF attachment and is kept in the outbox.
          </Text>
          {report.recipients.length ? (
            <ContactCheckboxes contacts={report.recipients} {...form.getInputProps('users')} />
          ) : (
            <Text size="sm" c="dimmed">
              This client has no contacts with an e-mail address.
            </Text>
          )}
          <OtherAddressesInput {...form.getInputProps('custom')} />
          <FormActions label="Send report" busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
