import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GameCatalogue, GameView } from '@app/contract';
import type { GameStatus } from '@app/domain';
import { GAME_CATEGORY_PARAM, gamesPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useReorderGames } from '../api/reorder-games.ts';
import { moveOne, type MoveDirection } from '../utils/move.ts';
import { CategoryTabs, type CategoryTab } from './category-tabs.tsx';
import { GameTable } from './game-table.tsx';

type GameCatalogueSectionProps = {
  catalogue: GameCatalogue;
  onPick: (game: GameView, status: GameStatus) => void;
  /** Says where a moved game went, for the page's status line. */
  onMoved: (notice: string | null) => void;
};

/**
 * The games, one category at a time (its slug in the address, ?danh-muc=no-hu); each move sends the
 * category's whole new order and the table shows the order the server answers with.
 */
export function GameCatalogueSection({ catalogue, onPick, onMoved }: GameCatalogueSectionProps) {
  const baseId = useId();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(useSearch()).get(GAME_CATEGORY_PARAM);
  const reorder = useReorderGames();

  const tabs: CategoryTab[] = catalogue.categories.map((c) => ({ ...c, count: catalogue.games.filter((g) => g.category === c.id).length }));
  // A hand-edited or stale address opens the first category that has games.
  const open = tabs.find((c) => c.slug === wanted) ?? tabs.find((c) => c.count > 0) ?? tabs[0];
  const games = open ? catalogue.games.filter((g) => g.category === open.id).sort((a, b) => a.order - b.order) : [];
  const providers = new Map(catalogue.providers.map((p) => [p.code, p]));
  const tabId = (slug: string) => `${baseId}-tab-${slug}`;
  const panelId = `${baseId}-panel`;

  const move = (game: GameView, direction: MoveDirection) => {
    const gameIds = moveOne(
      games.map((g) => g.id),
      game.id,
      direction,
    );
    if (!gameIds || !open) return;
    onMoved(null);
    reorder.mutate({ category: game.category, gameIds }, { onSuccess: () => onMoved(t.games.moved(game.name, gameIds.indexOf(game.id) + 1, open.name)) });
  };

  return (
    <section className="panel" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="panel__title">
        {t.games.catalogue}
      </h2>
      <p className="hint panel__body">{t.games.catalogueHint}</p>
      {open ? (
        <>
          <CategoryTabs tabs={tabs} selected={open.slug} onSelect={(slug) => navigate(gamesPath(slug), { replace: true })} tabId={tabId} panelId={panelId} />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(open.slug)} className="tabs__panel" tabIndex={games.length === 0 ? 0 : undefined}>
            {games.length === 0 ? (
              <p className="empty empty--flat">{t.games.empty}</p>
            ) : (
              <GameTable games={games} providers={providers} moving={reorder.isPending} onPick={onPick} onMove={move} />
            )}
          </div>
        </>
      ) : (
        <p className="empty empty--flat">{t.games.empty}</p>
      )}
    </section>
  );
}
