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
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Not available', message: 'Your role cannot see this.' }));
    expect(JSON.stringify(show.mock.calls)).not.toMatch(/GET|403/);
  });

  it('still name what failed for other errors', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.stubGlobal('fetch', answer(503, { message: 'The database is unavailable.' }));
    await expect(api('/api/clients')).rejects.toMatchObject({ status: 503 });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'The database is unavailable.', message: 'GET /api/clients — 503' }),
    );
  });
});
