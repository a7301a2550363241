import type { GameCategoryId } from '@app/domain';
import type { SyntheticEvent } from 'react';

/** Game thumbnails are ours, drawn as SVG in public/game-art/ on a 4:3 canvas (240×180). */
export const GAME_ART_WIDTH = 240;
export const GAME_ART_HEIGHT = 180;

export function gameArtSrc(art: string): string {
  return `${import.meta.env.BASE_URL}game-art/${encodeURIComponent(art)}.svg`;
}

/** Each category has a drawing of its own for a game whose thumbnail is not drawn yet. */
export function genericArtSrc(category: GameCategoryId): string {
  return gameArtSrc(`generic-${category}`);
}

function fallBackToCategory(category: GameCategoryId) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.dataset.fallback) return;
    img.dataset.fallback = '1';
    img.src = genericArtSrc(category);
  };
}

/**
 * A game's thumbnail: width and height set so the tile never shifts while it loads, loaded lazily
 * (a long grid fetches only what comes near the screen). Decorative: the tile names the game.
 */
export function GameArt({ art, category, className }: { art: string; category: GameCategoryId; className?: string }) {
  return (
    <img
      className={className}
      src={gameArtSrc(art)}
      width={GAME_ART_WIDTH}
      height={GAME_ART_HEIGHT}
      alt=""
      loading="lazy"
      decoding="async"
      onError={fallBackToCategory(category)}
    />
  );
}
