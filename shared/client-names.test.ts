import { describe, expect, it } from 'vitest';
import { namesakes, namesakeWarning, normalClientName } from './client-names';

const clients = [
  { id: 1, name: 'Acme Pty Ltd', active: true },
  { id: 2, name: 'acme  pty ltd', active: false },
  { id: 3, name: 'Acme Pty Ltd North', active: true },
];

describe('client namesakes', () => {
  it.each([
    ['Acme Pty Ltd', null, [1, 2]],
    ['  ACME PTY   LTD ', null, [1, 2]],
    ['Acme Pty Ltd', 1, [2]],
    ['Acme Pty', null, []],
    ['', null, []],
    ['   ', null, []],
  ])('%j (editing %j) matches %j', (name, editing, ids) => {
    expect(namesakes(name, clients, editing).map((client) => client.id)).toEqual(ids);
  });

  it('normalises case and spaces only', () => {
    expect(normalClientName(' Café  Ō ')).toBe('café ō');
  });

  it.each([
    [[], null],
    [[clients[0]], 'A client named Acme Pty Ltd already exists. Check it is not the same client; you can still save.'],
    [[clients[1]], 'A client named acme  pty ltd (inactive) already exists. Check it is not the same client; you can still save.'],
    [clients.slice(0, 2), '2 clients named Acme Pty Ltd already exist. Check it is not the same client; you can still save.'],
  ])('warns of %j', (found, warning) => {
    expect(namesakeWarning(found)).toBe(warning);
  });
});
