import { useState } from 'react';
import type { GameCategoryId } from '@app/domain';

/** The member site's drawings (apps/web/public/game-art/, 4:3), served at the root of the same origin as the console. */
const artSrc = (name: string) => `/game-art/${encodeURIComponent(name)}.svg`;

/**
 * The game's tile as the member site draws it, or the site's drawing for its category when the game
 * has none yet, as the lobby does. When neither is there (the server answers an unknown path with its
 * page, which is no image) the frame stays empty at the same size, so no row shifts.
 */
export function GameThumb({ art, category }: { art: string; category: GameCategoryId }) {
  const sources = [artSrc(art), artSrc(`generic-${category}`)];
  const [tried, setTried] = useState(0);
  const src = sources[tried];
  return (
    <span className="game-thumb" aria-hidden="true">
      {src ? <img src={src} width={48} height={36} alt="" loading="lazy" decoding="async" onError={() => setTried((n) => n + 1)} /> : null}
    </span>
  );
}
