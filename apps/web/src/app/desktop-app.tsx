import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '../components/ui/not-found.tsx';
import { paths } from '../config/paths.ts';
import { ProtectedRoute, VisitorRoute } from '../lib/auth.tsx';
import { OpenLiveChatHere } from './live-chat.tsx';
import { AppProviders, LazyScreen } from './providers.tsx';
import DesktopHome from './routes/desktop/home.tsx';
import { DesktopLayout } from './routes/desktop/layout.tsx';

const LoginPage = lazy(() => import('./routes/desktop/login.tsx'));
const RegisterPage = lazy(() => import('./routes/desktop/register.tsx'));
const WalletPage = lazy(() => import('./routes/desktop/wallet.tsx'));
const PromotionsPage = lazy(() => import('./routes/desktop/promotions.tsx'));
const SupportPage = lazy(() => import('./routes/desktop/support.tsx'));
const InfoPage = lazy(() => import('./routes/desktop/info.tsx'));
const TransferPage = lazy(() => import('./routes/desktop/transfer.tsx'));
const DepositPage = lazy(() => import('./routes/desktop/deposit.tsx'));
const WithdrawPage = lazy(() => import('./routes/desktop/withdraw.tsx'));
const HistoryPage = lazy(() => import('./routes/desktop/history.tsx'));
const BetHistoryPage = lazy(() => import('./routes/desktop/bet-history.tsx'));
const FairnessPage = lazy(() => import('./routes/desktop/fairness.tsx'));
const BankCardsPage = lazy(() => import('./routes/desktop/bank-cards.tsx'));
const SettingsPage = lazy(() => import('./routes/desktop/settings.tsx'));
const CategoryPage = lazy(() => import('./routes/desktop/category.tsx'));
const GamePage = lazy(() => import('./routes/game.tsx'));

/** The desktop variant. */
export default function DesktopApp() {
  return (
    <AppProviders>
      <DesktopLayout>
        <LazyScreen>
          <Switch>
            <Route path={paths.home} component={DesktopHome} />
            <Route path={paths.category} component={CategoryPage} />
            <Route path={paths.game}>
              {(params) => (
                <ProtectedRoute returnAfterLogin>
                  <GamePage gameId={params.gameId} />
                </ProtectedRoute>
              )}
            </Route>
            <Route path={paths.login}>
              <VisitorRoute>
                <LoginPage />
              </VisitorRoute>
            </Route>
            <Route path={paths.register}>
              <VisitorRoute>
                <RegisterPage />
              </VisitorRoute>
            </Route>
            <Route path={paths.deposit}>
              <ProtectedRoute>
                <DepositPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.withdraw}>
              <ProtectedRoute>
                <WithdrawPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.history}>
              <ProtectedRoute>
                <HistoryPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.betHistory}>
              <ProtectedRoute>
                <BetHistoryPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.fairness} component={FairnessPage} />
            <Route path={paths.bankCards}>
              <ProtectedRoute>
                <BankCardsPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.settings}>
              <ProtectedRoute>
                <SettingsPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.promotions} component={PromotionsPage} />
            <Route path={paths.support} component={SupportPage} />
            <Route path={paths.liveChat}>
              <OpenLiveChatHere>
                <SupportPage />
              </OpenLiveChatHere>
            </Route>
            <Route path={paths.account}>
              <ProtectedRoute>
                <WalletPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.transfer}>
              <ProtectedRoute>
                <TransferPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.infoPage} component={InfoPage} />
            <Route component={NotFound} />
          </Switch>
        </LazyScreen>
      </DesktopLayout>
    </AppProviders>
  );
}
