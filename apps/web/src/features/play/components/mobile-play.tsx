import type { RefObject } from 'react';
import { IconChevronLeft } from '../../../components/ui/icons.tsx';
import { playText as text } from '../../../lib/i18n/play.ts';
import { GameFrame } from './game-frame.tsx';

type MobilePlayProps = {
  name: string;
  url: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  leaving: boolean;
  onBack: () => void;
};

/**
 * Phone: the game over the whole screen (over the site's top bar and tab bar), under a slim bar of its
 * own with the way back and the game's name. The bar is outside the frame: a button floating over the
 * game covered whatever a game keeps in that corner (a table's round number, a sportsbook's heading).
 */
export function MobilePlay({ name, url, frameRef, leaving, onBack }: MobilePlayProps) {
  return (
    <section className="play-mobile" aria-labelledby="play-title">
      <header className="play-mobile__bar">
        <button type="button" className="play-mobile__back" aria-label={text.back} onClick={onBack} disabled={leaving} aria-busy={leaving}>
          <IconChevronLeft size={22} />
        </button>
        <h1 id="play-title" className="play-mobile__title">
          {name}
        </h1>
      </header>
      <div className="play-mobile__stage">
        <GameFrame frameRef={frameRef} url={url} title={name} />
      </div>
    </section>
  );
}
