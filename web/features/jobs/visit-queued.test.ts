import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../lib/offline-db';
import { visitFixture, visitTaskFixture } from '../../test/visit-fixture';
import { applyQueued } from './visit-queued';

const me = { id: 5, name: 'Casey Contractor' };
const line = (id: number) => visitTaskFixture(id);
let seq = 0;
const item = (kind: string, url: string, body?: unknown, status: OutboxItem['status'] = 'waiting'): OutboxItem => ({
  seq: ++seq,
  userId: me.id,
  visitId: 7,
  kind,
  label: kind,
  method: 'PUT',
  url,
  body,
  idempotencyKey: `key-${seq}`,
  madeAt: '2030-03-05T01:00:00.000Z',
  status,
});
const tick = (task: number, complete = true) => item('task', `/api/user-schedules/7/task/${task}`, { complete });

describe('the visit as the contractor left it', () => {
  const visit = visitFixture({ users: [me], tasks: [line(1), line(2)], due_date: '2030-03-05' });

  it('shows waiting ticks, notes and an arrival over the server’s last answer', () => {
    const shown = applyQueued(
      visit,
      [
        tick(1),
        item('notes', '/api/schedule/7/notes', { notes: 'Side gate locked' }),
        item('check-in', '/x', { location: 'unavailable', at: '2030-03-04T23:10:00.000Z' }),
      ],
      me,
      '2030-03-05',
    );
    expect(shown.tasks.map((task) => task.complete)).toEqual([true, false]);
    expect(shown.notes).toBe('Side gate locked');
    expect(shown.check_in).toMatchObject({ at: '2030-03-04T23:10:00.000Z', user: me, lat: null });
    expect(shown.complete).toBe(false);
  });

  it('completes the visit when the last line is ticked, as the server does, and reopens it on an untick', () => {
    const done = applyQueued(visit, [tick(1), tick(2)], me, '2030-03-05');
    expect([done.complete, done.state.state]).toEqual([true, 'complete']);
    const reopened = applyQueued(visit, [tick(1), tick(2), tick(2, false)], me, '2030-03-05');
    expect([reopened.complete, reopened.state.state]).toEqual([false, 'open']);
  });

  it('waits for attendance with two contractors, then completes with it', () => {
    const shared = { ...visit, users: [me, { id: 6, name: 'Sam' }] };
    expect(applyQueued(shared, [tick(1), tick(2)], me, '2030-03-05').complete).toBe(false);
    const completed = applyQueued(
      shared,
      [tick(1), tick(2), item('complete', '/api/schedule/7/complete', { attended: [5] })],
      me,
      '2030-03-05',
    );
    expect([completed.complete, completed.attended]).toEqual([true, [5]]);
  });

  it('leaves out a change the server refused, and another visit’s changes', () => {
    const refused = tick(1);
    refused.status = 'refused';
    const other = { ...tick(2), visitId: 8 };
    expect(applyQueued(visit, [refused, other], me, '2030-03-05')).toBe(visit);
  });

  it('adds a photo still on the phone, with no id the server knows', () => {
    const photo = {
      ...item('photo', '/api/schedule/7/assets', { taken_at: '2030-03-05T00:30:00.000Z' }),
      photo: { name: 'door.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(1) },
    };
    const shown = applyQueued(visit, [photo], me, '2030-03-05', () => 'blob:door');
    expect(shown.assets).toEqual([
      expect.objectContaining({ name: 'door.jpg', thumbnail: 'blob:door', taken_at: '2030-03-05T00:30:00.000Z' }),
    ]);
    expect(shown.assets[0].id).toBeLessThan(0);
  });
});
