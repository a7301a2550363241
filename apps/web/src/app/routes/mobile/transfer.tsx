import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { TransferPanel } from '../../../features/wallet/components/transfer-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Chuyển quỹ: a full-screen page with a back arrow (design brief); members only (the route table guards it). */
export default function MobileTransferPage() {
  return (
    <div className="wallet-page--mobile">
      <MobilePageHeader title={t.wallet.transfer} />
      <main id="main" className="wallet-page__body">
        <TransferPanel />
      </main>
    </div>
  );
}
