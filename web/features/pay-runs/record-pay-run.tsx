import { Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { PayRunView } from '../../../shared/api/pay-runs';
import { formatAud } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { businessToday } from '../../lib/business-day';
import { useFormSave } from '../../lib/forms';
import { recordPayRun } from './api';
import { FormActions } from '../../components/form-actions';

/**
 * Recording a week as paid, on the day the money went (today unless the transfer went another day): the day
 * puts the payments in their BAS quarter and TPAR year, so a completed quarter refuses it under the field.
 */
export function RecordPayRunForm({ week, toRecord, onDone }: { week: string; toRecord: PayRunView['to_record']; onDone: () => void }) {
  const form = useForm({ initialValues: { paid_on: businessToday() } });
  const save = useFormSave(form);
  const submit = save.submit(async ({ paid_on }) => {
    const answer = await recordPayRun(week, paid_on);
    notifications.show({ color: 'green', message: answer.message });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={save.message} />
        <Text size="sm">
          The amounts are kept for the BAS and the TPAR as they stand now: {toRecord.payees}{' '}
          {toRecord.payees === 1 ? 'contractor' : 'contractors'}, {formatAud(toRecord.net)} to transfer.
        </Text>
        <DatePickerInput
          label="Paid on"
          required
          valueFormat="D MMM YYYY"
          clearable={false}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('paid_on')}
        />
        <FormActions label="Record" busy={save.busy} onCancel={onDone} holdCancel gap="sm" />
      </Stack>
    </form>
  );
}
