import { useEffect } from 'react';
import { useLoggedInInfo } from '../features/auth/api/get-logged-in-info.ts';
import { useMemberEvents } from '../features/events/hooks/use-member-events.ts';
import { usePresence } from '../features/presence/hooks/use-presence.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { endSession, saveSnapshot } from '../lib/session.ts';

/**
 * What a member's session does in the background: presence heartbeats while the user id is present,
 * the pushed events (payment statuses, balances) kept flowing into the query cache and the store,
 * and the fresh logged-in info copied into the snapshot (and the store's username and balance).
 * Its own chunk: a visitor's first screen does not carry it.
 */
export default function MemberSession({ userId }: { userId: string }) {
  usePresence(userId);
  useMemberEvents(userId);
  const info = useLoggedInInfo();

  useEffect(() => {
    if (info.data && !info.isPlaceholderData) saveSnapshot(info.data);
  }, [info.data, info.isPlaceholderData]);

  useEffect(() => {
    // 401 on our own info: the token is not valid any more (an expired one answers 419 and is refreshed).
    if (info.error instanceof ApiRequestError && info.error.status === 401) endSession();
  }, [info.error]);

  return null;
}
