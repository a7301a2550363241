/**
 * The client's estimate of server time (D4: X-Timestamp), corrected from each response's Date header.
 * A Date header has one-second resolution, so the offset only moves when the new estimate differs by
 * more than that; a machine with a good clock keeps an offset of 0.
 */
const DATE_RESOLUTION_MS = 1000;

let offsetMs = 0;
let lastIssued = 0;

/**
 * Strictly increasing: two requests without a body signed in the same millisecond would carry the
 * same signature, and the server rejects a signature it has already seen.
 */
export function serverNow(): number {
  const now = Math.round(Date.now() + offsetMs);
  lastIssued = now > lastIssued ? now : lastIssued + 1;
  return lastIssued;
}

export function clockOffset(): number {
  return offsetMs;
}

/** Returns true when the offset changed (the caller may then retry a request rejected as stale). */
export function observeServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): boolean {
  if (!dateHeader) return false;
  const serverMs = Date.parse(dateHeader);
  if (!Number.isFinite(serverMs)) return false;
  // The header is truncated to the second: the server's clock read somewhere in [serverMs, serverMs + 1000).
  const estimate = serverMs + DATE_RESOLUTION_MS / 2 - (sentAt + receivedAt) / 2;
  if (Math.abs(estimate - offsetMs) <= DATE_RESOLUTION_MS) return false;
  offsetMs = estimate;
  // The device clock ran ahead (or jumped back): timestamps issued with the old estimate lie in the
  // future and the server refused them as stale, so the next one must follow the corrected clock
  // instead of climbing on from them (which would keep every request stale).
  lastIssued = Math.min(lastIssued, Math.round(Date.now() + offsetMs) - 1);
  return true;
}
