import { PRESENCE_TIMEOUT_MS } from '@app/contract';
import type { KvStore } from '../../lib/kv/kv-store.ts';

const KEY = 'presence:last-seen';

/**
 * Spec §4 presence: a heartbeat records the member's last-seen time; a member is online until
 * 30 s after the last heartbeat, or offline at once on online:false. The sorted set lives in the
 * KvStore, so several instances share it through Redis.
 */
export function createPresenceService(opts: { kv: KvStore; now?: () => number }) {
  const now = opts.now ?? Date.now;

  /** The last instant written out: under load many heartbeats share a millisecond, and formatting a Date is not free. */
  let lastAt = NaN;
  let lastIso = '';
  const isoAt = (at: number) => (at === lastAt ? lastIso : ((lastAt = at), (lastIso = new Date(at).toISOString())));

  async function report(memberId: string, online: boolean) {
    const at = now();
    if (online) await opts.kv.sortedSetAdd(KEY, memberId, at);
    else await opts.kv.sortedSetRemove(KEY, memberId);
    return { online, lastSeenAt: isoAt(at) };
  }

  async function isOnline(memberId: string) {
    const seen = await opts.kv.sortedSetScore(KEY, memberId);
    return seen !== null && now() - seen < PRESENCE_TIMEOUT_MS;
  }

  /** Members seen in the last 30 s; older entries are pruned on the way. */
  async function onlineMembers() {
    const cutoff = now() - PRESENCE_TIMEOUT_MS;
    await opts.kv.sortedSetRemoveByScore(KEY, 0, cutoff);
    return opts.kv.sortedSetRangeByScore(KEY, cutoff + 1, Number.MAX_SAFE_INTEGER);
  }

  return { report, isOnline, onlineMembers };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
