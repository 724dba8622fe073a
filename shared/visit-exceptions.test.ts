import { describe, expect, it } from 'vitest';
import { exceptionsOf, type PresenceFacts } from './visit-exceptions';

const due = '2026-03-02T09:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(due) + minutes * 60_000).toISOString();
const onSite = (minutes = 0) => ({ at: at(minutes), lat: -33.8, on_site: true });
const visit = (over: Partial<PresenceFacts>): PresenceFacts => ({ due_at: due, skip: false, check_in: null, check_out: null, ...over });

describe('exceptionsOf', () => {
  it.each([
    ['no check-in, still within the late time', visit({}), 30, []],
    ['no check-in, one minute past it', visit({}), 31, ['missing']],
    ['checked in on site on time', visit({ check_in: onSite(10) }), 120, []],
    ['checked in on site exactly at the late time', visit({ check_in: onSite(30) }), 120, []],
    ['checked in after the late time', visit({ check_in: onSite(45) }), 120, ['late']],
    ['arrived off site', visit({ check_in: { at: at(0), lat: -33.9, on_site: false } }), 120, ['off_site']],
    ['left with no location', visit({ check_in: onSite(), check_out: { at: at(60), lat: null, on_site: null } }), 120, ['no_location']],
    ['a site without a location', visit({ check_in: { at: at(0), lat: -33.9, on_site: null } }), 120, ['site_unlocated']],
    [
      'off site and late, each once',
      visit({ check_in: { at: at(50), lat: 1, on_site: false }, check_out: { at: at(90), lat: 1, on_site: false } }),
      120,
      ['off_site', 'late'],
    ],
    ['skipped', visit({ skip: true }), 600, []],
  ] as const)('%s', (_, facts, minutesNow, expected) => {
    expect(exceptionsOf(facts, new Date(at(minutesNow)), 30)).toEqual(expected);
  });

  it('follows the setting', () => {
    expect(exceptionsOf(visit({}), new Date(at(31)), 60)).toEqual([]);
    expect(exceptionsOf(visit({ check_in: onSite(20) }), new Date(at(60)), 15)).toEqual(['late']);
  });
});
