import { usePhone } from '../../lib/screen';
import { Button, Chip, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { statementRange, statementSendInput } from '../../../shared/api/invoices';
import { type IsoDate, type StatementShortcut, statementShortcutRange, statementShortcuts } from '../../../shared/dates';
import { recipientsInput } from '../../../shared/api/recipients';
import { FormAlert } from '../../components/form-alert';
import { businessToday } from '../../lib/business-day';
import { formatDate } from '../../lib/format';
import { useAction, useFormSave, zodValidate } from '../../lib/forms';
import { useCan } from '../../lib/session';
import { downloadStatement, sendStatement, useStatementRecipients } from './api';
import type { ChosenClient } from '../../entities/clients/client-select';
import { statementShortcutLabels } from './labels';
import { ContactCheckboxes, OtherAddressesInput } from '../../components/recipient-fields';

type Period = StatementShortcut | 'custom';
// `users` and `custom` are named as the call's fields, so a refusal lands under its box.
type Values = { period: Period; dates: [string | null, string | null]; action: 'download' | 'email'; users: string[]; custom: string };

/** The range a choice names: a shortcut's, seen from today, or the two days picked. */
export function rangeOf(values: Pick<Values, 'period' | 'dates'>, today: IsoDate): { from: string; to: string } {
  if (values.period !== 'custom') return statementShortcutRange(values.period, today);
  return { from: values.dates[0] ?? '', to: values.dates[1] ?? '' };
}

const bodyOf = (values: Values, today: IsoDate) => ({ ...rangeOf(values, today), users: values.users.map(Number), custom: values.custom });

/**
 * The account statement dialog (docs/domain.md "Invoice screens"): a period by its shortcut or picked by hand, then
 * the PDF downloaded or e-mailed to the client's contacts and other addresses (separated by semicolons).
 */
export function StatementDialog({ opened, client, onClose }: { opened: boolean; client: ChosenClient; onClose: () => void }) {
  const phone = usePhone();
  const today = businessToday();
  // The client's contacts are client records: without view_clients only other addresses can be typed.
  const seesContacts = useCan('view_clients');
  const validateRange = zodValidate(statementRange);
  const validateSend = zodValidate(statementSendInput);
  // The call's schema types the recipients; who they are (at least one, each a valid address) is this rule's.
  const validateRecipients = zodValidate(recipientsInput);
  const form = useForm<Values>({
    initialValues: { period: 'last_month', dates: [null, null], action: 'download', users: [], custom: '' },
    validate: (values) => {
      const body = bodyOf(values, today);
      const { from, to, ...errors } =
        values.action === 'email' ? { ...validateRecipients(body), ...validateSend(body) } : validateRange(body);
      // Only picked dates can be wrong: a shortcut's range always reads.
      return from || to ? { ...errors, dates: 'Pick the first and the last day.' } : errors;
    },
  });
  const save = useFormSave(form);
  const recipients = useStatementRecipients(client.id, opened && seesContacts);
  const downloading = useAction();
  const range = rangeOf(form.values, today);

  const submit = save.submit(async (values) => {
    if (values.action === 'download') {
      await downloading.run(async () => {
        await downloadStatement(client.id, range);
        onClose();
      });
      return;
    }
    const sent = await sendStatement(client.id, bodyOf(values, today));
    notifications.show({ color: 'teal', message: sent.message });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Account statement: ${client.name}`} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="statement-period">
              Period
            </Text>
            <Chip.Group value={form.values.period} onChange={(value) => form.setFieldValue('period', value as Period)}>
              <Group gap={6} role="radiogroup" aria-labelledby="statement-period">
                {statementShortcuts.map((shortcut) => (
                  <Chip key={shortcut} value={shortcut} size="sm" radius="sm">
                    {statementShortcutLabels[shortcut]}
                  </Chip>
                ))}
                <Chip value="custom" size="sm" radius="sm">
                  Choose dates
                </Chip>
              </Group>
            </Chip.Group>
          </Stack>
          {form.values.period === 'custom' ? (
            <DatePickerInput
              type="range"
              label="From – to"
              placeholder="Pick the first and the last day"
              valueFormat="D MMM YYYY"
              allowSingleDateInRange
              maxDate={today}
              popoverProps={{ withinPortal: true }}
              value={form.values.dates}
              onChange={(value) => form.setFieldValue('dates', [value[0] ? String(value[0]) : null, value[1] ? String(value[1]) : null])}
              error={form.errors.dates}
            />
          ) : (
            <Text size="sm" c="dimmed" aria-live="polite">
              {formatDate(range.from)} to {formatDate(range.to)}
            </Text>
          )}
          <SegmentedControl
            aria-label="Action"
            value={form.values.action}
            onChange={(value) => form.setFieldValue('action', value === 'email' ? 'email' : 'download')}
            data={[
              { value: 'download', label: 'Download PDF' },
              { value: 'email', label: 'Email' },
            ]}
          />
          {form.values.action === 'email' && (
            <Stack gap="sm">
              {!seesContacts ? null : recipients.data?.length ? (
                <ContactCheckboxes contacts={recipients.data} {...form.getInputProps('users')} />
              ) : (
                <Text size="sm" c="dimmed">
                  {recipients.isLoading ? 'Loading the client’s contacts…' : 'This client has no contacts with an e-mail address.'}
                </Text>
              )}
              <OtherAddressesInput {...form.getInputProps('custom')} />
            </Stack>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {form.values.action === 'download' ? (
              <Button type="submit" leftSection={<IconDownload size={16} />} loading={downloading.busy}>
                Download PDF
              </Button>
            ) : (
              <Button type="submit" leftSection={<IconMail size={16} />} loading={save.busy}>
                Send statement
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
