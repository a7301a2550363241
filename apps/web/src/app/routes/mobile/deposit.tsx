import { useRoute } from 'wouter';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { t } from '../../../lib/i18n.ts';

/** Nạp tiền / Rút tiền: not built yet, and it says so (no made-up balances or channels). */
export default function MobileDepositPage() {
  const [withdraw] = useRoute('/rut-tien');
  return withdraw ? (
    <ComingSoon title={t.wallet.withdraw} text={t.comingSoon.withdraw} />
  ) : (
    <ComingSoon title={t.wallet.deposit} text={t.comingSoon.deposit} />
  );
}
