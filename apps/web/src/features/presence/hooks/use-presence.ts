import { PRESENCE_HEARTBEAT_MS } from '@app/contract/constants';
import { useEffect } from 'react';
import { logApiError } from '../../../lib/error-dialog.ts';
import { checkOnline } from '../api/check-online.ts';

const HEARTBEAT_MS = PRESENCE_HEARTBEAT_MS;

function report(online: boolean, keepalive = false): Promise<void> {
  return checkOnline(online, { keepalive }).then(
    () => undefined,
    (error: unknown) => logApiError('checkOnline', error),
  );
}

/** Spec §4: while a user id is present, online:true every 10 s; online:false when the tab goes away. */
export function usePresence(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    void report(true);
    const timer = setInterval(() => void report(true), HEARTBEAT_MS);
    const onPageHide = () => void report(false, true);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void report(true);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [userId]);
}

/** Sent on logout before the tokens are cleared (presence stops, spec §4). */
export function reportOffline(): Promise<void> {
  return report(false);
}
