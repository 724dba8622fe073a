import { usePhone } from '../../lib/screen';
import { Button, Chip, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { statementRange } from '../../../shared/api/invoices';
import { type IsoDate, type StatementShortcut, statementShortcutRange, statementShortcuts } from '../../../shared/dates';
import { FormAlert } from '../../components/form-alert';
import { businessToday } from '../../lib/business-day';
import { formatDate } from '../../lib/format';
import { useAction, useFormSave, zodValidate } from '../../lib/forms';
import { downloadStatement } from './api';
import type { ChosenClient } from '../../entities/clients/client-select';
import { statementShortcutLabels } from './labels';
import { SendDialogBody } from './send-dialog';

type Period = StatementShortcut | 'custom';
type Values = { period: Period; dates: [string | null, string | null]; action: 'download' | 'email' };

/** The range a choice names: a shortcut's, seen from today, or the two days picked. */
export function rangeOf(values: Pick<Values, 'period' | 'dates'>, today: IsoDate): { from: string; to: string } {
  if (values.period !== 'custom') return statementShortcutRange(values.period, today);
  return { from: values.dates[0] ?? '', to: values.dates[1] ?? '' };
}

/**
 * The account statement dialog (docs/domain.md "Invoice screens"): a period by its shortcut or picked by hand, then
 * the PDF downloaded, or e-mailed through the same send dialog as an invoice (To and CC from the client's
 * contacts, the statement template's subject and message, a preview and the PDF).
 */
export function StatementDialog({ opened, client, onClose }: { opened: boolean; client: ChosenClient; onClose: () => void }) {
  const phone = usePhone();
  const today = businessToday();
  const validateRange = zodValidate(statementRange);
  const form = useForm<Values>({
    initialValues: { period: 'last_month', dates: [null, null], action: 'download' },
    validate: (values) => {
      const { from, to, ...errors } = validateRange(rangeOf(values, today));
      // Only picked dates can be wrong: a shortcut's range always reads.
      return from || to ? { ...errors, dates: 'Pick the first and the last day.' } : errors;
    },
  });
  const save = useFormSave(form);
  const downloading = useAction();
  const range = rangeOf(form.values, today);
  const rangeReads = statementRange.safeParse(range).success;

  const download = save.submit(async () => {
    await downloading.run(async () => {
      await downloadStatement(client.id, range);
      onClose();
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Account statement: ${client.name}`}
      size={form.values.action === 'email' ? 'xl' : 'lg'}
      fullScreen={phone}
    >
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
        {form.values.action === 'download' ? (
          <form onSubmit={download} noValidate>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" leftSection={<IconDownload size={16} />} loading={downloading.busy}>
                Download PDF
              </Button>
            </Group>
          </form>
        ) : rangeReads ? (
          <SendDialogBody
            target={{ kind: 'statement', clientId: client.id, from: range.from, to: range.to }}
            onCancel={onClose}
            onSent={(message) => {
              notifications.show({ color: 'teal', message });
              onClose();
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Pick the first and the last day, then the e-mail is written for them.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
