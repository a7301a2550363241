import { AreaMaintenance } from '../../features/maintenance/components/area-maintenance.tsx';
import { useGameCatalogue } from '../../lib/game-catalogue.ts';
import { GamePage } from '../../features/play/components/game-page.tsx';

/**
 * The game page of both variants, closed while the game's provider is under maintenance: the notice
 * instead of the launch dialog when the page opens, or when the launch or the transfer into the game
 * meets the provider's 503. A game already playing is left alone (its recall stays open).
 */
export default function GameRoute({ gameId }: { gameId: string }) {
  const catalogue = useGameCatalogue();
  const provider = catalogue.data?.games.find((g) => g.id === gameId)?.provider;
  // Until the catalogue names the provider, the game page shows its own loading or missing state.
  if (!provider) return <GamePage gameId={gameId} />;
  return (
    <AreaMaintenance area="GAME_PROVIDER" providerCode={provider} closeOnlyOnRefusal>
      <GamePage gameId={gameId} />
    </AreaMaintenance>
  );
}
