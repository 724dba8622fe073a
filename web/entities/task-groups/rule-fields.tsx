import { Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { conflictModes } from '../../../shared/api/task-groups';
import { holidayChoices } from '../../../shared/holiday-placement';
import { monthlyFrequencies, rotations, weeklyFrequencies } from '../../../shared/recurrence';
import { ChoiceField } from '../../components/choice-field';
import { dayNames, weekOfMonthLabels, weekOrder } from './rule-text';
import type { RuleValues } from './rule-values';

type Props = {
  values: RuleValues;
  errors: Record<string, unknown>;
  onChange: (patch: Partial<RuleValues>) => void;
  disabled?: boolean;
};

const rotationOptions = [
  { value: 'non', label: 'By hand' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const plural = (n: number, unit: string) => (n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`);
const weeklyOptions = weeklyFrequencies.map((n) => ({ value: String(n), label: plural(n, 'week') }));
const monthlyOptions = monthlyFrequencies.map((n) => ({ value: String(n), label: plural(n, 'month') }));
const weekOfMonthOptions = Object.entries(weekOfMonthLabels).map(([value, label]) => ({ value, label }));
const dayOptions = weekOrder.map((d) => ({ value: String(d), label: dayNames[d] }));
const conflictOptions = [
  { value: 'overwrite', label: 'Overwrite: replace the other visit' },
  { value: 'merge', label: 'Merge: add these tasks to the other visit' },
  { value: 'coexist', label: 'Coexist: keep both visits' },
];

const holidayOptions = [
  { value: 'visit', label: 'Visit as usual' },
  { value: 'skip', label: 'Skip the visit' },
  { value: 'move', label: 'Move to the next business day' },
];
const holidayHelp = {
  visit: 'Holidays change nothing.',
  skip: 'No visit on a public holiday of the business’s state.',
  move: 'The visit moves to the next weekday that is not a holiday.',
} as const;

const errorOf = (errors: Record<string, unknown>, field: string) => (typeof errors[field] === 'string' ? errors[field] : undefined);

/**
 * The rule of a task group (docs/domain.md "Rotations"): weekly shows a frequency in weeks and a day; monthly a
 * frequency in months, the week of the month and a day; daily a checklist of days; by hand (rotation non) none
 * of them, and neither the start date nor the conflict and public-holiday handling, which only matter to generated visits.
 */
export function RuleFields({ values, errors, onChange, disabled }: Props) {
  const { rotation } = values;
  const frequencies = rotation === 'monthly' ? monthlyOptions : weeklyOptions;
  const changeRotation = (value: string) => {
    const next = rotations.find((rotation) => rotation === value);
    if (!next) return;
    // A frequency of the other list (24 weeks has no monthly twin) would otherwise linger unseen.
    const kept = (next === 'monthly' ? monthlyOptions : weeklyOptions).some((option) => option.value === values.frequency);
    onChange({ rotation: next, frequency: kept ? values.frequency : null });
  };

  return (
    <Stack gap="sm">
      <ChoiceField
        label="Repeats"
        data={rotationOptions}
        value={rotation}
        onChange={changeRotation}
        disabled={disabled}
        description={rotation === 'non' ? 'No visits are made by themselves; add bookings by hand on the Bookings tab.' : undefined}
      />
      {(rotation === 'weekly' || rotation === 'monthly') && (
        <SimpleGrid cols={{ base: 1, xs: rotation === 'monthly' ? 3 : 2 }} spacing="sm" verticalSpacing="sm">
          <Select
            label="Frequency"
            required
            placeholder="How often"
            data={frequencies}
            value={values.frequency}
            onChange={(frequency) => onChange({ frequency })}
            error={errorOf(errors, 'frequency')}
            allowDeselect={false}
            disabled={disabled}
          />
          {rotation === 'monthly' && (
            <Select
              label="Week of month"
              required
              placeholder="Which week"
              data={weekOfMonthOptions}
              value={values.week_of_month}
              onChange={(week_of_month) => onChange({ week_of_month })}
              error={errorOf(errors, 'week_of_month')}
              allowDeselect={false}
              disabled={disabled}
            />
          )}
          <Select
            label="Day of week"
            required
            placeholder="Which day"
            data={dayOptions}
            value={values.day_of_week}
            onChange={(day_of_week) => onChange({ day_of_week })}
            error={errorOf(errors, 'day_of_week')}
            allowDeselect={false}
            disabled={disabled}
          />
        </SimpleGrid>
      )}
      {rotation === 'daily' && (
        <Checkbox.Group
          label="Days"
          required
          value={values.days_of_week}
          onChange={(days_of_week) => onChange({ days_of_week })}
          error={errorOf(errors, 'days_of_week')}
        >
          <Group gap="md" mt={6}>
            {dayOptions.map((day) => (
              <Checkbox key={day.value} value={day.value} label={day.label.slice(0, 3)} aria-label={day.label} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {rotation !== 'non' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <DatePickerInput
            label="Start date"
            required
            placeholder="Choose a date"
            valueFormat="D MMM YYYY"
            value={values.start_at}
            onChange={(start_at) => onChange({ start_at })}
            error={errorOf(errors, 'start_at')}
            disabled={disabled}
          />
          <Select
            label="When another booking is on the same day"
            data={conflictOptions}
            value={values.conflict}
            onChange={(value) => {
              const conflict = conflictModes.find((mode) => mode === value);
              if (conflict) onChange({ conflict });
            }}
            error={errorOf(errors, 'conflict')}
            allowDeselect={false}
            disabled={disabled}
          />
          <Select
            label="On a public holiday"
            description={holidayHelp[values.public_holidays]}
            data={holidayOptions}
            value={values.public_holidays}
            onChange={(value) => {
              const choice = holidayChoices.find((c) => c === value);
              if (choice) onChange({ public_holidays: choice });
            }}
            error={errorOf(errors, 'public_holidays')}
            allowDeselect={false}
            disabled={disabled}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
