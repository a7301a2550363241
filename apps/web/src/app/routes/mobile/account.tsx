import { formatMoney } from '@app/domain';
import { Link } from 'wouter';
import { IconCard, IconChevronRight, IconHeadset, IconHistory, IconLogout, IconShield, IconWallet } from '../../../components/ui/icons.tsx';
import { INFO_PAGES } from '../../../config/info-pages.ts';
import { paths } from '../../../config/paths.ts';
import { BalanceSummary } from '../../../features/auth/components/balance-summary.tsx';
import { LevelProgress } from '../../../features/auth/components/level-progress.tsx';
import { PreviousLogin } from '../../../features/auth/components/previous-login.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useSignOut } from '../../use-sign-out.ts';
import './mobile-pages.css';

/** The member-centre pages a phone reaches from here (the desktop has them in the side menu). */
const MEMBER_LINKS = [
  { href: paths.history, Icon: IconHistory, label: t.member.transactionHistory },
  { href: paths.betHistory, Icon: IconHistory, label: t.member.betHistory },
  { href: paths.bankCards, Icon: IconCard, label: t.member.bankCard },
  { href: paths.settings, Icon: IconShield, label: t.member.settings },
] as const;

/** Tài khoản: who is logged in, the level and its progress, balances, the previous login (D11), links and Đăng xuất. */
export default function MobileAccountPage() {
  const info = useAppStore((s) => s.loggedInInfo);
  const totalBalance = useAppStore((s) => s.totalBalance);
  const { signOut, pending } = useSignOut();
  return (
    <div className="m-account">
      <h1 className="visually-hidden">{t.member.accountTitle}</h1>
      <section className="m-account__card">
        <div className="m-account__who">
          <p className="m-account__name">{info.username}</p>
          {info.nickname ? <p className="m-account__nick">{info.nickname}</p> : null}
        </div>
        <PreviousLogin />
        <LevelProgress level={info.level} lifetimeDeposits={info.lifetimeDeposits ?? null} thresholds={info.levelThresholds} />
        <div className="m-account__balances">
          <BalanceSummary refreshable={false} />
          <p className="m-account__total">
            <span>{t.wallet.totalBalance}</span>
            <strong className="num">{formatMoney(totalBalance)}</strong>
          </p>
        </div>
        <div className="m-account__actions">
          <Link href={paths.deposit} className="btn btn--gold">
            <IconWallet size={20} />
            {t.wallet.deposit}
          </Link>
          <Link href={paths.withdraw} className="btn btn--outline">
            {t.wallet.withdraw}
          </Link>
          <Link href={paths.transfer} className="btn btn--outline">
            {t.wallet.transfer}
          </Link>
        </div>
      </section>
      <nav className="m-account__links" aria-label={t.member.centre}>
        {MEMBER_LINKS.map(({ href, Icon, label }) => (
          <Link key={href} href={href} className="m-account__link">
            <Icon size={20} />
            <span>{label}</span>
            <IconChevronRight size={18} />
          </Link>
        ))}
      </nav>
      <nav className="m-account__links" aria-label={t.footer.info}>
        <Link href={paths.support} className="m-account__link">
          <IconHeadset size={20} />
          <span>{t.nav.supportLong}</span>
          <IconChevronRight size={18} />
        </Link>
        {INFO_PAGES.map((page) => (
          <Link key={page.slug} href={page.href} className="m-account__link">
            <span className="m-account__link-dot" aria-hidden="true" />
            <span>{page.title}</span>
            <IconChevronRight size={18} />
          </Link>
        ))}
      </nav>
      <button type="button" className="btn btn--quiet btn--block btn--large" onClick={signOut} disabled={pending} aria-busy={pending}>
        <IconLogout size={20} />
        {t.auth.logout}
      </button>
    </div>
  );
}
