import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { invalidateAfterVisitChange } from '../entities/invalidation-groups';
import { startOutbox } from '../lib/outbox';
import { usePing } from '../lib/ping';
import { queryClient } from '../lib/query-client';
import { useCurrentUser } from '../lib/session';
import { useBoot } from './boot';
import { Layout } from './layout';
import { LoadingScreen } from './loading-screen';

/**
 * Signed-in area: the 4-step initial load, then the layout; signed out → /login. Only signed-in pages open
 * confirmations and dialogs through `modals`, so their provider is here, off the sign-in page's JavaScript.
 */
export function Protected() {
  return (
    <ModalsProvider>
      <SignedIn />
    </ModalsProvider>
  );
}

function SignedIn() {
  const boot = useBoot();
  const location = useLocation();
  const { data: user } = useCurrentUser();

  // Keep-alive and badge counts every 120 s while signed in and online.
  usePing(boot.phase === 'ready');

  useEffect(() => {
    if (boot.phase === 'ready') document.title = 'CleanUp';
  }, [boot.phase]);

  // The contractor's changes kept on the phone are sent from here on (docs/architecture.md "Offline").
  const signedIn = boot.phase === 'ready' ? boot.user.id : null;
  useEffect(() => (signedIn === null ? undefined : startOutbox(signedIn, () => void invalidateAfterVisitChange(queryClient))), [signedIn]);

  if (boot.phase === 'signed-out') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (boot.phase === 'failed') return <LoadingScreen step={0} failed={boot.message} />;
  if (boot.phase === 'loading' || !user) return <LoadingScreen step={boot.phase === 'loading' ? boot.step : 4} />;
  return <Layout user={user} />;
}
