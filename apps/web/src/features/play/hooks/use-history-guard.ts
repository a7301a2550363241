import { useEffect, useLayoutEffect, useRef } from 'react';

const GUARD_KEY = 'playGuard';

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

function isArmedWith(token: string): boolean {
  return currentState()[GUARD_KEY] === token;
}

function armWith(token: string): void {
  if (!isArmedWith(token)) window.history.pushState({ ...currentState(), [GUARD_KEY]: token }, '', window.location.href);
}

export type HistoryGuard = {
  /** Calls `onBack` from here on when the browser's back (or a phone's back gesture) is used. */
  arm(): void;
  /** Whether the guard entry is the current history entry (navigate with `replace` to drop it). */
  isArmed(): boolean;
};

/**
 * The browser's back button cannot be stopped, so while the game page is open it gets an extra history
 * entry of its own (same address) to pop: the back press lands on the page's real entry, the page stays,
 * and `onBack` decides (offer the recall, then go back for real, or arm the guard again to stay).
 */
export function useHistoryGuard(onBack: () => void): HistoryGuard {
  const latest = useRef(onBack);
  const token = useRef(`${Date.now()}-${Math.random()}`);
  useLayoutEffect(() => {
    latest.current = onBack;
  });

  useEffect(() => {
    const mine = token.current;
    armWith(mine);
    const onPopState = () => {
      if (!isArmedWith(mine)) latest.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return { arm: () => armWith(token.current), isArmed: () => isArmedWith(token.current) };
}
