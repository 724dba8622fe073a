import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-photo';

describe('fitWithin', () => {
  it('shrinks the longer side to 1800 and keeps the proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1800, height: 1350 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1350, height: 1800 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
