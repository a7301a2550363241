import { GAME_CATEGORIES, GAME_PROVIDERS } from '@app/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { categoryPath, paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { playText as text } from '../../../lib/i18n/play.ts';
import { useGameCatalogue } from '../../../lib/game-catalogue.ts';
import { GameSession } from './game-session.tsx';
import './play.css';

/**
 * The game page (/choi/:gameId, members only in both route tables): the game as the catalogue has it.
 * A game the catalogue does not list shows "Không có trò chơi"; one under maintenance shows the
 * operator's words; a live one opens the launch dialog (game-session.tsx).
 */
export function GamePage({ gameId }: { gameId: string }) {
  const catalogue = useGameCatalogue();
  if (catalogue.isPending) {
    return (
      <div className="play-state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p className="visually-hidden">{text.loading}</p>
      </div>
    );
  }
  if (catalogue.isError) {
    return (
      <PlayState title={text.loadFailed} hallPath={paths.home} hallLabel={text.backToHome}>
        <button type="button" className="btn btn--primary" onClick={() => void catalogue.refetch()}>
          {t.app.retry}
        </button>
      </PlayState>
    );
  }
  const game = catalogue.data.games.find((g) => g.id === gameId);
  const category = GAME_CATEGORIES.find((c) => c.id === game?.category);
  const hallPath = category ? categoryPath(category.slug) : paths.home;
  const hallLabel = category ? text.backToHall(category.name) : text.backToHome;
  if (!game || game.status === 'hidden') {
    return <PlayState title={text.noGame} hint={text.noGameHint} hallPath={paths.home} hallLabel={text.backToHome} />;
  }
  if (game.status === 'maintenance') {
    return <PlayState title={game.name} badge={text.maintenance} hint={game.message ?? text.maintenanceHint} hallPath={hallPath} hallLabel={hallLabel} />;
  }
  const provider =
    catalogue.data.providers.find((p) => p.code === game.provider)?.name ?? GAME_PROVIDERS.find((p) => p.code === game.provider)?.name ?? game.provider;
  return <GameSession key={game.id} game={game} providerName={provider} hallPath={hallPath} />;
}

type PlayStateProps = { title: string; badge?: string; hint?: string; hallPath: string; hallLabel: string; children?: ReactNode };

/** A game that cannot be played now: why, and the way back to its hall. */
function PlayState({ title, badge, hint, hallPath, hallLabel, children }: PlayStateProps) {
  return (
    <section className="play-state" aria-labelledby="play-state-title">
      {badge ? <span className="play-state__badge">{badge}</span> : null}
      <h1 id="play-state-title" className="play-state__title">
        {title}
      </h1>
      {hint ? <p className="play-state__hint">{hint}</p> : null}
      <div className="play-state__actions">
        {children}
        <Link href={hallPath} className="btn btn--outline">
          {hallLabel}
        </Link>
      </div>
    </section>
  );
}
