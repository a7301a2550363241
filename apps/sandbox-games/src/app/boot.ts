import { callGame, GameApiError, setGameSession } from '../lib/api-client.ts';
import type { GameSession } from '../lib/api-types.ts';
import { createFairnessStore } from '../lib/fairness-store.ts';
import { t } from '../lib/i18n.ts';
import { postSessionError } from '../lib/parent.ts';
import { createWallet } from '../lib/wallet.ts';
import { showPageMessage } from '../ui/shell.ts';
import { readLaunch } from './launch.ts';
import { mountGame } from './mount-game.ts';

/** A launch link works once: without a token (a reload) or with a refused one, only the lobby helps. */
function sessionOver(root: HTMLElement): void {
  showPageMessage(root, t.sessionExpired);
  postSessionError(t.sessionExpired);
}

export async function boot(root: HTMLElement): Promise<void> {
  const { token } = readLaunch(location, history);
  if (!token) return sessionOver(root);
  const open = async (): Promise<void> => {
    let session: GameSession;
    try {
      session = await callGame<GameSession>('session', { launchToken: token });
    } catch (error) {
      const status = error instanceof GameApiError ? error.status : 0;
      if (status === 400 || status === 401) return sessionOver(root);
      // No answer or a server fault: the token may still be unused, so trying again can help.
      return showPageMessage(root, (error as Error).message, () => void open());
    }
    setGameSession(session.sessionToken, () => sessionOver(root));
    const context = {
      root,
      session,
      wallet: createWallet(session.game.id, session.balance),
      fairness: createFairnessStore(session.fairness),
    };
    if (!mountGame(context)) showPageMessage(root, t.unknownEngine);
  };
  await open();
}
