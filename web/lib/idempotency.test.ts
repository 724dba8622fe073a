import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { useFormSave } from './forms';

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch answering each call from the list in turn (a function throws: the connection failed), recording the keys sent. */
function serverAnswering(...answers: (Response | (() => never))[]) {
  const keys: (string | undefined)[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const next = answers.shift();
    if (!next) return Promise.resolve(json(201, { id: 99 }));
    return typeof next === 'function' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetch);
  return { keys, fetch };
}
const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(notifications, 'show').mockReturnValue('');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs a call to its end, letting the retry pauses pass at once. */
async function settle<T>(call: Promise<T>): Promise<T> {
  const result = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const outcome = await result;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

describe('the Idempotency-Key of a POST', () => {
  it('is fresh for each submit, also for the same values submitted again after a success', async () => {
    const { keys } = serverAnswering(json(201, { id: 1 }), json(201, { id: 2 }), json(201, { id: 3 }));
    await settle(api('/api/clients', { method: 'POST', body: { name: 'Ann' } }));
    await settle(api('/api/clients', { method: 'POST', body: { name: 'Ann' } }));
    await settle(api('/api/clients', { method: 'POST', body: { name: 'Bob' } }));
    expect(keys.every((key) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key ?? ''))).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it('is the same when the client retries after a 503, a lost connection or a 409 with Retry-After', async () => {
    const busy = json(409, { message: 'Still running.' }, { 'retry-after': '2' });
    const { keys } = serverAnswering(json(503, { message: 'Try again.' }), unreachable, busy, json(201, { id: 7 }));
    expect(await settle(api('/api/expenses', { method: 'POST', body: { amount: 1250 } }))).toEqual({ id: 7 });
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('waits for the browser to come back online, then sends the same key', async () => {
    const online = setOnline(true);
    const { keys, fetch } = serverAnswering(json(201, { id: 8 }));
    fetch.mockImplementationOnce((_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      online.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const call = api('/api/notes', { method: 'POST', body: { text: 'Hi' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(keys).toHaveLength(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await settle(call)).toEqual({ id: 8 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is kept for the same submit after the retries gave up, and not for other values or after an answer', async () => {
    const down = () => json(503, { message: 'Try again.' });
    const { keys } = serverAnswering(down(), down(), down(), down(), json(201, { id: 9 }), json(201, { id: 10 }));
    await expect(settle(api('/api/invoices', { method: 'POST', body: { client_id: 3 } }))).rejects.toMatchObject({ status: 503 });
    expect(keys).toHaveLength(4);
    await settle(api('/api/invoices', { method: 'POST', body: { client_id: 4 } }));
    await settle(api('/api/invoices', { method: 'POST', body: { client_id: 3 } }));
    expect(keys[4]).not.toBe(keys[0]);
    expect(keys[5]).toBe(keys[0]);
    await settle(api('/api/invoices', { method: 'POST', body: { client_id: 3 } }));
    expect(keys[6]).not.toBe(keys[0]);
  });

  it('is not sent with other methods, which are not retried', async () => {
    const { keys } = serverAnswering(json(503, { message: 'Try again.' }), json(503, { message: 'Try again.' }));
    await expect(settle(api('/api/clients/1', { method: 'PUT', body: { name: 'Ann' } }))).rejects.toMatchObject({ status: 503 });
    await expect(settle(api('/api/invoices/5'))).rejects.toMatchObject({ status: 503 });
    expect(keys).toEqual([undefined, undefined]);
  });

  it('goes with a GET that changes state (an invoice sent, marked paid) and the bank-line PUT, the same on each retry', async () => {
    const sent = { message: 'Sent.', data: { id: 5 } };
    const { keys } = serverAnswering(json(503, { message: 'Try again.' }), unreachable, json(200, sent), json(200, sent));
    expect(await settle(api('/api/invoices/5/send'))).toEqual(sent);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The next send of the same invoice, after a clear answer, is a new action with a new key.
    await settle(api('/api/invoices/5/send'));
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);

    const more = serverAnswering(json(503, { message: 'Try again.' }), json(200, {}), json(200, {}), json(200, {}), json(200, {}));
    await settle(api('/api/transactions/8', { method: 'PUT', body: { confirm: true } }));
    await settle(api('/api/invoices/5/paid'));
    await settle(api('/api/clients/3/send-notice-to-pay'));
    await settle(api('/api/expense/2/document/4/confirm'));
    expect(more.keys).toHaveLength(5);
    expect(more.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(more.keys[1]).toBe(more.keys[0]);
    expect(more.keys.slice(2).every((key) => key && key !== more.keys[0])).toBe(true);
  });

  it('goes with a form submitted again after a failure the retries could not get past', async () => {
    const down = () => json(503, { message: 'Service unavailable. Please try again shortly.' });
    const { keys } = serverAnswering(down(), down(), down(), down(), json(201, { id: 11 }));
    const { result } = renderHook(() => {
      const form = useForm({ initialValues: { name: 'Ann' } });
      return useFormSave(form);
    });
    const submit = () => result.current.submit((values) => api('/api/clients', { method: 'POST', body: values, quiet: true }))();
    await act(async () => {
      submit();
      await vi.runAllTimersAsync();
    });
    expect(result.current.message).toBe('Service unavailable. Please try again shortly.');
    await act(async () => {
      submit();
      await vi.runAllTimersAsync();
    });
    expect(result.current.busy).toBe(false);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
  });
});
