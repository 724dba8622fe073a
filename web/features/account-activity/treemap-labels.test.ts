import { describe, expect, it } from 'vitest';
import { cellLabel } from './treemap-labels';

// At 12 px a character is taken as 7.2 px and a line as 15.6 px, with 4 px kept clear on each side
// (the 1 px over keeps floating point from losing a character).
const cell = (chars: number, lines: number) => ({ width: chars * 7.2 + 9, height: lines * 15.6 + 9 });

describe('treemap cell labels', () => {
  it('shows the name and, on a line of its own, the amount when both fit', () => {
    expect(cellLabel(cell(20, 3), 'Acme Offices', '$1,200.00')).toEqual(['Acme Offices', '$1,200.00']);
  });

  it('wraps the name at spaces in a narrow cell', () => {
    expect(cellLabel(cell(10, 3), 'Smile Bright Dental', '$1,200.00')).toEqual(['Smile', 'Bright', 'Dental']);
    expect(cellLabel(cell(12, 3), 'Smile Bright Dental', '$1.00')).toEqual(['Smile Bright', 'Dental', '$1.00']);
  });

  it('cuts a word longer than the line, and the last line when the lines run out', () => {
    expect(cellLabel(cell(8, 2), 'Northgate Engineering', '$1.00')).toEqual(['Northga…', 'Enginee…']);
    expect(cellLabel(cell(12, 1), 'Smile Bright Dental', '$1.00')).toEqual(['Smile Brigh…']);
  });

  it('leaves the amount out rather than cutting it', () => {
    expect(cellLabel(cell(8, 3), 'Acme', '$1,200.00')).toEqual(['Acme']);
    expect(cellLabel(cell(20, 1), 'Acme', '$1,200.00')).toEqual(['Acme']);
  });

  it('leaves a cell too small for a few characters unlabelled', () => {
    expect(cellLabel(cell(3, 4), 'Acme Offices', '$1.00')).toEqual([]);
    expect(cellLabel({ width: 200, height: 20 }, 'Acme Offices', '$1.00')).toEqual([]);
  });

  it('labels a cell with a short name that fits, however narrow', () => {
    expect(cellLabel(cell(3, 1), 'Bo', '$1.00')).toEqual(['Bo']);
  });
});
