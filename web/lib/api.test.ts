import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

const answer = (status: number, body: object) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('failure toasts', () => {
  it('say "Not available" for a refused permission, never the raw request and status', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.stubGlobal('fetch', answer(403, { message: 'This action is unauthorized.' }));
    await expect(api('/api/away-events')).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Not available', message: 'Your role cannot see this.' })),
    );
    expect(JSON.stringify(show.mock.calls)).not.toMatch(/GET|403/);
  });

  it.each([
    ['GET', 503, 'The database is unavailable.', 'Could not load', 'The database is unavailable. Try again in a moment.'],
    [
      'PUT',
      422,
      'Q1 · Jul–Sep 2026 is complete: nothing dated 30 Sep 2026 can change until its BAS is reopened.',
      'Not saved',
      'Q1 · Jul–Sep 2026 is complete: nothing dated 30 Sep 2026 can change until its BAS is reopened.',
    ],
    ['POST', 409, 'This pay run is already recorded.', 'Not saved', 'This pay run is already recorded.'],
    ['DELETE', 409, 'A sent invoice cannot be deleted.', 'Not deleted', 'A sent invoice cannot be deleted.'],
    ['DELETE', 404, 'No query results for model.', 'Not found', 'No query results for model.'],
  ] as const)(
    'say in words what a failed %s (%i) did not do, never its method and path',
    async (method, status, reason, title, message) => {
      const show = vi.spyOn(notifications, 'show').mockReturnValue('');
      vi.stubGlobal('fetch', answer(status, { message: reason }));
      await expect(api('/api/quarters/20271', { method })).rejects.toMatchObject({ status });
      await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title, message })));
      expect(JSON.stringify(show.mock.calls)).not.toMatch(/\/api\/|PUT|POST|DELETE|GET/);
    },
  );
});
