import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { BrandLogo } from '../../brand/brand-logo.tsx';
import { LiveChatButton } from '../../support/live-chat-button.tsx';
import { DesktopFooter } from './desktop-footer.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import './desktop.css';

type DesktopShellProps = {
  /** Right side of the header: the inline login for visitors, the balance and member menu for members. */
  headerEnd: ReactNode;
  children: ReactNode;
};

/** Desktop layout (design brief): header with logo and category menu, the page, the footer, the live chat tab. */
export function DesktopShell({ headerEnd, children }: DesktopShellProps) {
  return (
    <div className="d-shell">
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <header className="d-header">
        <div className="d-container d-header__row">
          <Link href={paths.home} className="d-header__logo">
            <BrandLogo height={46} />
          </Link>
          <div className="d-header__end">{headerEnd}</div>
        </div>
        <DesktopNav />
      </header>
      <main id="main" className="d-main" tabIndex={-1}>
        {children}
      </main>
      <DesktopFooter />
      <LiveChatButton variant="desktop" />
    </div>
  );
}
