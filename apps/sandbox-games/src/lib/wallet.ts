import { postBalance } from './parent.ts';

/**
 * The member's balance at this provider as the page knows it: the session's figure, then each round's
 * answer. Every settled round tells the embedding site too, so its header stays right.
 */
export function createWallet(gameId: string, initial: number) {
  let balance = initial;
  const listeners = new Set<(balance: number) => void>();
  return {
    get balance() {
      return balance;
    },
    settle(next: number) {
      balance = next;
      postBalance(gameId, next);
      for (const listener of listeners) listener(next);
    },
    subscribe(listener: (balance: number) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
