import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_MINUTES, LAST_ACTIVITY_KEY, watchInactivity } from './inactivity-watch.ts';

const MINUTE = 60_000;
const LIMIT = INACTIVITY_LOGOUT_MINUTES * MINUTE;

/** localStorage as two tabs of one browser share it. */
function sharedStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('logout after inactivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-26T01:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 30 minutes', () => {
    expect(INACTIVITY_LOGOUT_MINUTES).toBe(30);
  });

  it('signs out once, exactly 30 minutes after the last activity', () => {
    const onIdle = vi.fn();
    const watch = watchInactivity({ limitMs: LIMIT, storage: sharedStorage(), onIdle });
    vi.advanceTimersByTime(10 * MINUTE);
    watch.recordActivity();
    vi.advanceTimersByTime(LIMIT - 1);
    expect(onIdle).not.toHaveBeenCalled();
    expect(watch.isIdle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(watch.isIdle()).toBe(true);
    vi.advanceTimersByTime(5 * LIMIT);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps an idle tab signed in while the member is active in another tab', () => {
    const storage = sharedStorage();
    const idleTabSignsOut = vi.fn();
    const busyTabSignsOut = vi.fn();
    watchInactivity({ limitMs: LIMIT, storage, onIdle: idleTabSignsOut });
    const busyTab = watchInactivity({ limitMs: LIMIT, storage, onIdle: busyTabSignsOut });
    for (let minute = 0; minute < 50; minute++) {
      vi.advanceTimersByTime(MINUTE);
      busyTab.recordActivity();
    }
    expect(idleTabSignsOut).not.toHaveBeenCalled();
    expect(Number(storage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    // The member leaves both tabs: both reach the limit counted from the last activity anywhere.
    vi.advanceTimersByTime(LIMIT);
    expect(idleTabSignsOut).toHaveBeenCalledTimes(1);
    expect(busyTabSignsOut).toHaveBeenCalledTimes(1);
  });

  it('shares a burst of activity at most once a second but counts every event in its own tab', () => {
    const storage = sharedStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const onIdle = vi.fn();
    const watch = watchInactivity({ limitMs: LIMIT, storage, onIdle });
    expect(setItem).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(10);
      watch.recordActivity();
    }
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    watch.recordActivity();
    expect(setItem).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LIMIT - 1);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('counts a stale time left by an earlier session as no activity: opening the page is activity', () => {
    const storage = sharedStorage();
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 2 * LIMIT));
    const onIdle = vi.fn();
    watchInactivity({ limitMs: LIMIT, storage, onIdle });
    vi.advanceTimersByTime(LIMIT - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('still works in this tab alone when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const onIdle = vi.fn();
    watchInactivity({ limitMs: LIMIT, storage: blocked, onIdle });
    vi.advanceTimersByTime(LIMIT);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const watch = watchInactivity({ limitMs: LIMIT, storage: null, onIdle });
    watch.stop();
    vi.advanceTimersByTime(2 * LIMIT);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
