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

/** Phone: the frame fills the screen, over the top bar and the tab bar, with a small floating back button. */
export function MobilePlay({ name, url, frameRef, leaving, onBack }: MobilePlayProps) {
  return (
    <section className="play-mobile" aria-labelledby="play-title">
      <h1 id="play-title" className="visually-hidden">
        {name}
      </h1>
      <GameFrame frameRef={frameRef} url={url} title={name} />
      <button type="button" className="play-mobile__back" aria-label={text.back} onClick={onBack} disabled={leaving} aria-busy={leaving}>
        <IconChevronLeft size={22} />
      </button>
    </section>
  );
}
