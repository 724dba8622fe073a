/**
 * The task groups a client of each kind books: a regular clean at every site, plus periodic work (windows,
 * carpets, floors, consumables) at the main site. Between them they use every rotation: `daily` on two to five
 * days, `weekly` every 1, 2 and 4 weeks, `monthly` in weeks 1 to 4 (4 = the last), and `non` (booked by hand).
 * Periodic work that lands on a regular clean's day merges into that visit, as one crew would do both; work
 * done by a separate crew (carpets, windows on a weekend) coexists; the rest keeps the default, overwrite.
 */
import type { ClientKind } from './clients';
import type { Random } from './random';

export type Rule =
  | { rotation: 'non' }
  | { rotation: 'daily'; days: number[] }
  | { rotation: 'weekly'; frequency: 1 | 2 | 4; day: number }
  | { rotation: 'monthly'; frequency: 1 | 2 | 3; week: 1 | 2 | 3 | 4; day: number };

export type Line = { service: string; /** Dollars ex GST, when this client pays other than the catalogue price. */ price?: string };

export type GroupTemplate = {
  name: string;
  /** `week` is 1–4, varied per client so the monthly groups fall in every week of the month. */
  rule: (random: Random, week: 1 | 2 | 3 | 4) => Rule;
  lines: Line[];
  conflict?: 'merge' | 'coexist';
  /** Two contractors work this group together. */
  crew?: 2;
  /** `each`: one group per site (the regular clean); otherwise the main site only. */
  sites?: 'each';
  /** The chance a client of this kind books it; the regular clean is always booked. */
  chance?: number;
};

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const weekdays = [MON, TUE, WED, THU, FRI];

const daily = (days: number[]): Rule => ({ rotation: 'daily', days });

