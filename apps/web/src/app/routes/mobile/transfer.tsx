import { Redirect } from 'wouter';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { TransferPanel } from '../../../features/wallet/components/transfer-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** Chuyển quỹ: a full-screen page with a back arrow (design brief); members only. */
export default function MobileTransferPage() {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  if (!loggedIn) return <Redirect to="/dang-nhap" replace />;
  return (
    <div className="wallet-page--mobile">
      <MobilePageHeader title={t.wallet.transfer} />
      <main id="main" className="wallet-page__body">
        <TransferPanel />
      </main>
    </div>
  );
}
