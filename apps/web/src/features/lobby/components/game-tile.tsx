import type { GameView } from '@app/contract';
import { GAME_TAG_LABELS } from '@app/domain';
import { memo, useId } from 'react';
import { GameArt } from '../../../components/games/game-art.tsx';
import { lobbyText as text } from '../../../lib/i18n/lobby.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { IconWrench } from '../../../components/ui/icons.tsx';

export type GameTileProps = {
  game: GameView;
  providerName: string;
  /** Members only: whether the game is in their favourites (undefined: no heart at all). */
  favourite?: boolean;
  /** The member's lists have not arrived yet: the heart waits. */
  favouriteDisabled?: boolean;
  onOpen: (game: GameView) => void;
  onFavourite?: (game: GameView, favourite: boolean) => void;
};

/**
 * One game: its drawn art, name, provider and tags. The art and the name are one button, named by the
 * name it shows; the provider, the tags and any maintenance note sit on the tile beside it (they let
 * clicks through) and describe it. A game under maintenance is greyed with the operator's words on it;
 * opening it shows those words instead of launching (app/use-open-game.ts).
 */
export const GameTile = memo(function GameTile({ game, providerName, favourite, favouriteDisabled, onOpen, onFavourite }: GameTileProps) {
  const id = useId();
  const maintenance = game.status === 'maintenance';
  const describedBy = [`${id}-provider`, game.tags.length > 0 ? `${id}-tags` : '', maintenance ? `${id}-maintenance` : ''].filter(Boolean).join(' ');
  return (
    <div className={`game-tile${maintenance ? ' game-tile--maintenance' : ''}`}>
      <button
        type="button"
        className="game-tile__open"
        aria-describedby={describedBy}
        title={maintenance ? (game.message ?? text.maintenance) : undefined}
        onClick={() => onOpen(game)}
      >
        <span className="game-tile__art">
          <GameArt art={game.art} category={game.category} className="game-tile__img" />
        </span>
        <span className="game-tile__caption">
          <span className="game-tile__name">{game.name}</span>
        </span>
      </button>
      <span className="game-tile__provider" id={`${id}-provider`}>
        {providerName}
      </span>
      {game.tags.length > 0 ? (
        <span className="game-tile__tags" id={`${id}-tags`}>
          {game.tags.map((tag) => (
            <span key={tag} className={`game-tag game-tag--${tag}`}>
              {GAME_TAG_LABELS[tag]}
            </span>
          ))}
        </span>
      ) : null}
      {maintenance ? (
        <span className="game-tile__overlay" id={`${id}-maintenance`}>
          <span className="game-tile__badge">
            <IconWrench size={14} />
            {text.maintenance}
          </span>
          {game.message ? <span className="game-tile__message">{game.message}</span> : null}
        </span>
      ) : null}
      {favourite !== undefined && onFavourite ? (
        <FavouriteButton gameName={game.name} favourite={favourite} disabled={favouriteDisabled} onToggle={(next) => onFavourite(game, next)} />
      ) : null}
    </div>
  );
});
