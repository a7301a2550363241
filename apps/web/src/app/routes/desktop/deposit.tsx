import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { t } from '../../../lib/i18n.ts';

/** Placeholder until this screen is built (issue 3). */
export default function Page() {
  return <ComingSoon title={t.wallet.deposit} text={t.comingSoon.deposit} />;
}
