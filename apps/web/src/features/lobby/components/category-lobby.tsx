import type { GameView } from '@app/contract';
import { foldForSearch, type GAME_CATEGORIES } from '@app/domain';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { CategoryIcon } from '../../../components/games/category-icon.tsx';
import { LOBBY_FILTER_PARAM, LOBBY_SEARCH_PARAM, paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { lobbyText as text } from '../../../lib/i18n/lobby.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useGameCatalogue } from '../../../lib/game-catalogue.ts';
import { useMyGames } from '../api/get-my-games.ts';
import { useSetGameFavourite } from '../api/set-game-favourite.ts';
import { applyFilter, FILTER_FAVOURITES, FILTER_RECENT, gamesOfCategory, parseFilter, providersOf, type LobbyFilter } from '../utils/lobby-view.ts';
import { buildSearchIndex, searchGames } from '../utils/search.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import { LobbyEmpty } from './lobby-empty.tsx';
import { LobbyFilters } from './lobby-filters.tsx';
import { LobbySearch } from './lobby-search.tsx';
import './lobby.css';

type CategoryLobbyProps = {
  category: (typeof GAME_CATEGORIES)[number];
  variant: 'mobile' | 'desktop';
  /** What a tile does (app/use-open-game.ts): launch, send a visitor to log in, or show a maintenance note. */
  onOpenGame: (game: GameView) => void;
};

const SKELETON_TILES = { mobile: 6, desktop: 10 } as const;

/**
 * A category's lobby ("sảnh"): its providers as filter chips, the member's favourites and recent games,
 * the game grid, and a search box over every game of every category. The filter and the search live in
 * the URL (?loc=…&tim=…), so Back from a game returns to the same view.
 */
export function CategoryLobby({ category, variant, onOpenGame }: CategoryLobbyProps) {
  const catalogue = useGameCatalogue();
  const member = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  const myGames = useMyGames();
  const { mutate: setFavourite } = useSetGameFavourite();
  const [params, setParams] = useSearchParams();

  const query = params.get(LOBBY_SEARCH_PARAM) ?? '';
  // Typing stays instant; filtering a long catalogue follows when the browser has time.
  const deferredQuery = useDeferredValue(query);
  const searching = foldForSearch(deferredQuery) !== '';

  const data = catalogue.data;
  const index = useMemo(() => (data ? buildSearchIndex(data) : []), [data]);
  const categoryGames = useMemo(() => (data ? gamesOfCategory(data, category.id) : []), [data, category.id]);
  const providers = useMemo(() => (data ? providersOf(data, categoryGames) : []), [data, categoryGames]);
  const providerNames = useMemo(() => new Map((data?.providers ?? []).map((p) => [p.code as string, p.name])), [data]);
  const filter = parseFilter(params.get(LOBBY_FILTER_PARAM), providers, member);
  const shown = useMemo(
    () => (searching ? searchGames(index, deferredQuery) : applyFilter(categoryGames, filter, myGames.data)),
    [searching, index, deferredQuery, categoryGames, filter, myGames.data],
  );
  const favourites = useMemo(() => (member ? new Set(myGames.data?.favourites ?? []) : undefined), [member, myGames.data]);

  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const onFavourite = useCallback((game: GameView, favourite: boolean) => setFavourite({ gameId: game.id, favourite }), [setFavourite]);

  const listLabel = searching ? text.gameList(text.searchResults(deferredQuery.trim())) : text.gameList(category.name);
  const grid = (
    <GameGrid
      games={shown}
      providerNames={providerNames}
      label={listLabel}
      variant={variant}
      favourites={favourites}
      favouritesPending={member && !myGames.data}
      onOpen={onOpenGame}
      onFavourite={member ? onFavourite : undefined}
    />
  );

  let body;
  if (catalogue.isPending) {
    body = <GameGridSkeleton variant={variant} count={SKELETON_TILES[variant]} label={text.loading} />;
  } else if (!data) {
    body = (
      <div className="lobby-failed" role="alert">
        <p>{text.loadFailed}</p>
        <button type="button" className="btn btn--outline" onClick={() => void catalogue.refetch()}>
          {t.app.retry}
        </button>
      </div>
    );
  } else if (searching) {
    body = shown.length > 0 ? grid : <LobbyEmpty title={text.noMatch} hint={text.noMatchHint} />;
  } else if (categoryGames.length === 0) {
    body = (
      <LobbyEmpty
        title={text.noGames}
        hint={text.noGamesHint(category.name)}
        action={
          <Link href={paths.home} className="btn btn--outline">
            {text.backToHome}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <LobbyFilters value={filter} providers={providers} member={member} onChange={(f: LobbyFilter) => setParam(LOBBY_FILTER_PARAM, f === 'all' ? '' : f)} />
        {shown.length > 0 ? grid : member && !myGames.data ? <GameGridSkeleton variant={variant} count={2} label={text.loading} /> : <FilterEmpty filter={filter} />}
      </>
    );
  }

  return (
    <section className={`lobby lobby--${variant}`} aria-labelledby="lobby-title">
      <div className="lobby__head">
        <div className="lobby__heading">
          <CategoryIcon id={category.id} size={variant === 'desktop' ? 30 : 26} />
          <h1 id="lobby-title" className="lobby__title">
            {category.name}
          </h1>
          {data && categoryGames.length > 0 ? <span className="lobby__count">{text.gameCount(categoryGames.length)}</span> : null}
        </div>
        <LobbySearch value={query} onChange={(value) => setParam(LOBBY_SEARCH_PARAM, value)} />
      </div>
      {/* One live region, always there (so a screen reader hears each new count); empty, it takes no room. */}
      <p className="lobby__results" aria-live="polite">
        {searching && data ? (
          <>
            {text.searchResults(deferredQuery.trim())}: <strong>{text.gameCount(shown.length)}</strong>
          </>
        ) : null}
      </p>
      {body}
    </section>
  );
}

function FilterEmpty({ filter }: { filter: LobbyFilter }) {
  if (filter === FILTER_FAVOURITES) return <LobbyEmpty title={text.noFavourites} hint={text.noFavouritesHint} />;
  if (filter === FILTER_RECENT) return <LobbyEmpty title={text.noRecent} hint={text.noRecentHint} />;
  return <LobbyEmpty title={text.noMatch} hint={text.noProviderGames} />;
}
