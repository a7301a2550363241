import type { MaintenanceWindowView } from '@app/contract';
import { formatDateTime } from '@app/domain';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand/brand-logo.tsx';
import { onPlainClick, supportChannels } from '../../../components/support/support-channels.tsx';
import { IconChat } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { brand } from '../../../lib/brand.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { openLiveChat } from '../../../stores/live-chat-store.ts';
import { maintenanceText as text } from '../../../lib/i18n/maintenance.ts';
import { Countdown } from './countdown.tsx';
import { MaintenanceArt } from './maintenance-art.tsx';
import './maintenance.css';

/**
 * The maintenance page of spec §2, in place of every page while the whole site is closed: why, until
 * when (dd-MM HH:mm and a countdown on the server's clock), the operator's words, and where to get
 * help. It goes by itself when the server says the window is over (the gate keeps asking).
 */
export default function MaintenancePage({ window }: { window: MaintenanceWindowView }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${text.pageTitle} · ${brand.displayName}`;
    return () => {
      document.title = previous;
    };
  }, []);
  const channels = supportChannels().filter((c) => c.href !== brand.support.liveChatUrl);
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  const stillOpen = loggedIn
    ? [
        { href: paths.account, label: text.stillOpen.account },
        { href: paths.transfer, label: text.stillOpen.transfer },
        { href: paths.settings, label: text.stillOpen.settings },
      ]
    : [{ href: paths.login, label: text.stillOpen.login }];
  return (
    <main id="main" className="mt-page" tabIndex={-1}>
      <div className="mt-card">
        <div className="mt-card__logo">
          <BrandLogo height={44} />
        </div>
        <MaintenanceArt />
        <h1 className="mt-card__title">{text.pageTitle}</h1>
        <p className="mt-card__lead">{text.pageLead}</p>
        <figure className="mt-message">
          <figcaption className="mt-message__label">{text.operatorMessage}</figcaption>
          <blockquote className="mt-message__text">{window.message}</blockquote>
        </figure>
        <dl className="mt-facts">
          <div className="mt-facts__item">
            <dt>{text.endsAt}</dt>
            <dd className="num">{formatDateTime(window.endsAt)}</dd>
          </div>
          <div className="mt-facts__item">
            <dt>{text.timeLeft}</dt>
            <dd>
              <Countdown endsAt={window.endsAt} />
            </dd>
          </div>
        </dl>
        <nav className="mt-open" aria-label={text.stillOpenTitle}>
          <p className="mt-open__title">{text.stillOpenTitle}</p>
          <ul className="mt-open__links">
            {stillOpen.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="btn btn--outline btn--block">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="mt-support" aria-labelledby="mt-support-title">
          <h2 id="mt-support-title" className="mt-support__title">
            {text.supportTitle}
          </h2>
          <p className="mt-support__lead">{text.supportLead}</p>
          {/* The live chat opens over this page (it is mounted outside the gate); a new tab gets /cskh/chat, open during maintenance. */}
          <a
            href={brand.support.liveChatUrl}
            className="btn btn--primary btn--block mt-support__chat"
            onClick={onPlainClick(openLiveChat)}
            aria-haspopup="dialog"
          >
            <IconChat size={20} />
            {text.liveChat}
          </a>
          <ul className="mt-channels">
            {channels.map((c) => (
              <li key={c.label}>
                <a href={c.href} className="mt-channel" {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {c.icon}
                  <span>
                    <span className="mt-channel__label">{c.label}</span> <span className="mt-channel__detail">{c.detail}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
