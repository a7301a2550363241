/**
 * What the provider's game page tells the page that frames it (apps/sandbox-games src/lib/parent.ts):
 * the game account's balance after every round, and that its session is gone.
 */
export type GameMessage =
  | { type: 'sandbox-game:balance'; gameId: string; balance: number }
  | { type: 'sandbox-game:error'; message: string };

/** The longest error sentence shown; anything longer is cut (a page cannot flood the dialog). */
const MESSAGE_MAX = 300;

type Incoming = { origin: string; data: unknown; source: unknown };
type Expected = {
  /** Our own origin: the provider's pages are served beside the site. */
  origin: string;
  /** The frame's window: a message from any other window (another tab, a popup) is not the game's. */
  source: unknown;
  gameId: string;
};

/**
 * The message, if it is one the game page may send, from our origin and our frame; null for anything
 * else (other origins, other windows, other types, a balance of another game, malformed fields).
 */
export function readGameMessage(event: Incoming, expected: Expected): GameMessage | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source == null || event.source !== expected.source) return null;
  const data = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  if (fields.type === 'sandbox-game:balance') {
    const { gameId, balance } = fields;
    if (gameId !== expected.gameId) return null;
    if (typeof balance !== 'number' || !Number.isSafeInteger(balance) || balance < 0) return null;
    return { type: 'sandbox-game:balance', gameId, balance };
  }
  if (fields.type === 'sandbox-game:error') {
    const { message } = fields;
    if (typeof message !== 'string' || message.trim() === '') return null;
    return { type: 'sandbox-game:error', message: message.trim().slice(0, MESSAGE_MAX) };
  }
  return null;
}
