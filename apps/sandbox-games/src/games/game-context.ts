import type { GameSession } from '../lib/api-types.ts';
import type { FairnessStore } from '../lib/fairness-store.ts';
import type { Wallet } from '../lib/wallet.ts';

/** What every game gets when it is mounted. */
export type GameContext = {
  root: HTMLElement;
  session: GameSession;
  wallet: Wallet;
  fairness: FairnessStore;
};
