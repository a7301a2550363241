import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths.ts';
import { useLoggedInInfo } from '../features/auth/api/get-logged-in-info.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { useMemberEvents } from '../features/events/hooks/use-member-events.ts';
import { usePresence, reportOffline } from '../features/presence/hooks/use-presence.ts';
import { RealityCheck } from '../features/protection/components/reality-check.tsx';
import { useInactivityLogout } from '../features/protection/hooks/use-inactivity-logout.ts';
import { INACTIVITY_LOGOUT_MINUTES } from '../features/protection/utils/inactivity-watch.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { protectionText } from '../lib/i18n/protection.ts';
import { endSession, saveSnapshot } from '../lib/session.ts';
import { useAppStore } from '../stores/app-store.ts';

/**
 * What a member's session does in the background: presence heartbeats while the user id is present,
 * the pushed events (payment statuses, balances) kept flowing into the query cache and the store,
 * the fresh logged-in info copied into the snapshot (and the store's username and balance), and the
 * player protection of D11: the reality check and the logout after inactivity.
 * Its own chunk: a visitor's first screen does not carry it.
 */
export default function MemberSession({ userId }: { userId: string }) {
  usePresence(userId);
  useMemberEvents(userId);
  const info = useLoggedInInfo();
  const { signOut, leave } = useSessionSignOut();
  const inactivityMessage = protectionText.inactivityLogout(INACTIVITY_LOGOUT_MINUTES);
  useInactivityLogout({
    onIdle: () => signOut(inactivityMessage),
    onIdleElsewhere: () => leave(inactivityMessage),
  });

  useEffect(() => {
    if (info.data && !info.isPlaceholderData) saveSnapshot(info.data);
  }, [info.data, info.isPlaceholderData]);

  useEffect(() => {
    // 401 on our own info: the token is not valid any more (an expired one answers 419 and is refreshed).
    if (info.error instanceof ApiRequestError && info.error.status === 401) endSession('ended-by-server');
  }, [info.error]);

  return <RealityCheck onSignOut={() => void signOut()} />;
}

/**
 * "Đăng xuất" from the session's own dialogs: presence offline, tokens revoked, home, then the reason
 * if there is one. mutateAsync rather than mutate: this component unmounts as the session ends, and
 * mutate's own callbacks would be dropped with it. The session ends even when the call fails
 * (useLogout), and the reason replaces any error dialog: it is what the member needs to read.
 */
function useSessionSignOut() {
  const [, navigate] = useLocation();
  const { mutateAsync: logout } = useLogout({ beforeEnd: reportOffline });
  /** After the session has ended (here or in another tab): home, and why. */
  const leave = (reason?: string) => {
    navigate(paths.home, { replace: true });
    if (reason) useAppStore.getState().showDialog(reason);
  };
  const signOut = (reason?: string) =>
    logout()
      .catch(() => undefined)
      .then(() => leave(reason));
  return { signOut, leave };
}
