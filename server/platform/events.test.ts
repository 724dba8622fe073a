import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createEvents } from './events';

declare module './events' {
  interface Events {
    'test.happened': { n: number };
  }
}

// The bus only hands the emitter's connection on; a marker object stands for it.
const tx = { marker: 'the emitting transaction' } as unknown as Db;

describe('events', () => {
  it('runs each handler in turn, in the order registered, on the emitter’s connection', async () => {
    const events = createEvents();
    const seen: string[] = [];
    events.on('test.happened', async (db, { n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${n} ${db === tx}`);
    });
    events.on('test.happened', async (_db, { n }) => void seen.push(`second ${n}`));
    await events.emit(tx, 'test.happened', { n: 1 });
    expect(seen).toEqual(['first 1 true', 'second 1']);
  });

  it('does nothing for an event nobody listens to, and fails the emitter when a handler fails', async () => {
    const events = createEvents();
    await expect(events.emit(tx, 'test.happened', { n: 2 })).resolves.toBeUndefined();
    events.on('test.happened', async () => {
      throw new Error('handler failed');
    });
    await expect(events.emit(tx, 'test.happened', { n: 3 })).rejects.toThrow('handler failed');
  });
});
