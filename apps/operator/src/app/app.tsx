import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import type { OperatorProfile } from '@app/contract';
import { ConsoleLayout } from '../components/console-layout.tsx';
import { MessageDialogHost } from '../components/message-dialog.tsx';
import { paths } from '../config/paths.ts';
import { AuditLogPage } from '../features/audit/components/audit-log-page.tsx';
import { useLogout } from '../features/auth/api/logout.ts';
import { useMe } from '../features/auth/api/me.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { GameAlertsPage } from '../features/games/components/game-alerts-page.tsx';
import { GameReportPage } from '../features/games/components/game-report-page.tsx';
import { GamesPage } from '../features/games/components/games-page.tsx';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page.tsx';
import { SportsbookPage } from '../features/sportsbook/components/sportsbook-page.tsx';
import { LotteryPage } from '../features/lottery/components/lottery-page.tsx';
import { TablesPage } from '../features/tables/components/tables-page.tsx';
import { CallbacksPage } from '../features/callbacks/components/callbacks-page.tsx';
import { SecurityPage } from '../features/security/components/security-page.tsx';
import { StaffPage } from '../features/staff/components/staff-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { MemberDetailPage } from '../features/members/components/member-detail-page.tsx';
import { MemberSearchPage } from '../features/members/components/member-search-page.tsx';
import { ReviewQueuePage } from '../features/review/components/review-queue-page.tsx';
import { useNewRequestSound } from '../features/review/hooks/use-new-request-sound.ts';
import { ChatDeskPage } from '../features/chat/components/chat-desk-page.tsx';
import { useChatsWaiting } from '../features/chat/hooks/use-chats-waiting.ts';
import { leaveChatDuty } from '../features/chat/stores/duty.ts';
import { usePendingReviewCount } from '../features/dashboard/hooks/use-pending-review-count.ts';
import { useOperatorEventStream } from '../features/events/hooks/use-operator-event-stream.ts';
import { t } from '../lib/i18n.ts';
import { showMessage } from '../lib/messages.ts';
import { queryClient } from '../lib/query-client.ts';
import { session, useSession, type OperatorSession } from '../lib/session.ts';
import { useMay } from '../lib/permissions.ts';

/** The one place that composes features: the session decides between the login page and the console. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base="/operator">
        <SessionGate />
      </Router>
      <MessageDialogHost />
    </QueryClientProvider>
  );
}

function SessionGate() {
  const current = useSession();
  return current ? <SignedIn current={current} /> : <LoginPage />;
}

function SignedIn({ current }: { current: OperatorSession }) {
  useSessionExpiry(current.expiresAt);
  // The stored profile shows at once; the server's answer (role or name changed, account disabled) wins.
  const me = useMe();
  const operator: OperatorProfile = me.data ?? current.operator;
  // What the server says now (a role changed since sign-in) is what the menu and the pages go by.
  useEffect(() => {
    if (me.data && (me.data.role !== current.operator.role || me.data.twoFactor !== current.operator.twoFactor)) session.update(me.data);
  }, [me.data, current.operator.role, current.operator.twoFactor]);
  const may = useMay();
  const logout = useLogout();
  // One pushed-event stream per tab while signed in; the menu's counts and the pages listen to it.
  useOperatorEventStream();
  useNewRequestSound();
  const counts = { review: usePendingReviewCount(), chat: useChatsWaiting() };
  // Off duty first, while the token still works: the desk's members then see nobody on duty at once.
  const signOut = () => void leaveChatDuty().finally(logout.logout);
  return (
    <ConsoleLayout operator={operator} onLogout={signOut} loggingOut={logout.pending} counts={counts}>
      <Switch>
        <Route path={paths.dashboard} component={DashboardPage} />
        {may('reviewQueue') ? <Route path={paths.review} component={ReviewQueuePage} /> : null}
        {may('memberSearch') ? <Route path={paths.members} component={MemberSearchPage} /> : null}
        {may('memberDetail') ? <Route path={paths.member} component={MemberDetailPage} /> : null}
        {may('gameCatalogue') ? <Route path={paths.games} component={GamesPage} /> : null}
        {may('gameDailyReport') ? <Route path={paths.gameReport} component={GameReportPage} /> : null}
        {may('gameAlerts') ? <Route path={paths.gameAlerts} component={GameAlertsPage} /> : null}
        {may('maintenanceList') ? <Route path={paths.maintenance} component={MaintenancePage} /> : null}
        {may('sportsbookFixtures') ? <Route path={paths.sportsbook} component={SportsbookPage} /> : null}
        {may('lotteryOdds') ? <Route path={paths.lottery} component={LotteryPage} /> : null}
        {may('tableLimits') ? <Route path={paths.tables} component={TablesPage} /> : null}
        {may('callbackQueue') ? <Route path={paths.callbacks} component={CallbacksPage} /> : null}
        <Route path={paths.security} component={SecurityPage} />
        {may('audit') ? <Route path={paths.audit} component={AuditLogPage} /> : null}
        {may('operatorList') ? <Route path={paths.staff} component={StaffPage} /> : null}
        {may('chatDesk') ? <Route path={paths.chatConversation} component={ChatDeskPage} /> : null}
        <Route>
          <Redirect to={paths.dashboard} replace />
        </Route>
      </Switch>
    </ConsoleLayout>
  );
}

/** Signs out when the token runs out, rather than on the next failed call. */
function useSessionExpiry(expiresAt: string) {
  useEffect(() => {
    const timer = setTimeout(
      () => {
        session.end();
        queryClient.clear();
        showMessage(t.errors.sessionExpired);
      },
      Math.max(0, Date.parse(expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
