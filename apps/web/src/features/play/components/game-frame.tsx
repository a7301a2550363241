import type { RefObject } from 'react';

/** The provider's game page; allowed to go full screen itself (its own button, if it has one). */
export function GameFrame({ frameRef, url, title }: { frameRef: RefObject<HTMLIFrameElement | null>; url: string; title: string }) {
  return <iframe ref={frameRef} className="play-frame" src={url} title={title} allow="fullscreen" referrerPolicy="no-referrer" />;
}
