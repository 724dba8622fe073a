import { describe, expect, it } from 'vitest';
import { splitAustralianAddress } from './au-address';

describe('splitAustralianAddress', () => {
  it.each([
    ['14 Wattle Street, Ultimo NSW 2007', { street: '14 Wattle Street', suburb: 'Ultimo', state: 'NSW', postcode: '2007' }],
    ['3/22 Oxford Street, Paddington NSW 2021', { street: '3/22 Oxford Street', suburb: 'Paddington', state: 'NSW', postcode: '2021' }],
    [
      'Unit 4, 9 Bay Road, North  Sydney nsw 2060',
      { street: 'Unit 4, 9 Bay Road', suburb: 'North Sydney', state: 'NSW', postcode: '2060' },
    ],
    ["1 Main Rd, O'Connor ACT 2602", { street: '1 Main Rd', suburb: "O'Connor", state: 'ACT', postcode: '2602' }],
  ])('%s', (text, parts) => expect(splitAustralianAddress(text)).toEqual(parts));

  it.each([['14 Wattle Street Ultimo NSW 2007'], ['14 Wattle Street, Ultimo'], ['PO Box 12, Ultimo XYZ 2007']])(
    'keeps %s whole as the street, the rest blank',
    (text) => expect(splitAustralianAddress(text)).toEqual({ street: text, suburb: '', state: '', postcode: '' }),
  );

  it('reads nothing as blanks', () => expect(splitAustralianAddress(null)).toEqual({ street: '', suburb: '', state: '', postcode: '' }));
});
