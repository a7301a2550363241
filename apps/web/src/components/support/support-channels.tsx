import type { MouseEvent, ReactNode } from 'react';
import { brand } from '../../lib/brand.ts';
import { t } from '../../lib/i18n.ts';
import { openLiveChat } from '../../stores/live-chat-store.ts';
import { IconChat, IconMail, IconPhone } from '../ui/icons.tsx';
import './support.css';

/** `opens`: what a plain click does instead of following the link (the live chat opens its panel over the page). */
type Channel = { label: string; detail: string; href: string; icon: ReactNode; external?: boolean; opens?: () => void };

/**
 * A link's click handler that runs `action` on a plain click instead of following the link; a click
 * that asks for a new tab or window still follows it (/cskh/chat opens the chat panel there).
 */
export function onPlainClick(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
}

/** CSKH channels from the brand's config (D2); live chat uses group 5 (spec §1). */
export function supportChannels(): Channel[] {
  const { support } = brand;
  return [
    { label: t.footer.liveChat, detail: '24/7', href: support.liveChatUrl, icon: <IconChat size={20} />, opens: openLiveChat },
    { label: t.footer.phone, detail: support.phone, href: `tel:${support.phone.replace(/\s/g, '')}`, icon: <IconPhone size={20} /> },
    { label: t.footer.email, detail: support.email, href: `mailto:${support.email}`, icon: <IconMail size={20} /> },
    ...support.messengers.map((m) => ({
      label: m.name,
      detail: t.footer.messengers,
      href: m.url,
      icon: <IconChat size={20} />,
      external: true,
    })),
  ];
}

export function SupportChannels({ layout = 'list' }: { layout?: 'list' | 'footer' }) {
  return (
    <ul className={`support-channels support-channels--${layout}`}>
      {supportChannels().map((channel) => (
        <li key={channel.label}>
          <a
            className="support-channel"
            href={channel.href}
            onClick={channel.opens ? onPlainClick(channel.opens) : undefined}
            aria-haspopup={channel.opens ? 'dialog' : undefined}
            {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span className="support-channel__icon">{channel.icon}</span>
            <span className="support-channel__text">
              <span className="support-channel__label">{channel.label}</span>
              <span className="support-channel__detail">{channel.detail}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
