import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSchedule, VisitCheck } from '../../../shared/api/user-schedules';
import { cleanUpAfterTest, renderPage, serveCalls, signIn } from '../../test/render';
import { visitFixture } from '../../test/visit-fixture';
import type { PermissionKey } from '../../../shared/permissions';
import { timeOnSite, whereText } from '../../../shared/visit-exceptions';
import { VisitPresence } from './visit-presence';

const me = { id: 5, name: 'Casey Contractor' };
const made = (patch: Partial<VisitCheck> = {}): VisitCheck => ({
  at: '2026-11-26T22:00:00.000Z',
  user: me,
  lat: -33.897,
  lng: 151.179,
  accuracy: 8,
  distance_m: 0,
  on_site: true,
  ...patch,
});

afterEach(cleanUpAfterTest);
beforeEach(() => localStorage.clear());

function show(visit: UserSchedule, canCheck = true, permissions: PermissionKey[] = []) {
  const user = signIn(me.id, permissions);
  const calls = serveCalls((call) => Response.json(call.path === '/api/user' ? user : { data: visit, needs_attendance: false }));
  renderPage(<VisitPresence visit={visit} canCheck={canCheck} />, '/my-jobs/1');
  return calls;
}

function phoneAt(position: GeolocationPosition | null) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    position ? ok(position) : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
  );
  // Only the location is the phone's here: the rest of navigator (onLine among it) stays jsdom's.
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const position = { coords: { latitude: -33.8971, longitude: 151.1791, accuracy: 12.4 } } as GeolocationPosition;

describe('Arrived and Left on the visit card', () => {
  it('says why the location is asked once, then sends the phone’s reading', async () => {
    const read = phoneAt(position);
    const calls = show(visitFixture({ users: [me] }));
    fireEvent.click(screen.getByRole('button', { name: 'Arrived' }));
    expect(await screen.findByText(/so the office can show the client the visit was done/)).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/schedule/7/check-in',
      body: { lat: -33.8971, lng: 151.1791, accuracy: 12 },
    });
    // Asked once: the next tap goes straight to the phone.
    fireEvent.click(screen.getByRole('button', { name: 'Left' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]).toMatchObject({ path: '/api/schedule/7/check-out' });
  });

  it('records "unavailable" when the phone refuses the location: the work goes on', async () => {
    localStorage.setItem('cleanup.location-explained', 'yes');
    phoneAt(null);
    const calls = show(visitFixture({ users: [me] }));
    fireEvent.click(screen.getByRole('button', { name: 'Arrived' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ location: 'unavailable', at: expect.any(String) }));
  });

  it('shows the arrival, the departure and the time on site, flagging a check away from the site; no buttons for others', () => {
    show(
      visitFixture({
        users: [me],
        check_in: made(),
        check_out: made({ at: '2026-11-27T00:28:00.000Z', lat: -33.91, distance_m: 1445, on_site: false }),
      }),
      false,
    );
    expect(screen.getByText('Time on site')).toBeTruthy();
    expect(screen.getByText('2 h 28 min')).toBeTruthy();
    expect(screen.getByText('1445 m from the site')).toBeTruthy();
    expect(screen.getByText('on site')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Arrived' })).toBeNull();
  });
});

describe('each contractor arrives and leaves once', () => {
  it('offers Left, not Arrived, once they have arrived; nothing once they have left', () => {
    show(visitFixture({ users: [me], check_in: made() }));
    expect(screen.queryByRole('button', { name: 'Arrived' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Left' })).toBeTruthy();
    cleanUpAfterTest();
    show(visitFixture({ users: [me], check_in: made(), check_out: made({ at: '2026-11-26T23:00:00.000Z' }) }));
    expect(screen.queryByRole('button', { name: 'Left' })).toBeNull();
  });

  it('still offers Arrived when another contractor arrived first', () => {
    show(visitFixture({ users: [me], check_in: made({ user: { id: 9, name: 'Maria' } }) }));
    expect(screen.getByRole('button', { name: 'Arrived' })).toBeTruthy();
  });
});

describe('what a check says of the place', () => {
  it.each([
    [made(), 'on site'],
    [made({ on_site: false, distance_m: 240 }), '240 m from the site'],
    [made({ lat: null, lng: null, accuracy: null, distance_m: null, on_site: null }), 'location unavailable'],
    [made({ distance_m: null, on_site: null }), 'site not located'],
  ])('%#: %s', (check, text) => expect(whereText(check)).toBe(text));

  it.each([
    [null, null, null],
    ['2026-11-26T22:00:00.000Z', '2026-11-26T22:45:00.000Z', '45 min'],
    ['2026-11-26T22:00:00.000Z', '2026-11-27T00:28:00.000Z', '2 h 28 min'],
    ['2026-11-26T22:00:00.000Z', '2026-11-26T21:00:00.000Z', null],
  ])('time on site from %s to %s: %s', (arrived, left, text) =>
    expect(timeOnSite({ check_in: arrived ? made({ at: arrived }) : null, check_out: left ? made({ at: left }) : null })).toBe(text),
  );
});

describe('the office’s flags on the visit card', () => {
  const flagged = () => visitFixture({ check_in: made({ on_site: false, distance_m: 843 }), presence_flags: ['off_site', 'late'] });

  it('shows those who run the schedule what to look at', async () => {
    show(flagged(), false, ['manage_schedules']);
    expect((await screen.findByTestId('presence-flags')).textContent).toBe('Off site · Late check-in');
  });

  it('shows a visit nobody arrived at to the office, with no check to show', async () => {
    show(visitFixture({ presence_flags: ['missing'] }), false, ['manage_schedules']);
    expect((await screen.findByTestId('presence-flags')).textContent).toBe('No check-in');
  });

  it('leaves them off a contractor’s card, which shows the place of the check itself', async () => {
    show(flagged(), false);
    expect(await screen.findByText(/843 m from the site/)).toBeTruthy();
    expect(screen.queryByTestId('presence-flags')).toBeNull();
  });
});
