import { lobbyText as text } from '../../../lib/i18n/lobby.ts';
import { IconHeart } from '../../../components/ui/icons.tsx';

type FavouriteButtonProps = {
  gameName: string;
  favourite: boolean;
  disabled?: boolean;
  onToggle: (favourite: boolean) => void;
};

/** The heart on a member's tile: a toggle button ("Yêu thích <game>", aria-pressed). */
export function FavouriteButton({ gameName, favourite, disabled = false, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className="game-fav"
      aria-label={text.favourite(gameName)}
      aria-pressed={favourite}
      disabled={disabled}
      onClick={() => onToggle(!favourite)}
    >
      <IconHeart size={20} filled={favourite} />
    </button>
  );
}
