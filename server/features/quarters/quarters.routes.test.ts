import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';

const { t, bookkeeper, contractor } = await createDemoApp('bookkeeper', 'contractor');
afterAll(() => t.close());

describe('GET /api/completed-quarters', () => {
  it('lists only the quarters whose BAS is complete, with their dates, and follows a reopening', async () => {
    expect((await bookkeeper.get('/api/completed-quarters')).json()).toEqual({ data: [] });
    await bookkeeper.put('/api/account-activity/20271', { bas_complete: true });
    await bookkeeper.put('/api/account-activity/20272', { payg: 100 });
    expect((await bookkeeper.get('/api/completed-quarters')).json()).toEqual({
      data: [{ id: 20271, year: 2027, quarter: 1, start: '2026-07-01', end: '2026-09-30' }],
    });
    await bookkeeper.put('/api/account-activity/20271', { bas_complete: false });
    expect((await bookkeeper.get('/api/completed-quarters')).json()).toEqual({ data: [] });
  });

  it('is not for a contractor, who works none of the locked lists', async () => {
    expect((await contractor.get('/api/completed-quarters')).statusCode).toBe(403);
  });
});
