import type { PRESENCE_HEARTBEAT_MS } from '@app/contract';
import { useEffect } from 'react';
import { logApiError } from '../../../lib/error-dialog.ts';
import { checkOnline } from '../api/check-online.ts';

/**
 * The contract's constant lives beside its zod schemas, and importing it at run time would put zod in
 * the first screen's JS. Its literal type pins the value instead: if the contract changes it, this line
 * no longer compiles.
 */
const HEARTBEAT_MS: typeof PRESENCE_HEARTBEAT_MS = 10_000;

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
