import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '../components/ui/not-found.tsx';
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
const BankCardsPage = lazy(() => import('./routes/desktop/bank-cards.tsx'));
const SettingsPage = lazy(() => import('./routes/desktop/settings.tsx'));

/** The desktop variant. */
export default function DesktopApp() {
  return (
    <AppProviders>
      <DesktopLayout>
        <LazyScreen>
          <Switch>
            <Route path="/" component={DesktopHome} />
            <Route path="/dang-nhap" component={LoginPage} />
            <Route path="/dang-ky" component={RegisterPage} />
            <Route path="/nap-tien" component={DepositPage} />
            <Route path="/rut-tien" component={WithdrawPage} />
            <Route path="/lich-su-giao-dich" component={HistoryPage} />
            <Route path="/the-ngan-hang" component={BankCardsPage} />
            <Route path="/cai-dat" component={SettingsPage} />
            <Route path="/khuyen-mai" component={PromotionsPage} />
            <Route path="/cskh" component={SupportPage} />
            <Route path="/tai-khoan" component={WalletPage} />
            <Route path="/chuyen-quy" component={TransferPage} />
            <Route path="/:page" component={InfoPage} />
            <Route component={NotFound} />
          </Switch>
        </LazyScreen>
      </DesktopLayout>
    </AppProviders>
  );
}
