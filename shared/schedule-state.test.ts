import { describe, expect, it } from 'vitest';
import {
  type ScheduleAction,
  type ScheduleFacts,
  type ScheduleStateName,
  canScheduleAction,
  presentScheduleState,
  scheduleActionRefusal,
  scheduleState,
} from './schedule-state';

const today = '2025-03-12';
const visit = (facts: Partial<ScheduleFacts>): ScheduleFacts => ({
  skip: false,
  complete: false,
  invoice_id: null,
  due_date: '2025-03-20',
  ...facts,
});

describe('scheduleState', () => {
  it.each<[string, Partial<ScheduleFacts>, ScheduleStateName]>([
    ['future, nothing done', {}, 'pending'],
    ['due tomorrow', { due_date: '2025-03-13' }, 'pending'],
    ['due today', { due_date: today }, 'open'],
    ['due yesterday, not done', { due_date: '2025-03-11' }, 'open'],
    ['complete in the past', { due_date: '2025-03-01', complete: true }, 'complete'],
    ['complete ahead of its date', { complete: true }, 'complete'],
    ['invoiced', { complete: true, invoice_id: 7 }, 'invoiced'],
    ['invoiced without the complete flag', { invoice_id: 7 }, 'invoiced'],
    ['skipped in the future', { skip: true }, 'skipped'],
    ['skipped in the past', { skip: true, due_date: '2025-01-01' }, 'skipped'],
    ['skip wins over complete', { skip: true, complete: true }, 'skipped'],
    ['skip wins over invoiced', { skip: true, invoice_id: 3 }, 'skipped'],
    ['a year boundary', { due_date: '2024-12-31' }, 'open'],
  ])('%s', (_name, facts, expected) => {
    expect(scheduleState(visit(facts), today)).toBe(expected);
  });

  it('gives each state its badge colour', () => {
    expect(presentScheduleState(visit({}), today)).toEqual({ state: 'pending', class: 'blue' });
    expect(presentScheduleState(visit({ invoice_id: 1 }), today)).toEqual({ state: 'invoiced', class: 'purple' });
  });
});

describe('actions by state', () => {
  const table: [ScheduleStateName, Record<ScheduleAction, boolean>][] = [
    ['pending', { lock: true, unlock: true, skip: true, unskip: true, reschedule: true, edit: true, delete: true }],
    ['open', { lock: true, unlock: true, skip: true, unskip: true, reschedule: true, edit: true, delete: true }],
    ['skipped', { lock: true, unlock: true, skip: true, unskip: true, reschedule: true, edit: true, delete: true }],
    ['complete', { lock: false, unlock: false, skip: false, unskip: false, reschedule: false, edit: true, delete: false }],
    ['invoiced', { lock: false, unlock: false, skip: false, unskip: false, reschedule: false, edit: false, delete: false }],
  ];
  for (const [state, actions] of table) {
    for (const [action, allowed] of Object.entries(actions) as [ScheduleAction, boolean][]) {
      it(`${state}: ${action} ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canScheduleAction(state, action)).toBe(allowed);
        expect(scheduleActionRefusal(state, action) === null).toBe(allowed);
      });
    }
  }

  it('says why in words', () => {
    expect(scheduleActionRefusal('invoiced', 'edit')).toBe('An invoiced booking cannot be edited.');
    expect(scheduleActionRefusal('complete', 'skip')).toBe('A complete booking cannot be skipped.');
  });
});
