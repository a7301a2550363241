import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { BrandLogo } from '../../brand/brand-logo.tsx';
import { LiveChatButton } from '../../support/live-chat-button.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import './mobile.css';

type MobileShellProps = {
  /** Right side of the top bar: visitor buttons or the member's balance. */
  topBarEnd: ReactNode;
  /** The mark alone, leaving room for the member's balance. */
  compactLogo?: boolean;
  children: ReactNode;
};

/** Phone layout (design brief): top bar, the page, the live chat button and the bottom tab bar. */
export function MobileShell({ topBarEnd, compactLogo = false, children }: MobileShellProps) {
  return (
    <div className="m-shell">
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <header className="m-topbar">
        <Link href={paths.home} className="m-topbar__logo">
          <BrandLogo height={compactLogo ? 38 : 34} compact={compactLogo} />
        </Link>
        <div className="m-topbar__end">{topBarEnd}</div>
      </header>
      <main id="main" className="m-main" tabIndex={-1}>
        {children}
      </main>
      <LiveChatButton variant="mobile" />
      <BottomTabs />
    </div>
  );
}
