import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressPageSizes, pageSizes } from '../page-sizes';
import { blankAsAbsent, listQuery, pageMetaFor } from './paging';

const users = listQuery({ sorts: ['name', 'email'], defaultSort: 'name', search: true });
const addresses = listQuery({ sorts: ['line1'], defaultSort: 'line1', counts: addressPageSizes, defaultCount: 5 });
const newestFirst = listQuery({ sorts: ['created_at'], defaultSort: 'created_at', defaultDirection: 'desc' });

describe('listQuery', () => {
  it('fills the defaults', () => {
    expect(users.parse({})).toEqual({ page: 1, count: 10, sort: 'name', direction: 'asc', filters: {} });
    expect(newestFirst.parse({}).direction).toBe('desc');
    expect(addresses.parse({}).count).toBe(5);
  });

  it('reads query-string text as numbers', () => {
    expect(users.parse({ page: '3', count: '50', sort: 'email', direction: 'desc', search: '  sam ' })).toEqual({
      page: 3,
      count: 50,
      sort: 'email',
      direction: 'desc',
      search: 'sam',
      filters: {},
    });
  });

  it.each(pageSizes)('offers %i rows a page', (count) => {
    expect(users.parse({ count: String(count) }).count).toBe(count);
  });

  it.each([5, 15, 25, 200, 0, -10])('refuses %i rows a page', (count) => {
    expect(users.safeParse({ count: String(count) }).success).toBe(false);
  });

  it('gives addresses 5 or 10 and nothing else', () => {
    expect(addressPageSizes).toEqual([5, 10]);
    expect(addresses.parse({ count: '10' }).count).toBe(10);
    for (const count of ['20', '50', '100', '1']) expect(addresses.safeParse({ count }).success).toBe(false);
  });

  it('sorts only by whitelisted columns', () => {
    for (const sort of ['password_hash', 'id;drop table users', 'NAME', '']) expect(users.safeParse({ sort }).success).toBe(false);
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'two' },
    { direction: 'up' },
    { count: 'ten' },
    { search: 'x'.repeat(201) },
  ])('refuses %j', (query) => {
    expect(users.safeParse(query).success).toBe(false);
  });

  it('reads filters as a JSON object of strings', () => {
    expect(users.parse({ filters: '{"role_id":3,"state":"active","flag":true}' }).filters).toEqual({
      role_id: '3',
      state: 'active',
      flag: 'true',
    });
    expect(users.parse({ filters: '' }).filters).toEqual({});
  });

  it.each(['[1,2]', 'null', '"text"', '42', '{bad json', 'role_id=3'])('refuses filters %s with a field message', (filters) => {
    const result = users.safeParse({ filters });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('The filters must be a JSON object.');
  });
});

describe('listQuery with a filters schema', () => {
  const clients = listQuery({
    sorts: ['name'],
    defaultSort: 'name',
    filters: z.object({
      state: blankAsAbsent(z.enum(['active', 'inactive'], { error: 'The state is unknown.' })),
      from: z.string().optional(),
    }),
  });

  it('reads each filter by its schema, drops unknown ones and takes a blank one as none', () => {
    expect(clients.parse({ filters: '{"state":"active","colour":"red"}' }).filters).toEqual({ state: 'active' });
    expect(clients.parse({ filters: '{"state":""}' }).filters).toEqual({});
    expect(clients.parse({}).filters).toEqual({});
  });

  it('puts a bad filter’s own message on filters.<name>', () => {
    const result = clients.safeParse({ filters: '{"state":"gone"}' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['filters.state', 'The state is unknown.']]);
  });

  it('still refuses filters that are not a JSON object', () => {
    const result = clients.safeParse({ filters: '[1]' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['filters', 'The filters must be a JSON object.']]);
  });
});

describe('pageMetaFor', () => {
  it.each([
    // page, per page, total, rows shown → from, to, last page
    [1, 10, 0, 0, null, null, 1],
    [1, 10, 7, 7, 1, 7, 1],
    [1, 10, 10, 10, 1, 10, 1],
    [1, 10, 11, 10, 1, 10, 2],
    [2, 10, 11, 1, 11, 11, 2],
    [3, 10, 25, 5, 21, 25, 3],
    [2, 20, 40, 20, 21, 40, 2],
    [5, 100, 1000, 100, 401, 500, 10],
    // A page past the end is empty but keeps the true totals.
    [4, 10, 25, 0, null, null, 3],
  ])('page %i of %i with total %i showing %i → from %s to %s, last %i', (page, perPage, total, shown, from, to, lastPage) => {
    expect(pageMetaFor(page, perPage, total, shown)).toEqual({
      current_page: page,
      per_page: perPage,
      total,
      from,
      to,
      last_page: lastPage,
    });
  });
});
