import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxItems, submitToOutbox, useOutbox } from '../../lib/outbox';
import { queuedTick, withFreshOutbox } from '../../test/outbox';
import { cleanUpAfterTest, renderPage, signIn } from '../../test/render';
import { QueuedChanges } from './queued-changes';

const Shown = () => <QueuedChanges items={useOutbox()} />;
const tick = (task: string, id: number) => queuedTick(id, task);

withFreshOutbox();
afterEach(cleanUpAfterTest);

describe('the visit’s changes on the phone', () => {
  it('counts what waits, and keeps a refusal in view with the server’s reason until dismissed', async () => {
    signIn(5, []);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await submitToOutbox(tick('Sweep ramp', 1));
    await submitToOutbox(tick('Empty bins', 2));
    renderPage(<Shown />, '/my-jobs/7');
    expect(screen.getByText('2 changes waiting to send')).toBeTruthy();
    expect(screen.getByText('Ticked Sweep ramp')).toBeTruthy();

    // The office skipped the visit meanwhile: the server refuses the first, takes the second.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/task/1')
          ? Response.json({ message: 'A skipped visit cannot be changed.' }, { status: 422 })
          : Response.json({ data: {}, needs_attendance: false }),
      ),
    );
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Not applied: Ticked Sweep ramp')).toBeTruthy();
    await waitFor(() => expect(outboxItems()).toHaveLength(1));
    expect(screen.getByText('A skipped visit cannot be changed.')).toBeTruthy();
    expect(screen.queryByText(/waiting to send/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(outboxItems()).toEqual([]));
  });
});
