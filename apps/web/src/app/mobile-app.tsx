import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '../components/ui/not-found.tsx';
import { paths } from '../config/paths.ts';
import { ProtectedRoute, VisitorRoute } from '../lib/auth.tsx';
import { OpenLiveChatHere } from './live-chat.tsx';
import { LazyScreen, AppProviders } from './providers.tsx';
import MobileHome from './routes/mobile/home.tsx';
import { MobileLayout } from './routes/mobile/layout.tsx';

const LoginPage = lazy(() => import('./routes/mobile/login.tsx'));
const RegisterPage = lazy(() => import('./routes/mobile/register.tsx'));
const AccountPage = lazy(() => import('./routes/mobile/account.tsx'));
const DepositPage = lazy(() => import('./routes/mobile/deposit.tsx'));
const PromotionsPage = lazy(() => import('./routes/mobile/promotions.tsx'));
const SupportPage = lazy(() => import('./routes/mobile/support.tsx'));
const InfoPage = lazy(() => import('./routes/mobile/info.tsx'));
const TransferPage = lazy(() => import('./routes/mobile/transfer.tsx'));
const WithdrawPage = lazy(() => import('./routes/mobile/withdraw.tsx'));
const HistoryPage = lazy(() => import('./routes/mobile/history.tsx'));
const BetHistoryPage = lazy(() => import('./routes/mobile/bet-history.tsx'));
const FairnessPage = lazy(() => import('./routes/mobile/fairness.tsx'));
const BankCardsPage = lazy(() => import('./routes/mobile/bank-cards.tsx'));
const SettingsPage = lazy(() => import('./routes/mobile/settings.tsx'));
const CategoryPage = lazy(() => import('./routes/mobile/category.tsx'));
const GamePage = lazy(() => import('./routes/game.tsx'));

/** The phone variant: the home screen is in this chunk; every other screen loads when opened. */
export default function MobileApp() {
  return (
    <AppProviders>
      <Switch>
        <Route path={paths.login}>
          <VisitorRoute>
            <LazyScreen>
              <LoginPage />
            </LazyScreen>
          </VisitorRoute>
        </Route>
        <Route path={paths.register}>
          <VisitorRoute>
            <LazyScreen>
              <RegisterPage />
            </LazyScreen>
          </VisitorRoute>
        </Route>
        <Route path={paths.transfer}>
          <ProtectedRoute>
            <LazyScreen>
              <TransferPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route path={paths.deposit}>
          <ProtectedRoute>
            <LazyScreen>
              <DepositPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route path={paths.withdraw}>
          <ProtectedRoute>
            <LazyScreen>
              <WithdrawPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route path={paths.history}>
          <ProtectedRoute>
            <LazyScreen>
              <HistoryPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route path={paths.betHistory}>
          <ProtectedRoute>
            <LazyScreen>
              <BetHistoryPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route path={paths.fairness}>
          <LazyScreen>
            <FairnessPage />
          </LazyScreen>
        </Route>
        <Route path={paths.bankCards}>
          <ProtectedRoute>
            <LazyScreen>
              <BankCardsPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route path={paths.settings}>
          <ProtectedRoute>
            <LazyScreen>
              <SettingsPage />
            </LazyScreen>
          </ProtectedRoute>
        </Route>
        <Route>
          <MobileLayout>
            <LazyScreen>
              <Switch>
                <Route path={paths.home} component={MobileHome} />
                <Route path={paths.category} component={CategoryPage} />
                <Route path={paths.game}>
                  {(params) => (
                    <ProtectedRoute returnAfterLogin>
                      <GamePage gameId={params.gameId} />
                    </ProtectedRoute>
                  )}
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
                    <AccountPage />
                  </ProtectedRoute>
                </Route>
                <Route path={paths.infoPage} component={InfoPage} />
                <Route component={NotFound} />
              </Switch>
            </LazyScreen>
          </MobileLayout>
        </Route>
      </Switch>
    </AppProviders>
  );
}
