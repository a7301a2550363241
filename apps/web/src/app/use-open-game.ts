import type { GameView } from '@app/contract';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { gamePath, loginPath } from '../config/paths.ts';
import { t } from '../lib/i18n.ts';
import { useAppStore } from '../stores/app-store.ts';

/**
 * What opening a game tile does. A game under maintenance shows the operator's words in the site's
 * dialog and goes nowhere. Otherwise the pick is kept as the store's `chosenGame` (spec §3) and a member
 * goes straight to the game's page; a visitor goes to the login page, whose URL remembers the game
 * (?tiep=/choi/<id>), so logging in or registering there (even after a reload or the captcha) comes back
 * to it (lib/auth.tsx, VisitorRoute).
 */
export function useOpenGame() {
  const [, navigate] = useLocation();
  const userId = useAppStore((s) => s.loggedInInfo.userId);
  return useCallback(
    (game: GameView) => {
      if (game.status === 'maintenance') {
        useAppStore.getState().showDialog(game.message ?? t.games.maintenance, t.games.maintenanceOf(game.name));
        return;
      }
      useAppStore.setState({ chosenGame: { id: game.id, name: game.name, category: game.category, provider: game.provider } });
      navigate(userId ? gamePath(game.id) : loginPath(gamePath(game.id)));
    },
    [navigate, userId],
  );
}

/** The name of the game a visitor picked, while the login or registration page is taking them back to it. */
export function usePickedGameName(returnTo: string | null): string | null {
  const chosen = useAppStore((s) => s.chosenGame);
  return chosen.id && chosen.name && returnTo === gamePath(chosen.id) ? chosen.name : null;
}
