import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuleFields } from './rule-fields';
import { type RuleValues, ruleValues } from './rule-values';

function Harness({ initial }: { initial?: Partial<RuleValues> }) {
  const [values, setValues] = useState<RuleValues>({ ...ruleValues(null), ...initial });
  return (
    <MantineProvider>
      <RuleFields values={values} errors={{}} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </MantineProvider>
  );
}

afterEach(cleanup);

const shown = (label: string) => screen.queryByText(label, { selector: 'label, label *, div' }) !== null;
const fields = () => ({
  frequency: shown('Frequency'),
  weekOfMonth: shown('Week of month'),
  dayOfWeek: shown('Day of week'),
  days: shown('Days'),
  startDate: shown('Start date'),
  conflict: shown('When another booking is on the same day'),
});
const choose = (rotation: string) => fireEvent.click(screen.getByRole('radio', { name: rotation }));
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as RuleValues;

describe('task group rule fields', () => {
  it('a new group is booked by hand: no rule fields, no start date, no conflict', () => {
    render(<Harness />);
    expect(values()).toMatchObject({ rotation: 'non', conflict: 'overwrite' });
    expect(fields()).toEqual({ frequency: false, weekOfMonth: false, dayOfWeek: false, days: false, startDate: false, conflict: false });
  });

  it('weekly shows a frequency in weeks and one day of the week', () => {
    render(<Harness />);
    choose('Weekly');
    expect(fields()).toEqual({ frequency: true, weekOfMonth: false, dayOfWeek: true, days: false, startDate: true, conflict: true });
    fireEvent.click(screen.getByLabelText(/^Frequency/, { selector: 'input' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Every week',
      'Every 2 weeks',
      'Every 4 weeks',
      'Every 6 weeks',
      'Every 8 weeks',
      'Every 12 weeks',
      'Every 24 weeks',
    ]);
  });

  it('monthly shows a frequency in months, the week of the month and a day', () => {
    render(<Harness />);
    choose('Monthly');
    expect(fields()).toEqual({ frequency: true, weekOfMonth: true, dayOfWeek: true, days: false, startDate: true, conflict: true });
    fireEvent.click(screen.getByLabelText(/^Frequency/, { selector: 'input' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every month', 'Every 2 months', 'Every 3 months', 'Every 4 months', 'Every 6 months', 'Every 12 months']);
  });

  it('daily shows the checklist of days, Monday first, and keeps the values 0 to 6', () => {
    render(<Harness />);
    choose('Daily');
    expect(fields()).toEqual({ frequency: false, weekOfMonth: false, dayOfWeek: false, days: true, startDate: true, conflict: true });
    const boxes = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    expect(boxes).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(values().days_of_week).toEqual(['0', '3']);
  });

  it('a frequency the other rotation does not offer is dropped when the rotation changes', () => {
    render(<Harness initial={{ rotation: 'weekly', frequency: '24' }} />);
    choose('Monthly');
    expect(values().frequency).toBeNull();
  });

  it('a frequency both rotations offer is kept', () => {
    render(<Harness initial={{ rotation: 'weekly', frequency: '4' }} />);
    choose('Monthly');
    expect(values().frequency).toBe('4');
    choose('By hand');
    expect(fields().frequency).toBe(false);
  });
});

describe('the public holiday choice', () => {
  const holidayField = () => screen.queryByLabelText(/^On a public holiday/, { selector: 'input' });

  it('is hidden for a group booked by hand, and defaults to visiting as usual', () => {
    render(<Harness />);
    expect(holidayField()).toBeNull();
    expect(values().public_holidays).toBe('visit');
    choose('Weekly');
    expect((holidayField() as HTMLInputElement).value).toBe('Visit as usual');
    expect(screen.queryByText('Holidays change nothing.')).not.toBeNull();
  });

  it('offers visit, skip and move, each explained, and keeps the choice', () => {
    render(<Harness initial={{ rotation: 'weekly' }} />);
    fireEvent.click(holidayField() as HTMLElement);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Visit as usual', 'Skip the visit', 'Move to the next business day']);
    fireEvent.click(screen.getByRole('option', { name: 'Move to the next business day' }));
    expect(values().public_holidays).toBe('move');
    expect(screen.queryByText('The visit moves to the next weekday that is not a holiday.')).not.toBeNull();
  });
});
