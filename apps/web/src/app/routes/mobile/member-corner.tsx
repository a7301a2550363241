import { useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { BalanceSummary } from '../../../features/auth/components/balance-summary.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** The member's corner of the phone top bar: username, balance with refresh, Nạp tiền. */
export default function MemberCorner() {
  const [, navigate] = useLocation();
  const username = useAppStore((s) => s.username);
  return (
    <>
      <div className="m-member">
        <BalanceSummary layout="inline" caption={<span className="m-member__name">{username}</span>} />
      </div>
      <button type="button" className="btn btn--gold" onClick={() => navigate(paths.deposit)}>
        {t.wallet.deposit}
      </button>
    </>
  );
}
