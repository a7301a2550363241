/**
 * Messages to the member site that shows the game in an iframe. Sent to our own origin only: the
 * provider's pages and the site share it, and nothing else may learn a member's balance.
 */
export type GameToSiteMessage =
  | { type: 'sandbox-game:balance'; gameId: string; balance: number }
  | { type: 'sandbox-game:error'; message: string };

function post(message: GameToSiteMessage): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, location.origin);
}

export function postBalance(gameId: string, balance: number): void {
  post({ type: 'sandbox-game:balance', gameId, balance });
}

export function postSessionError(message: string): void {
  post({ type: 'sandbox-game:error', message });
}
