import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { OperatorProfile } from '@app/contract';
import { paths } from '../config/paths.ts';
import { t } from '../lib/i18n.ts';
import { ShieldLogo } from './shield-logo.tsx';
import { useMay } from '../lib/permissions.ts';

/** What waits in a menu entry's area, pushed live (the review queue's open requests, the chats waiting for an agent). */
export type MenuCounts = { review: number | null; chat: number | null };

type ConsoleLayoutProps = { operator: OperatorProfile; onLogout: () => void; loggingOut: boolean; counts: MenuCounts; children: ReactNode };

/** The back office's frame: a top bar saying where you are and who you are, the side menu, the page. */
export function ConsoleLayout({ operator, onLogout, loggingOut, counts, children }: ConsoleLayoutProps) {
  return (
    <div className="console">
      <header className="topbar">
        <div className="topbar__brand">
          <ShieldLogo size={28} />
          <span className="topbar__title">{t.productLong}</span>
          <span className="badge badge--accent">{t.product}</span>
        </div>
        <div className="topbar__account">
          <span className="topbar__who">
            <span className="visually-hidden">{t.layout.signedInAs}: </span>
            <span className="topbar__name">{operator.displayName}</span>
            <span className="topbar__role">
              {operator.username} · {t.roles[operator.role]}
            </span>
          </span>
          <Link href={paths.security} className="button button--ghost" title={operator.twoFactor ? undefined : t.layout.twoFactorOff}>
            {t.security.link}
            {operator.twoFactor ? null : <span className="badge badge--accent" aria-label={t.layout.twoFactorOff}>!</span>}
          </Link>
          <button type="button" className="button button--ghost" disabled={loggingOut} aria-busy={loggingOut} onClick={onLogout}>
            {loggingOut ? <span className="spinner" aria-hidden="true" /> : null}
            {t.layout.logout}
          </button>
        </div>
      </header>
      <div className="console__body">
        <SideMenu counts={counts} />
        <main className="console__main" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Only what the operator's role may use (the server refuses the rest anyway). */
function SideMenu({ counts }: { counts: MenuCounts }) {
  const [location] = useLocation();
  const may = useMay();
  const item = (href: string, label: string, count: number | null = null) => {
    const active = location === href || location.startsWith(`${href}/`);
    return (
      <li>
        <Link href={href} className={`sidenav__item${active ? ' sidenav__item--active' : ''}`} aria-current={active ? 'page' : undefined}>
          <span>{label}</span>
          {count ? (
            <span className="sidenav__badge">
              <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
              <span className="visually-hidden">{t.layout.waitingBadge(count)}</span>
            </span>
          ) : null}
        </Link>
      </li>
    );
  };
  return (
    <nav className="sidenav" aria-label={t.layout.menu}>
      <ul>
        {item(paths.dashboard, t.layout.dashboard)}
        {may('memberSearch') ? item(paths.members, t.layout.members) : null}
        {may('reviewQueue') ? item(paths.review, t.layout.review, counts.review) : null}
        {may('chatDesk') ? item(paths.chat, t.layout.chat, counts.chat) : null}
        {may('gameCatalogue') ? item(paths.games, t.layout.games) : may('gameDailyReport') ? item(paths.gameReport, t.layout.games) : null}
        {may('sportsbookFixtures') ? item(paths.sportsbook, t.sportsbook.heading) : null}
        {may('lotteryOdds') ? item(paths.lottery, t.lottery.heading) : null}
        {may('tableLimits') ? item(paths.tables, t.tables.heading) : null}
        {may('callbackQueue') ? item(paths.callbacks, t.layout.callbacks) : null}
        {may('maintenanceList') ? item(paths.maintenance, t.layout.maintenance) : null}
        {may('audit') ? item(paths.audit, t.layout.audit) : null}
        {may('operatorList') ? item(paths.staff, t.layout.staff) : null}
      </ul>
    </nav>
  );
}
