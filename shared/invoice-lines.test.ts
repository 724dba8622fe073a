import { describe, expect, it } from 'vitest';
import { invoiceLinesFrom } from './invoice-lines';

const task = (label: string, unit_price: number, task_id: number | null = 1) => ({
  label,
  unit_price,
  consumable: false,
  quantity: null,
  task_id,
});
const consumable = (label: string, unit_price: number, quantity: number | null) => ({
  label,
  unit_price,
  consumable: true,
  quantity,
  task_id: 9,
});

describe('invoiceLinesFrom', () => {
  it('makes one line per label and price, counting the visits', () => {
    expect(
      invoiceLinesFrom([
        task('Office clean', 12_000),
        task('Windows', 4500, 2),
        task('Office clean', 12_000),
        task('Office clean', 15_000),
      ]),
    ).toEqual([
      { label: 'Office clean', unit_price: 12_000, quantity: 2, task_id: 1 },
      { label: 'Windows', unit_price: 4500, quantity: 1, task_id: 2 },
      { label: 'Office clean', unit_price: 15_000, quantity: 1, task_id: 1 },
    ]);
  });

  it('sums what was recorded on consumables, and leaves out one with nothing recorded', () => {
    expect(
      invoiceLinesFrom([
        consumable('Toilet rolls', 250, 3),
        consumable('Toilet rolls', 250, 2.5),
        consumable('Soap', 900, null),
        consumable('Bags', 50, 0),
      ]),
    ).toEqual([{ label: 'Toilet rolls', unit_price: 250, quantity: 5.5, task_id: 9 }]);
  });

  it('keeps a task and a consumable of the same label and price apart', () => {
    expect(invoiceLinesFrom([task('Bin service', 500), consumable('Bin service', 500, 4)])).toHaveLength(2);
    expect(invoiceLinesFrom([])).toEqual([]);
  });
});
