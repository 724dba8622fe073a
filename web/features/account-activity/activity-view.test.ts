import { describe, expect, it } from 'vitest';
import { incomeTreemap, isUnderway, quarterLabel, vendorBars, yearChoices } from './activity-view';

describe('the activity page’s pure pieces', () => {
  it('offers the current financial year first and five before it', () => {
    expect(yearChoices('2026-11-24').slice(0, 2)).toEqual([
      { value: '2027', label: 'FY 2026–27' },
      { value: '2026', label: 'FY 2025–26' },
    ]);
    expect(yearChoices('2026-06-30')[0].value).toBe('2026');
    expect(yearChoices('2026-11-24')).toHaveLength(6);
  });

  it.each([
    [{ quarter: 1, start: '2026-07-01', end: '2026-09-30' }, 'Q1 · Jul–Sep 2026'],
    [{ quarter: 3, start: '2027-01-01', end: '2027-03-31' }, 'Q3 · Jan–Mar 2027'],
  ])('names %j as %s', (q, label) => expect(quarterLabel(q)).toBe(label));

  it('knows a quarter still under way', () => {
    expect(isUnderway({ end: '2026-12-31' }, '2026-11-24')).toBe(true);
    expect(isUnderway({ end: '2026-09-30' }, '2026-11-24')).toBe(false);
  });

  it('keeps the biggest clients in the treemap and sums the rest apart', () => {
    const rows = [30, 20, 10, 5, 1].map((y, i) => ({ id: i, x: `Client ${i}`, y }));
    const { boxes, rest } = incomeTreemap(rows, 3);
    expect(boxes.map((b) => [b.name, b.value])).toEqual([
      ['Client 0', 30],
      ['Client 1', 20],
      ['Client 2', 10],
    ]);
    expect(rest).toEqual({ label: '2 other clients', total: 6 });
    expect(incomeTreemap(rows)).toMatchObject({ rest: null });
    expect(incomeTreemap(rows).boxes).toHaveLength(5);
  });

  it('keeps the biggest vendors as bars and sums the rest', () => {
    const rows = [500, 300, 200].map((total, i) => ({ id: i, label: `Vendor ${i}`, total }));
    expect(vendorBars(rows, 2)).toEqual([
      { name: 'Vendor 0', value: 500 },
      { name: 'Vendor 1', value: 300 },
      { name: '1 other vendor', value: 200 },
    ]);
    expect(vendorBars([{ id: null, label: 'No vendor', total: 0 }])).toEqual([]);
  });
});
