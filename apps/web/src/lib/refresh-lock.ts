import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The cross-tab half of the refresh single flight (D5). One Web Lock serialises every token refresh
 * of every tab of the site, and inside it the refresh cookie is read again, so a tab that waited
 * behind another uses the tokens that tab got instead of presenting the used one (the server takes
 * a used token for theft and ends the whole session family).
 *
 * The re-read alone is not enough: Chromium hands a cookie written in one tab to another tab's
 * `document.cookie` asynchronously, so the next holder of the lock can still read the used token for
 * a moment (under load, hundreds of milliseconds; a browser test measured one stale read in about a
 * hundred hand-overs). The lock manager, though, is one ordered place for all tabs: before the tab
 * that refreshed lets the lock go, it takes a second, shared lock whose name marks the used token as
 * spent. The next holder that still reads a spent token waits for the cookie to catch up.
 */
const REFRESH_LOCK = 'session-refresh';
const SPENT_PREFIX = 'session-refresh-spent:';
/** Far longer than a cookie takes to reach the other tabs of the browser. */
const SPENT_MARK_MS = 30_000;
const COOKIE_POLL_MS = 20;
const COOKIE_WAIT_MS = 5_000;

function lockManager(): LockManager | null {
  // Web Locks exist only in secure contexts; elsewhere the single flight is per tab.
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** A lock name carries a digest of the token, never the token. */
function spentMarkName(token: string): string {
  return SPENT_PREFIX + bytesToHex(sha256(utf8ToBytes(token))).slice(0, 32);
}

/** Runs `task` holding the refresh lock of every tab of the site. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * Marks `token` as used for every tab; resolves once the mark is in place, so call it before
 * letting the refresh lock go. Shared mode: marking the same token twice never waits.
 */
export function markSpent(token: string): Promise<void> {
  const locks = lockManager();
  if (!locks) return Promise.resolve();
  return new Promise((placed) => {
    void locks.request(spentMarkName(token), { mode: 'shared' }, () => {
      placed();
      return new Promise<void>((release) => setTimeout(release, SPENT_MARK_MS));
    });
  });
}

/** Whether a tab has already refreshed with `token` (its cookie may not have reached this tab yet). */
export async function isSpent(token: string): Promise<boolean> {
  const locks = lockManager();
  if (!locks) return false;
  const name = spentMarkName(token);
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}

/**
 * Waits for `read()` to stop answering `spent`: the cookie another tab wrote reaching this one.
 * Answers what it reads then (null: the cookie is gone, the session ended), or undefined when the
 * cookie has not moved in COOKIE_WAIT_MS.
 */
export async function waitForNewToken(read: () => string | null, spent: string): Promise<string | null | undefined> {
  const deadline = Date.now() + COOKIE_WAIT_MS;
  for (;;) {
    const value = read();
    if (value !== spent) return value;
    if (Date.now() >= deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, COOKIE_POLL_MS));
  }
}
