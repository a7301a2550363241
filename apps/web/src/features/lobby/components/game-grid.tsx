import type { GameView } from '@app/contract';
import { useWindowedGrid } from '../hooks/use-windowed-grid.ts';
import { itemSlice, type GridLayout } from '../utils/windowing.ts';
import { GameTile } from './game-tile.tsx';

/**
 * Tile sizes per variant: two columns on a 360–390 px phone, five on a 1240 px desktop container.
 * captionHeight matches .game-tile__caption in lobby.css.
 */
export const GRID_LAYOUTS = {
  mobile: { minTileWidth: 150, gap: 12, artRatio: 0.75, captionHeight: 52, overscanRows: 3 },
  desktop: { minTileWidth: 200, gap: 16, artRatio: 0.75, captionHeight: 56, overscanRows: 2 },
} as const satisfies Record<string, GridLayout>;

export type GameGridProps = {
  games: readonly GameView[];
  /** Provider code → the name shown on a tile. */
  providerNames: ReadonlyMap<string, string>;
  /** The accessible name of the list ("Danh sách trò chơi: Nổ hũ"). */
  label: string;
  variant: keyof typeof GRID_LAYOUTS;
  /** Members: their favourites (hearts shown). Visitors: undefined (no hearts). */
  favourites?: ReadonlySet<string>;
  favouritesPending?: boolean;
  onOpen: (game: GameView) => void;
  onFavourite?: (game: GameView, favourite: boolean) => void;
};

/**
 * The lobby's game grid, windowed (hooks/use-windowed-grid.ts): the list is as tall as all its games,
 * but only the rows near the viewport are rendered, so 2,000 games mount and scroll as fast as 20.
 * Each item says where it sits in the whole list (aria-posinset / aria-setsize). The price of windowing:
 * the browser's find-in-page sees only the rows in view; the search box searches them all.
 */
export function GameGrid({ games, providerNames, label, variant, favourites, favouritesPending = false, onOpen, onFavourite }: GameGridProps) {
  const layout = GRID_LAYOUTS[variant];
  const { ref, geometry, range } = useWindowedGrid(games.length, layout);
  const { start, end } = itemSlice(range, geometry.columns, games.length);
  return (
    <div ref={ref} className={`game-grid game-grid--${variant}`} style={{ height: geometry.totalHeight }}>
      <ul
        className="game-grid__list"
        aria-label={label}
        style={{
          transform: `translateY(${range.first * geometry.rowHeight}px)`,
          gridTemplateColumns: `repeat(${geometry.columns}, minmax(0, 1fr))`,
          gridAutoRows: geometry.tileHeight,
          gap: layout.gap,
        }}
      >
        {games.slice(start, end).map((game, i) => (
          <li key={game.id} className="game-grid__item" aria-posinset={start + i + 1} aria-setsize={games.length}>
            <GameTile
              game={game}
              providerName={providerNames.get(game.provider) ?? game.provider}
              favourite={favourites ? favourites.has(game.id) : undefined}
              favouriteDisabled={favouritesPending}
              onOpen={onOpen}
              onFavourite={onFavourite}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder tiles while the catalogue loads, the size the real ones will be (design brief: every wait shows something). */
export function GameGridSkeleton({ variant, count, label }: { variant: keyof typeof GRID_LAYOUTS; count: number; label: string }) {
  return (
    <div className={`game-grid game-grid--${variant} game-grid--skeleton`} aria-busy="true">
      <p className="visually-hidden">{label}</p>
      <div className="game-grid__list game-grid__list--static" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="game-skeleton">
            <span className="game-skeleton__art" />
            <span className="game-skeleton__line" />
            <span className="game-skeleton__line game-skeleton__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
