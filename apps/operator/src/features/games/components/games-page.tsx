import { useState } from 'react';
import type { GameProviderView, GameView } from '@app/contract';
import type { GameStatus } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGameCatalogue } from '../api/game-catalogue.ts';
import { useUpdateGame } from '../api/update-game.ts';
import { useUpdateProvider } from '../api/update-provider.ts';
import { GameCatalogueSection } from './game-catalogue-section.tsx';
import { GamesNav } from './games-nav.tsx';
import { ProviderTable } from './provider-table.tsx';
import { StatusDialog, type StatusChange } from './status-dialog.tsx';

/**
 * "Trò chơi": what members find in the lobby. Providers and games are shown, paused with a message or
 * hidden, each change confirmed first; the games are reordered inside their category. Every answer is
 * the whole catalogue, and the page shows it.
 */
export function GamesPage() {
  useDocumentTitle(t.games.heading);
  const catalogue = useGameCatalogue();
  const updateGame = useUpdateGame();
  const updateProvider = useUpdateProvider();
  const [change, setChange] = useState<StatusChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const pickProvider = (p: GameProviderView, to: GameStatus) =>
    setChange({ kind: 'provider', provider: p.code, name: p.name, message: p.message, to });
  const pickGame = (g: GameView, to: GameStatus) => setChange({ kind: 'game', gameId: g.id, name: g.name, message: g.message, to });

  const confirm = (message: string | undefined) => {
    if (!change) return;
    const { to, name } = change;
    const done = {
      onSuccess: () => setNotice(t.games.changed(change.kind === 'provider' ? t.games.provider(name) : name, t.gameStatus[to])),
      onSettled: () => setChange(null),
    };
    setNotice(null);
    if (change.kind === 'game') updateGame.mutate({ gameId: change.gameId, status: to, message }, done);
    else updateProvider.mutate({ provider: change.provider, status: to, message }, done);
  };

  return (
    <section className="page" aria-labelledby="games-heading">
      <header className="page__header page__header--stacked">
        <h1 id="games-heading" className="page__title">
          {t.games.heading}
        </h1>
        <GamesNav />
        <p className="page__lead">{t.games.lead}</p>
        <p className="games__notice" role="status">
          {notice}
        </p>
      </header>
      {catalogue.data ? (
        <>
          <ProviderTable catalogue={catalogue.data} onPick={pickProvider} />
          <GameCatalogueSection catalogue={catalogue.data} onPick={pickGame} onMoved={setNotice} />
        </>
      ) : catalogue.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <div className="more">
          <button type="button" className="button button--ghost" onClick={() => void catalogue.refetch()}>
            {t.games.retry}
          </button>
        </div>
      )}
      {change ? (
        <StatusDialog
          change={change}
          busy={updateGame.isPending || updateProvider.isPending}
          onConfirm={confirm}
          onCancel={() => setChange(null)}
        />
      ) : null}
    </section>
  );
}
