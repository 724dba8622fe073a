import { MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import dayjs from 'dayjs';

type Props = Omit<MonthPickerInputProps, 'type' | 'value' | 'aria-label'> & { value: string | null };

/** The month a page or card shows, named by that month for screen readers and tests ("Month: Nov 2026"). */
export function MonthPicker({ value, ...props }: Props) {
  return (
    <MonthPickerInput
      aria-label={value ? `Month: ${dayjs(value).format('MMM YYYY')}` : 'Month'}
      value={value}
      valueFormat="MMM YYYY"
      leftSection={<IconCalendarMonth size={16} />}
      popoverProps={{ position: 'bottom-end' }}
      {...props}
    />
  );
}
