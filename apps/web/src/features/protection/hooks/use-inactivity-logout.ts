import { useEffect, useLayoutEffect, useRef } from 'react';
import { onSessionChange } from '../../../lib/session.ts';
import { INACTIVITY_LOGOUT_MINUTES, watchInactivity } from '../utils/inactivity-watch.ts';

const MINUTE_MS = 60_000;
/**
 * What a person does. Not 'scroll': the page scrolls by itself (the home banner's autoplay), which
 * would keep an idle member signed in for ever; a person's scroll comes with a wheel, a touch, a key
 * or a pointer on the scrollbar, all heard here. Capture on window hears inner elements too.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
const LISTEN = { capture: true, passive: true } as const;
/** Only one tab signs out; the others hear the logout on the session channel. */
const SIGN_OUT_LOCK = 'inactivity-logout';

type InactivityLogoutOptions = {
  /** Signs this tab out (tokens revoked) and tells the member why; the promise ends when it is done. */
  onIdle: () => Promise<void>;
  /** Another tab signed out because the member was idle everywhere: tell the member here too. */
  onIdleElsewhere: () => void;
  /** Only unit tests of this timing would change it. */
  limitMs?: number;
};

/** Logout after INACTIVITY_LOGOUT_MINUTES without activity in any tab (D11). */
export function useInactivityLogout({ onIdle, onIdleElsewhere, limitMs = INACTIVITY_LOGOUT_MINUTES * MINUTE_MS }: InactivityLogoutOptions) {
  const callbacks = useRef({ onIdle, onIdleElsewhere });
  useLayoutEffect(() => {
    callbacks.current = { onIdle, onIdleElsewhere };
  });

  useEffect(() => {
    const watch = watchInactivity({
      limitMs,
      storage: sharedStorage(),
      onIdle: () => void signOutOnce(() => callbacks.current.onIdle()),
    });
    const record = () => watch.recordActivity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, LISTEN);
    const stopHearing = onSessionChange((event, remote) => {
      if (event === 'logout' && remote && watch.isIdle()) callbacks.current.onIdleElsewhere();
    });
    return () => {
      watch.stop();
      stopHearing();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, LISTEN);
    };
  }, [limitMs]);
}

function sharedStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Tabs idle for the same time reach the limit together: the first takes the lock, the rest stand aside. */
function signOutOnce(signOut: () => Promise<void>): Promise<void> {
  // Web Locks exist only in secure contexts; elsewhere each tab signs itself out.
  if (typeof navigator === 'undefined' || !navigator.locks) return signOut();
  return navigator.locks.request(SIGN_OUT_LOCK, { ifAvailable: true }, (lock) => (lock ? signOut() : undefined));
}
