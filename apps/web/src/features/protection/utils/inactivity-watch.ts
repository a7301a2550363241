/**
 * Logout after inactivity (D11): 30 minutes without pointer, keyboard, touch or wheel activity in
 * any tab. The tabs share the time of the last activity through localStorage, so reading in one tab
 * keeps the others signed in. Plain setTimeout and Date.now, which fake clocks control.
 */
export const INACTIVITY_LOGOUT_MINUTES = 30;
export const LAST_ACTIVITY_KEY = 'last_activity';
/** Pointer moves come by the hundred a second; the shared time is written at most this often. */
const SHARE_EVERY_MS = 1000;

type SharedStore = Pick<Storage, 'getItem' | 'setItem'>;

export type InactivityWatchOptions = {
  limitMs: number;
  /** Where the tabs share the last activity; null when storage is blocked (this tab alone counts). */
  storage: SharedStore | null;
  onIdle: () => void;
  now?: () => number;
};

export type InactivityWatch = {
  recordActivity: () => void;
  /** Whether the member has been idle for the limit in every tab (read when another tab logs out). */
  isIdle: () => boolean;
  stop: () => void;
};

/**
 * Starts counting from now (a page opening or a login is activity) and calls onIdle once when the
 * limit has passed since the last activity of any tab. Activity does not touch the timer: when it
 * fires it reads the latest activity and waits again for the rest, so a busy page costs no timers.
 */
export function watchInactivity({ limitMs, storage, onIdle, now = Date.now }: InactivityWatchOptions): InactivityWatch {
  let lastHere = now();
  let lastShared = -Infinity;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const lastActivity = () => Math.max(lastHere, Math.min(readShared(storage), now()));
  const idleFor = () => now() - lastActivity();

  const check = () => {
    if (stopped) return;
    const idle = idleFor();
    if (idle >= limitMs) {
      stopped = true;
      onIdle();
    } else {
      timer = setTimeout(check, limitMs - idle);
    }
  };

  const recordActivity = () => {
    lastHere = now();
    if (lastHere - lastShared < SHARE_EVERY_MS) return;
    lastShared = lastHere;
    writeShared(storage, lastHere);
  };

  recordActivity();
  timer = setTimeout(check, limitMs);
  return {
    recordActivity,
    isIdle: () => idleFor() >= limitMs,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

function readShared(storage: SharedStore | null): number {
  try {
    const value = Number(storage?.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : -Infinity;
  } catch {
    return -Infinity;
  }
}

function writeShared(storage: SharedStore | null, time: number): void {
  try {
    storage?.setItem(LAST_ACTIVITY_KEY, String(time));
  } catch {
    // Storage full or blocked: this tab still counts its own activity.
  }
}
