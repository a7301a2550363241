import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import './member-centre.css';

/** The design brief's member-centre menu, in its order; entries without a page yet are shown disabled. */
const MENU: readonly { label: string; href: string | null }[] = [
  { label: t.member.personalInfo, href: paths.account },
  { label: t.wallet.deposit, href: paths.deposit },
  { label: t.wallet.withdraw, href: paths.withdraw },
  { label: t.wallet.transfer, href: paths.transfer },
  { label: t.member.transactionHistory, href: paths.history },
  { label: t.member.betHistory, href: paths.betHistory },
  { label: t.member.bankCard, href: paths.bankCards },
  { label: t.member.mailbox, href: null },
  { label: t.nav.promotions, href: paths.promotions },
  { label: t.member.vip, href: null },
  { label: t.member.settings, href: paths.settings },
  { label: t.member.complaint, href: null },
];

/** Desktop member centre: the side menu on the left, the page's content on the right. */
export function MemberCentreLayout({ title, children }: { title: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="d-container member-centre">
      <nav className="member-centre__menu" aria-label={t.member.centre}>
        <p className="member-centre__menu-title">{t.member.centre}</p>
        <ul>
          {MENU.map((item) =>
            item.href ? (
              <li key={item.label}>
                <Link
                  href={item.href}
                  className="member-centre__link"
                  aria-current={location === item.href ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.label}>
                <span className="member-centre__link is-disabled" aria-disabled="true">
                  {item.label}
                  <small className="member-centre__soon">{t.comingSoon.title}</small>
                </span>
              </li>
            ),
          )}
        </ul>
      </nav>
      <section className="member-centre__content" aria-labelledby="member-centre-title">
        <h1 id="member-centre-title" className="member-centre__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
