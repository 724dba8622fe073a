import { describe, expect, it } from 'vitest';
import { doneLine, progressLine } from './fixtures/progress-lines';
import { monthlyProgress } from './progress';

describe('monthlyProgress week blocks', () => {
  it.each([
    ['2025-03-01', 'week_1'],
    ['2025-03-07', 'week_1'],
    ['2025-03-08', 'week_2'],
    ['2025-03-14', 'week_2'],
    ['2025-03-15', 'week_3'],
    ['2025-03-21', 'week_3'],
    ['2025-03-22', 'week_4'],
    ['2025-03-28', 'week_4'],
    ['2025-03-29', 'week_5'],
    ['2025-03-31', 'week_5'],
  ] as const)('%s falls in %s', (due_date, week) => {
    const p = monthlyProgress([progressLine({ due_date })], '2025-03-01');
    expect(p.tasks.visits[week]).toBe(1);
    expect(p.earnings.potential[week]).toBe(1000);
    expect(p.earnings.potential.total).toBe(1000);
  });

  it('February: 28 days leave week 5 empty, a leap year puts the 29th in it', () => {
    const feb = monthlyProgress([progressLine({ due_date: '2025-02-28' })], '2025-02-01');
    expect(feb.tasks.total).toMatchObject({ week_4: 1, week_5: 0, total: 1 });
    const leap = monthlyProgress([progressLine({ due_date: '2024-02-29' })], '2024-02-01');
    expect(leap.tasks.total).toMatchObject({ week_4: 0, week_5: 1, total: 1 });
  });

  it('ignores lines of other months', () => {
    const p = monthlyProgress([progressLine({ due_date: '2025-04-01' })], '2025-03-01');
    expect(p.tasks.total.total).toBe(0);
  });
});

describe('monthlyProgress rules', () => {
  it('counts visits once however many lines they have', () => {
    const p = monthlyProgress(
      [progressLine({ visit_id: 500 }), progressLine({ visit_id: 500 }), progressLine({ visit_id: 501 })],
      '2025-03-01',
    );
    expect(p.tasks.visits.total).toBe(2);
    expect(p.tasks.total.total).toBe(3);
  });

  it('leaves skipped visits out of everything', () => {
    const p = monthlyProgress([progressLine({ skip: true, ...doneLine })], '2025-03-01');
    expect(p.tasks.total.total).toBe(0);
    expect(p.tasks.visits.total).toBe(0);
    expect(p.earnings.potential.total).toBe(0);
    expect(p.earnings.so_far.total).toBe(0);
  });

  it('so far needs a complete visit with a photo', () => {
    const p = monthlyProgress(
      [
        progressLine({ ...doneLine, contractor_total: 100 }),
        progressLine({ ...doneLine, has_photo: false, contractor_total: 20 }),
        progressLine({ contractor_total: 3 }),
      ],
      '2025-03-01',
    );
    expect(p.earnings.so_far.total).toBe(100);
    expect(p.earnings.potential.total).toBe(123);
    expect(p.tasks.complete.total).toBe(2);
  });

  it('ignore_missing_photos counts a complete visit without photos', () => {
    const p = monthlyProgress([progressLine({ ...doneLine, has_photo: false, ignore_missing_photos: true })], '2025-03-01');
    expect(p.earnings.so_far.total).toBe(1000);
  });

  it('a ticked line on an unfinished visit is a complete task but not earned yet', () => {
    const p = monthlyProgress([progressLine({ line_complete: true, has_photo: true })], '2025-03-01');
    expect(p.tasks.complete.total).toBe(1);
    expect(p.earnings.so_far.total).toBe(0);
  });

  it('splits each line among attendees by id order, extra cents to the first', () => {
    const lines = [0, 1, 2].map((share_index) =>
      progressLine({ visit_id: 900, ...doneLine, contractor_total: 1001, sharers: 3, share_index }),
    );
    const shares = lines.map((l) => monthlyProgress([l], '2025-03-01').earnings.so_far.total);
    expect(shares).toEqual([334, 334, 333]);
  });

  it('a user who did not attend earns nothing from the visit', () => {
    const p = monthlyProgress([progressLine({ ...doneLine, sharers: 2, share_index: null })], '2025-03-01');
    expect(p.earnings.potential.total).toBe(0);
    expect(p.tasks.total.total).toBe(1);
  });

  it('cash-client lines count only once complete', () => {
    const open = monthlyProgress([progressLine({ cash_client: true })], '2025-03-01');
    expect(open.earnings.potential.total).toBe(0);
    expect(open.tasks.total.total).toBe(1);
    const paid = monthlyProgress([progressLine({ cash_client: true, ...doneLine })], '2025-03-01');
    expect(paid.earnings.potential.total).toBe(1000);
    expect(paid.earnings.so_far.total).toBe(1000);
  });
});
