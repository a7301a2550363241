import type { GameProviderCode } from '@app/domain';

/**
 * What every game provider integration implements (issue 9): a real provider (SABA, JILI, EVO…) is a
 * new file beside sandbox-adapter.ts that speaks that provider's API, registered in registry.ts.
 * Money: a game account's balance is held by the provider while the member plays. We move money in
 * and out with transfer orders whose ids we choose (idempotent: the same order id is applied at most
 * once); bets never touch our ledger. A provider reports each round as a bet record (pushed to our
 * callback and pulled by a job), and the reconciliation job settles orders whose outcome we did not
 * learn (timeout, crash) by sending the same order again.
 */
export type TransferOrder = { orderId: string; playerId: string; direction: 'in' | 'out'; amount: number };

/** A definite answer. Anything else (timeout, 5xx, a broken connection) is thrown as ProviderUnavailable. */
export type TransferOutcome = { status: 'applied'; balance: number } | { status: 'refused'; reason: string };

export type LaunchRequest = { playerId: string; nickname: string; gameId: string; engine: string; launchToken: string };

export type BetRecord = {
  seq: number;
  roundId: string;
  playerId: string;
  gameId: string;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number;
  playedAt: string;
  detail: unknown;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  /**
   * A bet settled later arrives 'open' (win 0) and again with each settlement, revision + 1; the
   * highest revision stands and the game account moves by the change in win. A spin: 'settled', 0.
   */
  status: 'open' | 'settled' | 'void';
  revision: number;
  settledAt: string | null;
};

export interface GameProviderAdapter {
  readonly code: GameProviderCode;
  /** A URL the member's browser opens (in the game page's frame) to play. */
  launch(request: LaunchRequest): Promise<{ url: string }>;
  balance(playerId: string): Promise<number>;
  transfer(order: TransferOrder): Promise<TransferOutcome>;
  /** Bet records after the provider's sequence number `after`, oldest first. */
  betsSince(after: number, limit: number): Promise<{ records: BetRecord[]; last: number }>;
}

/** The provider did not give a definite answer: the order's outcome is unknown until reconciled. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}
