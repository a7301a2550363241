import { formatMoney } from '@app/domain';
import { Link } from 'wouter';
import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { paths } from '../../../config/paths.ts';
import { BalanceSummary } from '../../../features/auth/components/balance-summary.tsx';
import { LevelProgress } from '../../../features/auth/components/level-progress.tsx';
import { PreviousLogin } from '../../../features/auth/components/previous-login.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** /tai-khoan on desktop: the member centre's "Thông tin cá nhân": who, level, balances, shortcuts. */
export default function DesktopMemberCentrePage() {
  const info = useAppStore((s) => s.loggedInInfo);
  const totalBalance = useAppStore((s) => s.totalBalance);
  return (
    <MemberCentreLayout title={t.member.personalInfo}>
      <div className="member-overview">
        <section className="member-overview__card">
          <div>
            <p className="member-overview__name">{info.username}</p>
            {info.nickname ? <p className="member-overview__nick">{info.nickname}</p> : null}
          </div>
          <PreviousLogin />
          <LevelProgress level={info.level} lifetimeDeposits={info.lifetimeDeposits ?? null} thresholds={info.levelThresholds} />
        </section>
        <section className="member-overview__card">
          <BalanceSummary />
          <p className="member-overview__total">
            <span>{t.wallet.totalBalance}</span>
            <strong className="num">{formatMoney(totalBalance)}</strong>
          </p>
          <div className="member-overview__actions">
            <Link href={paths.deposit} className="btn btn--gold">
              {t.wallet.deposit}
            </Link>
            <Link href={paths.withdraw} className="btn btn--outline">
              {t.wallet.withdraw}
            </Link>
            <Link href={paths.transfer} className="btn btn--outline">
              {t.wallet.transfer}
            </Link>
            <Link href={paths.history} className="btn btn--outline">
              {t.member.transactionHistory}
            </Link>
            <Link href={paths.bankCards} className="btn btn--outline">
              {t.member.bankCard}
            </Link>
          </div>
        </section>
      </div>
    </MemberCentreLayout>
  );
}
