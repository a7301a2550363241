import { useRoute } from 'wouter';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { t } from '../../../lib/i18n.ts';

/** Nạp tiền / Rút tiền / member centre: not built yet, and it says so. */
export default function DesktopWalletPage() {
  const [withdraw] = useRoute('/rut-tien');
  const [account] = useRoute('/tai-khoan');
  if (withdraw) return <ComingSoon title={t.wallet.withdraw} text={t.comingSoon.withdraw} />;
  if (account) return <ComingSoon title={t.member.centre} text={t.comingSoon.deposit} />;
  return <ComingSoon title={t.wallet.deposit} text={t.comingSoon.deposit} />;
}
