import { formatMoney } from '@app/domain';
import { useRef, type RefObject } from 'react';
import { IconChevronLeft } from '../../../components/ui/icons.tsx';
import { playText as text } from '../../../lib/i18n/play.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { GameFrame } from './game-frame.tsx';

type DesktopPlayProps = {
  name: string;
  url: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  walletName: string;
  /** The game account's balance, live from the game's messages; null while unknown. */
  balance: number | null;
  leaving: boolean;
  onBack: () => void;
};

/** Desktop: a bar (Quay lại, the game's name, its account's live balance, full screen) over the frame. */
export function DesktopPlay({ name, url, frameRef, walletName, balance, leaving, onBack }: DesktopPlayProps) {
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  return (
    <section className="d-container play-desk" aria-labelledby="play-title">
      <div className="play-desk__bar">
        <button type="button" className="btn btn--quiet play-desk__back" onClick={onBack} disabled={leaving} aria-busy={leaving}>
          <IconChevronLeft size={20} />
          {text.back}
        </button>
        <h1 id="play-title" className="play-desk__title">
          {name}
        </h1>
        <p className="play-desk__balance">
          <span>{text.liveBalance(walletName)}</span>{' '}
          <strong className="num" data-testid="game-balance" aria-live="polite">
            {balance === null ? '—' : formatMoney(balance)}
          </strong>
        </p>
        {fullscreen.supported ? (
          <button type="button" className="btn btn--outline" onClick={fullscreen.toggle}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {fullscreen.active ? text.exitFullscreen : text.fullscreen}
          </button>
        ) : null}
      </div>
      <div ref={stage} className="play-desk__stage">
        <GameFrame frameRef={frameRef} url={url} title={name} />
      </div>
    </section>
  );
}
