import { describe, expect, it } from 'vitest';
import { type DemoRole, demoRole } from './demo-roles';
import {
  doesVisits,
  everyone,
  mayEmailVisitReport,
  mayGrant,
  mayRescheduleVisit,
  maySetVisitTime,
  mayWorkOnVisit,
  seesAllVisits,
  seesOwing,
  seesEarningsOf,
  seesPayOf,
  seesPerson,
  seesPrices,
  seesSecrets,
  seesVisit,
  worksOnVisit,
  type PolicyVisit,
} from './policies';

const me = 7;
const other = 8;
const today = '2026-11-23';
const as = (name: DemoRole['name']) => ({ id: me, permissions: demoRole(name).permissions });
const roles = ['Administrator', 'Office', 'Bookkeeper', 'Contractor'] as const;

/** One row per rule and record; the expected answer for each demo role, in the order of `roles`. */
type Row = [
  label: string,
  check: (user: ReturnType<typeof as>) => boolean,
  expected: [admin: boolean, office: boolean, bookkeeper: boolean, contractor: boolean],
];

const visit = (facts: Partial<PolicyVisit> = {}): PolicyVisit => ({
  user_ids: [other],
  skip: false,
  complete: false,
  invoice_id: null,
  due_date: today,
  ...facts,
});
const mine = (facts: Partial<PolicyVisit> = {}) => visit({ user_ids: [me, other], ...facts });

const rows: Row[] = [
  ['sees their own person records', (u) => seesPerson(u, me), [true, true, true, true]],
  ['sees another person', (u) => seesPerson(u, other), [true, true, false, false]],
  ['sees everyone (0)', (u) => seesPerson(u, everyone), [true, true, false, false]],
  ['sees prices', (u) => seesPrices(u), [true, true, true, false]],
  ['sees their own pay', (u) => seesPayOf(u, me), [true, true, true, true]],
  ['sees another’s pay', (u) => seesPayOf(u, other), [true, true, true, false]],
  ['opens another’s earnings', (u) => seesEarningsOf(u, other), [true, true, true, false]],
  ['opens their own earnings', (u) => seesEarningsOf(u, me), [true, true, true, true]],
  ['sees owing', (u) => seesOwing(u), [true, false, true, false]],
  ['sees mail secrets', (u) => seesSecrets(u), [true, false, false, false]],
  ['grants users + roles', (u) => mayGrant(u, ['users', 'roles']), [true, false, false, false]],
  ['grants nothing', (u) => mayGrant(u, []), [true, true, true, true]],
  ['sees every visit', (u) => seesAllVisits(u), [true, true, false, false]],
  ['opens their own visit', (u) => seesVisit(u, mine()), [true, true, true, true]],
  ['opens another’s visit', (u) => seesVisit(u, visit()), [true, true, false, false]],
  ['works on their own visit', (u) => worksOnVisit(u, mine()), [true, true, true, true]],
  ['works on another’s visit', (u) => worksOnVisit(u, visit()), [true, true, false, false]],
  ['works on their own open visit now', (u) => mayWorkOnVisit(u, mine(), today), [true, true, true, true]],
  [
    'works on their own complete visit now (unticking reopens it)',
    (u) => mayWorkOnVisit(u, mine({ complete: true }), today),
    [true, true, true, true],
  ],
  [
    'works on their own invoiced visit now',
    (u) => mayWorkOnVisit(u, mine({ complete: true, invoice_id: 3 }), today),
    [false, false, false, false],
  ],
  ['works on their own skipped visit now', (u) => mayWorkOnVisit(u, mine({ skip: true }), today), [false, false, false, false]],
  ['reschedules a pending visit', (u) => mayRescheduleVisit(u, mine({ due_date: '2026-12-01' }), today), [true, true, false, false]],
  ['reschedules a complete visit', (u) => mayRescheduleVisit(u, mine({ complete: true }), today), [false, false, false, false]],
  ['sets the time of their own visit', (u) => maySetVisitTime(u, mine(), today), [true, true, true, true]],
  ['sets the time of another’s visit', (u) => maySetVisitTime(u, visit(), today), [true, true, false, false]],
  [
    'sets the time of their own invoiced visit',
    (u) => maySetVisitTime(u, mine({ invoice_id: 3, complete: true }), today),
    [false, false, false, false],
  ],
  ['e-mails a visit report', (u) => mayEmailVisitReport(u), [true, true, true, false]],
  ['does visits (a contractor picker offers them)', (u) => doesVisits(u), [false, false, false, true]],
  [
    'does visits seeing prices and writing notes',
    (u) => doesVisits({ permissions: [...u.permissions, 'task_price', 'manage_notes'] }),
    [false, false, false, true],
  ],
  [
    'does visits holding just reschedule',
    (u) => doesVisits({ permissions: [...u.permissions, 'reschedule'] }),
    [false, false, false, false],
  ],
];

describe('per-record rules over the demo roles', () => {
  describe.each(rows)('%s', (_label, check, expected) => {
    it.each(roles.map((role, i) => [role, expected[i]] as const))('%s → %s', (role, answer) => {
      expect(check(as(role))).toBe(answer);
    });
  });

  it('refuses everything to nobody signed in', () => {
    for (const user of [null, undefined]) {
      expect(seesPerson(user, me)).toBe(false);
      expect(seesVisit(user, mine())).toBe(false);
      expect(mayWorkOnVisit(user, mine(), today)).toBe(false);
      expect(seesPayOf(user, me)).toBe(false);
    }
  });

  it('never takes the "everyone" id for a person’s own', () => {
    expect(seesPerson({ id: everyone, permissions: [] }, everyone)).toBe(false);
    expect(seesPayOf({ id: everyone, permissions: [] }, everyone)).toBe(false);
  });
});
