import type { FairnessState } from './api-types.ts';

/** A round as the page saw it: enough to recompute it once its server seed is revealed. */
export type PlayedRound = {
  roundId: string;
  stake: number;
  win: number;
  detail: unknown;
  fairness: FairnessState;
  /** What the member chose besides the stake (the fish type, the bet), for the recomputation. */
  choice?: string;
};

/** The session's fairness state (hash, client seed, next nonce) and the rounds played under it. */
export function createFairnessStore(initial: FairnessState) {
  let state = initial;
  const rounds: PlayedRound[] = [];
  const listeners = new Set<(state: FairnessState) => void>();
  return {
    get state() {
      return state;
    },
    set(next: FairnessState) {
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener: (state: FairnessState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record(round: PlayedRound) {
      rounds.push(round);
    },
    /** The rounds played with the seed whose hash is given (the one just revealed). */
    roundsUnder(serverSeedHash: string): PlayedRound[] {
      return rounds.filter((r) => r.fairness.serverSeedHash.toLowerCase() === serverSeedHash.toLowerCase());
    },
  };
}

export type FairnessStore = ReturnType<typeof createFairnessStore>;
