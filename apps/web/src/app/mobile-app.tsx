import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '../components/ui/not-found.tsx';
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
const BankCardsPage = lazy(() => import('./routes/mobile/bank-cards.tsx'));
const SettingsPage = lazy(() => import('./routes/mobile/settings.tsx'));

/** The phone variant: the home screen is in this chunk; every other screen loads when opened. */
export default function MobileApp() {
  return (
    <AppProviders>
      <Switch>
        <Route path="/dang-nhap">
          <LazyScreen>
            <LoginPage />
          </LazyScreen>
        </Route>
        <Route path="/dang-ky">
          <LazyScreen>
            <RegisterPage />
          </LazyScreen>
        </Route>
        <Route path="/chuyen-quy">
          <LazyScreen>
            <TransferPage />
          </LazyScreen>
        </Route>
        <Route path="/nap-tien">
          <LazyScreen>
            <DepositPage />
          </LazyScreen>
        </Route>
        <Route path="/rut-tien">
          <LazyScreen>
            <WithdrawPage />
          </LazyScreen>
        </Route>
        <Route path="/lich-su-giao-dich">
          <LazyScreen>
            <HistoryPage />
          </LazyScreen>
        </Route>
        <Route path="/the-ngan-hang">
          <LazyScreen>
            <BankCardsPage />
          </LazyScreen>
        </Route>
        <Route path="/cai-dat">
          <LazyScreen>
            <SettingsPage />
          </LazyScreen>
        </Route>
        <Route>
          <MobileLayout>
            <LazyScreen>
              <Switch>
                <Route path="/" component={MobileHome} />
                <Route path="/khuyen-mai" component={PromotionsPage} />
                <Route path="/cskh" component={SupportPage} />
                <Route path="/tai-khoan" component={AccountPage} />
                <Route path="/:page" component={InfoPage} />
                <Route component={NotFound} />
              </Switch>
            </LazyScreen>
          </MobileLayout>
        </Route>
      </Switch>
    </AppProviders>
  );
}