export const bookingTemplates: Record<ClientKind, GroupTemplate[]> = {
  office: [
    {
      name: 'Office clean',
      rule: (r) => daily(r.pick([weekdays, weekdays, [MON, WED, FRI], [TUE, THU], [MON, TUE, WED, THU]])),
      lines: [
        { service: 'Office clean' },
        { service: 'Bathroom sanitise' },
        { service: 'Kitchen and breakout clean' },
        { service: 'Toilet-paper restock' },
      ],
      sites: 'each',
    },
    {
      name: 'Monthly windows and high dusting',
      rule: (r, week) => ({ rotation: 'monthly', frequency: 1, week, day: r.pick([MON, WED, FRI]) }),
      lines: [{ service: 'Window cleaning, internal' }, { service: 'High dusting' }],
      conflict: 'merge',
      chance: 0.7,
    },
    {
      name: 'Quarterly carpet steam clean',
      rule: () => ({ rotation: 'monthly', frequency: 3, week: 4, day: SAT }),
      lines: [{ service: 'Carpet steam clean', price: '540.00' }],
      conflict: 'coexist',
      crew: 2,
      chance: 0.4,
    },
    {
      name: 'Washroom supplies',
      rule: (r) => ({ rotation: 'weekly', frequency: 2, day: r.pick([MON, TUE]) }),
      lines: [{ service: 'Hand-towel and soap restock' }, { service: 'Sanitary bin service' }, { service: 'Air freshener refill' }],
      conflict: 'merge',
      chance: 0.5,
    },
  ],
  medical: [
    {
      name: 'Clinic clean',
      rule: (r) => daily(r.pick([weekdays, weekdays, [MON, WED, FRI]])),
      lines: [
        { service: 'Clinical room disinfection' },
        { service: 'Bathroom sanitise' },
        { service: 'Office clean', price: '120.00' },
        { service: 'Hand-towel and soap restock' },
      ],
      sites: 'each',
    },
    {
      name: 'Sharps and sanitary service',
      rule: () => ({ rotation: 'weekly', frequency: 2, day: TUE }),
      lines: [{ service: 'Sharps container exchange' }, { service: 'Sanitary bin service' }],
      conflict: 'merge',
      chance: 0.8,
    },
    {
      name: 'Floor strip and seal',
      rule: () => ({ rotation: 'monthly', frequency: 3, week: 4, day: SAT }),
      lines: [{ service: 'Floor strip and seal' }],
      crew: 2,
      chance: 0.6,
    },
  ],
  gym: [
    {
      name: 'Gym floor and change rooms',
      rule: (r) =>
        daily(
          r.pick([
            [MON, WED, FRI],
            [TUE, THU, SAT],
            [MON, TUE, WED, THU, FRI],
          ]),
        ),
      lines: [
        { service: 'Gym equipment wipe-down' },
        { service: 'Change-room and shower clean' },
        { service: 'Toilet-paper restock' },
        { service: 'Hand-towel and soap restock' },
      ],
      sites: 'each',
    },
    {
      name: 'Sunday deep clean',
      rule: () => ({ rotation: 'weekly', frequency: 1, day: SUN }),
      lines: [{ service: 'Bathroom sanitise' }, { service: 'High dusting', price: '95.00' }, { service: 'Bin wash-down' }],
      crew: 2,
      chance: 0.8,
    },
    {
      name: 'Forecourt pressure wash',
      rule: (_r, week) => ({ rotation: 'monthly', frequency: 2, week, day: SUN }),
      lines: [{ service: 'Pressure wash' }],
      conflict: 'coexist',
      chance: 0.5,
    },
  ],
  school: [
    {
      name: 'Classroom and amenities clean',
      rule: () => daily(weekdays),
      lines: [
        { service: 'Classroom clean' },
        { service: 'Bathroom sanitise' },
        { service: 'Kitchen and breakout clean' },
        { service: 'Toilet-paper restock' },
      ],
      sites: 'each',
    },
    {
      name: 'Monthly windows',
      rule: (_r, week) => ({ rotation: 'monthly', frequency: 1, week, day: SAT }),
      lines: [{ service: 'Window cleaning, internal' }, { service: 'Window cleaning, external' }],
      chance: 0.8,
    },
    {
      name: 'School holidays deep clean',
      rule: () => ({ rotation: 'non' }),
      lines: [{ service: 'Carpet steam clean' }, { service: 'Floor strip and seal' }, { service: 'Upholstery steam clean' }],
      crew: 2,
      chance: 0.7,
    },
  ],
  cafe: [
    {
      name: 'Kitchen deep clean',
      rule: (r) => ({ rotation: 'weekly', frequency: 1, day: r.pick([SUN, MON]) }),
      lines: [{ service: 'Kitchen deep clean' }, { service: 'Bathroom sanitise' }, { service: 'Bin wash-down', price: '35.00' }],
      sites: 'each',
    },
    {
      name: 'Front windows and glass',
      rule: () => ({ rotation: 'weekly', frequency: 2, day: WED }),
      lines: [{ service: 'Window cleaning, external', price: '120.00' }, { service: 'Entrance glass and door polish' }],
      chance: 0.7,
    },
    {
      name: 'Upholstery and pressure wash',
      rule: (_r, week) => ({ rotation: 'monthly', frequency: 2, week, day: SUN }),
      lines: [{ service: 'Upholstery steam clean' }, { service: 'Pressure wash', price: '180.00' }],
      conflict: 'coexist',
      chance: 0.5,
    },
  ],
  strata: [
    {
      name: 'Common-area clean',
      rule: (r) =>
        daily(
          r.pick([
            [MON, THU],
            [TUE, FRI],
            [MON, WED, FRI],
          ]),
        ),
      lines: [{ service: 'Common-area clean' }, { service: 'Entrance glass and door polish' }, { service: 'Garbage room clean' }],
      sites: 'each',
    },
    {
      name: 'Bin wash-down',
      rule: (r) => ({ rotation: 'weekly', frequency: 4, day: r.pick([MON, TUE]) }),
      lines: [{ service: 'Bin wash-down', price: '60.00' }],
      conflict: 'merge',
      chance: 0.9,
    },
    {
      name: 'Monthly windows and pressure wash',
      rule: (_r, week) => ({ rotation: 'monthly', frequency: 1, week, day: SAT }),
      lines: [{ service: 'Window cleaning, external', price: '360.00' }, { service: 'Pressure wash' }],
      crew: 2,
      chance: 0.7,
    },
  ],
  warehouse: [
    {
      name: 'Warehouse floor scrub',
      // At the weekend, when the floor is clear of forklifts and the amenities crew is not on site.
      rule: (r) => ({ rotation: 'weekly', frequency: 1, day: r.pick([SAT, SUN]) }),
      lines: [{ service: 'Warehouse floor scrub' }, { service: 'Bin wash-down' }],
      crew: 2,
      sites: 'each',
    },
    {
      name: 'Amenities clean',
      rule: () => daily([MON, WED, FRI]),
      lines: [
        { service: 'Office clean', price: '140.00' },
        { service: 'Bathroom sanitise' },
        { service: 'Kitchen and breakout clean' },
        { service: 'Toilet-paper restock' },
      ],
    },
    {
      name: 'Loading dock pressure wash',
      rule: () => ({ rotation: 'monthly', frequency: 1, week: 4, day: SAT }),
      lines: [{ service: 'Pressure wash', price: '420.00' }],
      conflict: 'merge',
      chance: 0.8,
    },
  ],
  venue: [
    {
      name: 'Front-of-house clean',
      rule: (r) => daily(r.pick([weekdays, [MON, WED, FRI], [TUE, THU, SAT]])),
      lines: [
        { service: 'Office clean' },
        { service: 'Bathroom sanitise' },
        { service: 'Entrance glass and door polish' },
        { service: 'Air freshener refill' },
      ],
      sites: 'each',
    },
    {
      name: 'Carpet and upholstery',
      rule: (r) => ({ rotation: 'weekly', frequency: 4, day: r.pick([SUN, SAT]) }),
      lines: [{ service: 'Carpet steam clean' }, { service: 'Upholstery steam clean' }],
      conflict: 'coexist',
      crew: 2,
      chance: 0.7,
    },
    {
      name: 'Event clean-up',
      rule: () => ({ rotation: 'non' }),
      lines: [{ service: 'Office clean', price: '260.00' }, { service: 'Bin wash-down' }],
      chance: 0.6,
    },
  ],
};
