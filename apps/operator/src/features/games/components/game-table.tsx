import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { GameProviderView, GameView } from '@app/contract';
import { GAME_TAG_LABELS, type GameStatus } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import type { MoveDirection } from '../utils/move.ts';
import { GameThumb } from './game-thumb.tsx';
import { StatusControl } from './status-control.tsx';

type GameTableProps = {
  /** The category's games in their lobby order. */
  games: GameView[];
  providers: ReadonlyMap<string, GameProviderView>;
  /** A reorder is on its way: the move buttons wait for its answer, so each move starts from the order in force. */
  moving: boolean;
  onPick: (game: GameView, status: GameStatus) => void;
  onMove: (game: GameView, direction: MoveDirection) => void;
};

/** One category's games in the order members see them, each with its own status and the buttons that move it. */
export function GameTable({ games, providers, moving, onPick, onMove }: GameTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const refocus = useMoveFocus(bodyRef, moving);
  const c = t.games.columns;

  const move = (game: GameView, direction: MoveDirection) => {
    if (moving) return;
    refocus.current = { id: game.id, direction };
    onMove(game, direction);
  };

  return (
    <div className="table-scroll">
      <table className="table games-table" aria-busy={moving}>
        <thead>
          <tr>
            <th scope="col" className="table__amount">
              {c.position}
            </th>
            <th scope="col">{c.game}</th>
            <th scope="col">{c.provider}</th>
            <th scope="col">{c.tags}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.move}</th>
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {games.map((game, index) => {
            const provider = providers.get(game.provider);
            return (
              <tr key={game.id}>
                <td className="table__amount num">{index + 1}</td>
                <th scope="row">
                  <span className="game-cell">
                    <GameThumb art={game.art} category={game.category} />
                    <span>
                      <span className="cell__main">{game.name}</span>
                      <span className="cell__sub mono muted">{game.id}</span>
                    </span>
                  </span>
                </th>
                <td>
                  <span className="cell__main">{provider?.name ?? game.provider}</span>
                  {provider && provider.status !== 'live' ? <span className="cell__sub game-note">{t.games.providerNote[provider.status]}</span> : null}
                </td>
                <td>
                  {game.tags.length > 0 ? (
                    <span className="tags">
                      {game.tags.map((tag) => (
                        <span key={tag} className={`tag tag--${tag}`}>
                          {GAME_TAG_LABELS[tag]}
                        </span>
                      ))}
                    </span>
                  ) : (
                    t.none
                  )}
                </td>
                <td>
                  <StatusControl name={game.name} status={game.status} message={game.message} onPick={(status) => onPick(game, status)} />
                </td>
                <td>
                  <span className="move">
                    <MoveButton game={game} direction="up" edge={index === 0} moving={moving} onMove={move} />
                    <MoveButton game={game} direction="down" edge={index === games.length - 1} moving={moving} onMove={move} />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type MoveButtonProps = { game: GameView; direction: MoveDirection; edge: boolean; moving: boolean; onMove: (game: GameView, direction: MoveDirection) => void };

/** While a move is on its way the button stays focusable (aria-disabled, not disabled), so the keyboard keeps its place. */
function MoveButton({ game, direction, edge, moving, onMove }: MoveButtonProps) {
  const label = direction === 'up' ? t.games.moveUp(game.name) : t.games.moveDown(game.name);
  return (
    <button
      type="button"
      className="button button--ghost button--icon"
      data-move={`${game.id}:${direction}`}
      aria-label={label}
      title={label}
      disabled={edge}
      aria-disabled={moving || undefined}
      onClick={() => onMove(game, direction)}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </button>
  );
}

/**
 * React puts a moved row back in the DOM, which takes the focus from the button pressed: once the move
 * has its answer, the focus goes back to that button, or to the other one of the row when the game has
 * reached the end it was moving to (a refused move leaves the row, and the focus, where they were).
 */
function useMoveFocus(bodyRef: RefObject<HTMLTableSectionElement | null>, moving: boolean) {
  const refocus = useRef<{ id: string; direction: MoveDirection } | null>(null);
  useLayoutEffect(() => {
    const wanted = refocus.current;
    const body = bodyRef.current;
    if (moving || !wanted || !body) return;
    refocus.current = null;
    const button = (direction: MoveDirection) => body.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${wanted.id}:${direction}`)}"]`);
    const same = button(wanted.direction);
    const target = same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up');
    target?.focus();
  }, [bodyRef, moving]);
  return refocus;
}
