import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { IconChevronDown, IconUser } from '../../ui/icons.tsx';

/**
 * The desktop member menu: a disclosure button showing the username, and a panel (store flag
 * personalMenuCollapsed). Closes on Escape, on a click outside and on navigation.
 */
export function MemberMenu({ username, children }: { username: string; children: ReactNode }) {
  const collapsed = useAppStore((s) => s.personalMenuCollapsed);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  const setCollapsed = (value: boolean) => useAppStore.setState({ personalMenuCollapsed: value });

  useEffect(() => {
    setCollapsed(true);
  }, [location]);

  useEffect(() => {
    if (collapsed) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setCollapsed(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setCollapsed(true);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [collapsed]);

  return (
    <div className="member-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="member-menu__button"
        aria-expanded={!collapsed}
        aria-controls={panelId}
        onClick={() => setCollapsed(!collapsed)}
      >
        <span className="member-menu__avatar" aria-hidden="true">
          <IconUser size={20} />
        </span>
        <span className="member-menu__name">{username}</span>
        <span className="visually-hidden">{t.member.menu}</span>
        <IconChevronDown size={18} />
      </button>
      <div id={panelId} className="member-menu__panel" hidden={collapsed}>
        {children}
      </div>
    </div>
  );
}

/** Shortcuts into the member centre, for the member menu's panel. */
const CENTRE_LINKS = [
  { label: t.member.personalInfo, href: paths.account },
  { label: t.wallet.withdraw, href: paths.withdraw },
  { label: t.member.transactionHistory, href: paths.history },
  { label: t.member.betHistory, href: paths.betHistory },
  { label: t.member.bankCard, href: paths.bankCards },
] as const;

export function MemberCentreLinks() {
  return (
    <nav className="member-panel__links" aria-label={t.member.centre}>
      {CENTRE_LINKS.map((link) => (
        <Link key={link.href} href={link.href} className="btn btn--quiet member-panel__link">
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
