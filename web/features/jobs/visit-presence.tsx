import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDoorEnter, IconDoorExit, IconMapPinExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import type { UserSchedule, VisitCheck } from '../../../shared/api/user-schedules';
import { timeOfDay } from '../../entities/visits/visit-cells';
import { nowInstant } from '../../lib/business-day';
import { useCurrentUser } from '../../lib/session';
import { changeVisit } from './api';
import { Fact } from './visit-facts';
import { exceptionLabels, timeOnSite, whereText } from '../../../shared/visit-exceptions';
import { managesVisits } from '../../../shared/policies';

type Kind = 'in' | 'out';
type CheckBody = { lat: number; lng: number; accuracy: number } | { location: 'unavailable' };

/** Remembered on the phone once the contractor has read why the location is asked for. */
const explainedKey = 'cleanup.location-explained';

/** The phone's position, or "unavailable" when it gives none (refused, no fix within 15 s, no GPS). */
function readPosition(): Promise<CheckBody> {
  if (!('geolocation' in navigator)) return Promise.resolve({ location: 'unavailable' });
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: Math.round(coords.accuracy) }),
      () => resolve({ location: 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    ),
  );
}

/** Asks once, with the reason, before the browser's own permission prompt; a "no" there still records the check. */
function explainOnce(): Promise<void> {
  if (localStorage.getItem(explainedKey)) return Promise.resolve();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Your location at the door',
      children: (
        <Text size="sm">
          When you tap Arrived or Left, CleanUp records where your phone is, so the office can show the client the visit was done. It is
          read only at those two taps. If you say no, you can still work: the visit records that the location was unavailable.
        </Text>
      ),
      labels: { confirm: 'Continue', cancel: 'Not now' },
      onConfirm: () => {
        localStorage.setItem(explainedKey, 'yes');
        resolve();
      },
    });
  });
}

/** Sent through the outbox with the time of the tap, so an arrival made offline keeps when it happened. */
async function check(visit: UserSchedule, kind: Kind) {
  await explainOnce();
  const body = { ...(await readPosition()), at: nowInstant() };
  await changeVisit({
    visitId: visit.id,
    kind: `check-${kind}`,
    label: kind === 'in' ? 'Arrived' : 'Left',
    method: 'POST',
    url: `/api/schedule/${visit.id}/check-${kind}`,
    body,
  });
}

/** `waiting`: made on this phone and not sent yet, so where it was against the site is not known. */
export function CheckFact({ label, made, waiting = false }: { label: string; made: VisitCheck; waiting?: boolean }) {
  const flagged = !waiting && made.on_site !== true;
  return (
    <Fact label={label}>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {flagged && <IconMapPinExclamation size={14} color="var(--mantine-color-orange-7)" aria-hidden />}
        <span>
          {timeOfDay(made.at)} · {made.user.name} ·{' '}
          <Text span c={flagged ? 'orange.8' : undefined} inherit>
            {waiting ? 'waiting to send' : whereText(made)}
          </Text>
        </span>
      </Group>
    </Fact>
  );
}

/** The office's flags on a visit (off site, no location, late or missing arrival); nothing for anyone else. */
export function PresenceFlags({ flags }: { flags: UserSchedule['presence_flags'] }) {
  const { data: me } = useCurrentUser();
  // The office is told what to look at; the contractor already sees each check's place in orange.
  if (!managesVisits(me) || flags.length === 0) return null;
  return (
    <Alert color="orange" p="xs" icon={<IconMapPinExclamation size={16} />} data-testid="presence-flags">
      <Text size="sm">{flags.map((flag) => exceptionLabels[flag]).join(' · ')}</Text>
    </Alert>
  );
}

/**
 * Arrived and Left on the visit card (docs/domain.md "Proof of presence"): the phone's location is read at the
 * tap and sent; nothing waits on it or is refused for it. Shows the visit's first arrival, last departure and the
 * time on site between them. `waiting` names the kinds of this visit's changes still on the phone (queued-changes.tsx).
 */
export function VisitPresence({ visit, canCheck, waiting = [] }: { visit: UserSchedule; canCheck: boolean; waiting?: readonly string[] }) {
  const [busy, setBusy] = useState<Kind | null>(null);
  const { data: me } = useCurrentUser();
  const onSite = timeOnSite(visit);
  // Each contractor arrives and leaves once; the card shows the visit's first arrival and last departure.
  const arrive = canCheck && visit.check_in?.user.id !== me?.id;
  const leave = canCheck && visit.check_out?.user.id !== me?.id;
  const flagged = managesVisits(me) && visit.presence_flags.length > 0;
  if (!arrive && !leave && !visit.check_in && !visit.check_out && !flagged) return null;
  const tap = (kind: Kind) => {
    setBusy(kind);
    void check(visit, kind)
      .catch(() => {})
      .finally(() => setBusy(null));
  };
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <PresenceFlags flags={visit.presence_flags} />
        {visit.check_in && <CheckFact label="Arrived" made={visit.check_in} waiting={waiting.includes('check-in')} />}
        {visit.check_out && <CheckFact label="Left" made={visit.check_out} waiting={waiting.includes('check-out')} />}
        {onSite && <Fact label="Time on site">{onSite}</Fact>}
        {(arrive || leave) && (
          <Group gap="xs" grow>
            {arrive && (
              <Button variant="light" leftSection={<IconDoorEnter size={16} />} loading={busy === 'in'} onClick={() => tap('in')}>
                Arrived
              </Button>
            )}
            {leave && (
              <Button
                variant="light"
                color="gray"
                leftSection={<IconDoorExit size={16} />}
                loading={busy === 'out'}
                onClick={() => tap('out')}
              >
                Left
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
