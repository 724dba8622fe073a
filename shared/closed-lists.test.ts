import { describe, expect, it } from 'vitest';
import { keysOf } from './closed-lists';

describe('keysOf', () => {
  it('lists the keys in the order they are written, not sorted', () => {
    expect(keysOf({ NSW: 'New South Wales', ACT: 'Australian Capital Territory', NT: 'Northern Territory' })).toEqual(['NSW', 'ACT', 'NT']);
  });
});
