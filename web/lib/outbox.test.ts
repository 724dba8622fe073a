import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { queuedTick, withFreshOutbox } from '../test/outbox';
import { dismissOutboxItem, flushOutbox, outboxItems, submitToOutbox } from './outbox';

type Sent = { url: string; method: string; key: string | null; body: unknown };
let sent: Sent[] = [];
let online = true;

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that answers each request with `reply` (or fails to be reached), recording what reached it. */
function server(reply: (request: Sent) => Response | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const request = { url, method: String(init.method), key: headers['Idempotency-Key'] ?? null, body };
      sent.push(request);
      const answer = reply(request);
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
}

const tick = (task: number) => queuedTick(task);

const outbox = withFreshOutbox(() => {
  sent = [];
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

describe('the outbox', () => {
  it('keeps changes made offline and sends them in the order they were made once back online', async () => {
    online = false;
    server(() => json(200, { data: {}, needs_attendance: false }));
    for (const task of [3, 1, 2]) expect(await submitToOutbox(tick(task))).toEqual({ state: 'waiting' });
    expect(outboxItems().map((item) => item.label)).toEqual(['Ticked Task 3', 'Ticked Task 1', 'Ticked Task 2']);
    expect(sent).toEqual([]);

    online = true;
    await flushOutbox();
    expect(sent.map((request) => request.url)).toEqual([3, 1, 2].map((task) => `/api/user-schedules/7/task/${task}`));
    expect(new Set(sent.map((request) => request.key)).size).toBe(3);
    expect(outboxItems()).toEqual([]);
  });

  it('sends a change again with the same Idempotency-Key after no answer or a 5xx, and keeps it until answered', async () => {
    const replies = [null, json(503, { message: 'The database is unavailable.' }), json(200, { data: {} })];
    server(() => replies.shift() ?? null);
    expect(await submitToOutbox(tick(1))).toEqual({ state: 'waiting' });
    expect(outboxItems()).toHaveLength(1);
    await flushOutbox();
    expect(outboxItems()).toHaveLength(1);
    await flushOutbox();
    expect(outboxItems()).toEqual([]);
    expect(sent).toHaveLength(3);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.map((request) => request.key)).toEqual([sent[0].key, sent[0].key, sent[0].key]);
  });

  it('keeps a change the server refused, with its message, and goes on to the next', async () => {
    online = false;
    server((request) =>
      request.url.endsWith('/task/1') ? json(422, { message: 'This visit was skipped by the office.' }) : json(200, { data: {} }),
    );
    await submitToOutbox(tick(1));
    await submitToOutbox(tick(2));
    online = true;
    await flushOutbox();
    expect(sent).toHaveLength(2);
    expect(outboxItems()).toEqual([
      expect.objectContaining({ label: 'Ticked Task 1', status: 'refused', message: 'This visit was skipped by the office.' }),
    ]);
    // A refusal is never sent again by itself, nor dropped until dismissed.
    await flushOutbox();
    expect(sent).toHaveLength(2);
    await dismissOutboxItem(outboxItems()[0].seq);
    expect(outboxItems()).toEqual([]);
  });

  it('answers a change made online with the server’s answer, or its refusal', async () => {
    server((request) => (request.url.endsWith('/task/1') ? json(200, { data: { id: 7 } }) : json(403, { message: 'Not your visit.' })));
    expect(await submitToOutbox(tick(1))).toEqual({ state: 'sent', answer: { data: { id: 7 } } });
    expect(await submitToOutbox(tick(2))).toMatchObject({ state: 'refused', error: { status: 403, message: 'Not your visit.' } });
    // The person was told at once, as by any form; nothing is left to show.
    expect(outboxItems()).toEqual([]);
  });

  it('sends a photo taken offline through the resumable upload, its first POST keyed', async () => {
    online = false;
    server((request) =>
      request.url === '/api/schedule/7/assets' ? json(201, { id: 'up-1' }) : json(200, { received: 4, complete: true }),
    );
    const bytes = new Uint8Array([1, 2, 3, 4]).buffer;
    await submitToOutbox({
      visitId: 7,
      kind: 'photo',
      label: 'Photo door.jpg',
      method: 'POST',
      url: '/api/schedule/7/assets',
      body: { filename: 'door.jpg', size: 4, taken_at: '2030-03-05T01:00:00.000Z' },
      photo: { name: 'door.jpg', type: 'image/jpeg', bytes },
    });
    online = true;
    await flushOutbox();
    expect(sent.map((request) => request.url)).toEqual(['/api/schedule/7/assets', '/api/uploads/up-1?offset=0&is_last=1']);
    expect(sent[0].key).not.toBeNull();
    expect(outboxItems()).toEqual([]);
  });

  it('sends only the signed-in person’s changes', async () => {
    online = false;
    server(() => json(200, { data: {} }));
    await submitToOutbox(tick(1));
    outbox.signInAs(6);
    online = true;
    await flushOutbox();
    expect(sent).toEqual([]);
    expect(outboxItems()).toEqual([]);
  });
});
