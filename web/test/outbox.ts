import { afterEach, beforeEach, vi } from 'vitest';
import { offlineDb } from '../lib/offline-db';
import { resetOutbox, startOutbox } from '../lib/outbox';

/** A tick of task `task` on visit 7 as the visit card queues it. */
export const queuedTick = (task: number, name = `Task ${task}`) => ({
  visitId: 7,
  kind: 'task' as const,
  label: `Ticked ${name}`,
  method: 'PUT' as const,
  url: `/api/user-schedules/7/task/${task}`,
  body: { complete: true },
});

/**
 * Each test of the file starts with an empty outbox sending for user 5 (after `before`, which may stub what the
 * outbox reads), and stops it and gives back the real globals after. `signInAs` starts it again for another person.
 */
export function withFreshOutbox(before: () => void = () => {}) {
  let stop = () => {};
  const signInAs = (userId: number) => {
    stop();
    resetOutbox();
    stop = startOutbox(userId, () => {});
  };
  beforeEach(async () => {
    before();
    await (await offlineDb())?.clear('outbox');
    resetOutbox();
    stop = startOutbox(5, () => {});
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { signInAs };
}
