/**
 * Public holidays in the schedule (docs/decisions/034), through the API: a weekly group that skips has no visit
 * on a holiday of the horizon, one that moves has it on the next business day that is no holiday. "Today" is the
 * business's day in Sydney; the horizon is a year, so every case meets Easter, King's Birthday and Labour Day
 * (Mondays) and Good Friday, whatever the day the test runs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, todayIn } from '../../../shared/dates';
import { type HolidayChoice, nextBusinessDay } from '../../../shared/holiday-placement';
import { holidaysBetween } from '../../../shared/public-holidays';
import { occurrences } from '../../../shared/recurrence';
import { buildClient } from '../../test/client-factories';
import { buildDemoPeople } from '../../test/demo';
import { visitDates } from '../../test/inspect';
import { createTestApp, signIn } from '../../test/test-app';
import { horizonEnd } from './generate-visits';

const HORIZON_WEEKS = 52;
const t = await createTestApp({ horizonWeeks: HORIZON_WEEKS });
afterAll(() => t.close());
const { people } = await buildDemoPeople(t.app.db);
const office = await signIn(t.app, people.office.email);
const admin = await signIn(t.app, people.admin.email);

const today = todayIn('Australia/Sydney');
const lastDay = horizonEnd(today, HORIZON_WEEKS);
const holidays = holidaysBetween('NSW', today, addDays(lastDay, 31));
const isHoliday = (date: string) => holidays.some((h) => h.date === date);
/** Start tomorrow: today's visits are the contractors' and a change leaves them alone. */
const start = addDays(today, 1);

async function weeklyGroup(day: number, choice?: HolidayChoice) {
  const client = await buildClient(t.app.db);
  const body = {
    name: 'Office clean',
    rotation: 'weekly',
    frequency: 1,
    day_of_week: day,
    start_at: start,
    ...(choice && { public_holidays: choice }),
  };
  const created = await office.post(`/api/clients/${client.id}/task-groups`, body);
  expect(created.statusCode, created.body).toBe(201);
  const line = await office.post(`/api/clients/${client.id}/task-groups/${created.json().id}/tasks`, { name: 'Vacuum', price: 10000 });
  expect(line.statusCode, line.body).toBe(201);
  return { clientId: client.id, groupId: created.json().id as number, ruleDates: ruleDatesOn(day) };
}

const ruleDatesOn = (day: number) =>
  occurrences(
    { rotation: 'weekly', frequency: 1, week_of_month: null, day_of_week: day, days_of_week: [], start_at: start },
    { from: today, to: lastDay },
  );

const weekdays = [
  ['Monday', 1],
  ['Friday', 5],
  ['Tuesday', 2],
  ['Saturday', 6],
] as const;

describe.each(weekdays)('a weekly group on %s, in New South Wales', (_name, day) => {
  it('visit (the default) keeps its visits on holidays', async () => {
    const group = await weeklyGroup(day);
    expect((await office.get(`/api/clients/${group.clientId}/task-groups/${group.groupId}`)).json().public_holidays).toBe('visit');
    expect(await visitDates(t.app.db, group.groupId)).toEqual(group.ruleDates);
  });

  it('skip has no visit on a holiday, substitute days included, and every other visit', async () => {
    const group = await weeklyGroup(day, 'skip');
    const dates = await visitDates(t.app.db, group.groupId);
    expect(dates.filter(isHoliday)).toEqual([]);
    expect(dates).toEqual(group.ruleDates.filter((d) => !isHoliday(d)));
    if (day === 1 || day === 5) expect(dates.length).toBeLessThan(group.ruleDates.length);
  });

  it('move puts each holiday’s visit on the next business day that is no holiday, keeping the count', async () => {
    const group = await weeklyGroup(day, 'move');
    const dates = await visitDates(t.app.db, group.groupId);
    const expected = group.ruleDates.map((d) => (isHoliday(d) ? nextBusinessDay(d, isHoliday) : d)).sort();
    expect(dates).toEqual(expected);
    expect(dates).toHaveLength(group.ruleDates.length);
    expect(dates.filter(isHoliday)).toEqual([]);
    for (const moved of dates.filter((d) => !group.ruleDates.includes(d))) expect([0, 6]).not.toContain(dayOfWeek(moved));
    // A second run makes nothing more: the ledger holds the holiday, not the day it moved to.
    const again = await admin.get(`/api/clients/${group.clientId}/client-schedules/regenerate`);
    expect(again.json(), again.body).toMatchObject({ created: 0 });
    expect(await visitDates(t.app.db, group.groupId)).toEqual(expected);
  });
});

describe('changing the choice regenerates the future visits', () => {
  it.each([
    ['visit', 'skip'],
    ['visit', 'move'],
    ['skip', 'move'],
    ['move', 'visit'],
    ['skip', 'visit'],
  ] as const)('%s → %s', async (from, to) => {
    const group = await weeklyGroup(1, from);
    const body = { rotation: 'weekly', frequency: 1, day_of_week: 1, start_at: start, public_holidays: to };
    const saved = await office.put(`/api/clients/${group.clientId}/task-groups/${group.groupId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = {
      visit: group.ruleDates,
      skip: group.ruleDates.filter((d) => !isHoliday(d)),
      move: group.ruleDates.map((d) => (isHoliday(d) ? nextBusinessDay(d, isHoliday) : d)).sort(),
    };
    expect(await visitDates(t.app.db, group.groupId)).toEqual(placed[to]);
  });

  it('refuses an unknown choice with a field error', async () => {
    const client = await buildClient(t.app.db);
    const response = await office.post(`/api/clients/${client.id}/task-groups`, { name: 'X', public_holidays: 'sometimes' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('public_holidays');
  });
});

describe('GET /api/public-holidays', () => {
  it('answers the business’s state’s holidays, and another state’s once the setting changes', async () => {
    const nsw = await office.get('/api/public-holidays?from=2026-06-01&to=2026-06-30');
    expect(nsw.statusCode, nsw.body).toBe(200);
    expect(nsw.json()).toEqual({ state: 'NSW', data: [{ date: '2026-06-08', name: "King's Birthday" }] });
    const settings = (await admin.get('/api/settings/general')).json();
    const { logo: _logo, min_invoice_number: _min, ...input } = settings;
    const saved = await admin.put('/api/settings/general', { ...input, business_name: 'Sparkle', state: 'VIC' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().state).toBe('VIC');
    const vic = await office.get('/api/public-holidays?from=2026-11-01&to=2026-11-30');
    expect(vic.json()).toEqual({ state: 'VIC', data: [{ date: '2026-11-03', name: 'Melbourne Cup' }] });
    await admin.put('/api/settings/general', { ...input, business_name: 'Sparkle', state: 'NSW' });
  });

  it.each([
    ['from=2026-01-01', 'to'],
    ['from=2026-13-01&to=2026-12-31', 'from'],
    ['from=2026-02-01&to=2026-01-01', 'to'],
    ['from=2020-01-01&to=2026-01-01', 'to'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const response = await office.get(`/api/public-holidays?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});
