import { Redirect } from 'wouter';
import { TransferPanel } from '../../../features/wallet/components/transfer-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** Chuyển quỹ in the content panel; members only. */
export default function DesktopTransferPage() {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  if (!loggedIn) return <Redirect to="/dang-nhap" replace />;
  return (
    <section className="wallet-page--desktop" aria-labelledby="transfer-title">
      <h1 id="transfer-title" className="wallet-page__title">
        {t.wallet.transfer}
      </h1>
      <TransferPanel />
    </section>
  );
}
