/**
 * What leaving the game page does with the money in the game's account: nothing to ask about, or the
 * offer to move all of it back to TK Chính ("Chuyển về TK Chính" / "Ở lại ví trò chơi").
 */
export type LeaveDecision = { kind: 'leave' } | { kind: 'offer'; amount: number };

type Balances = {
  /** What the game page last reported (live, the provider's own figure), or null before any round. */
  frameBalance: number | null;
  /** What the wallet list says (the provider's records as the server holds them), or null if unknown. */
  walletBalance: number | null;
  /** The least amount a transfer may move (the contract's TRANSFER_MIN_AMOUNT). */
  minTransfer: number;
};

/**
 * The amount to move back: the game account's whole balance. When the two figures differ, a round's
 * record is still on its way to the server; the smaller one is what both the server (which checks its
 * records) and the provider (which checks its wallet) will accept, so the recall cannot be refused for
 * asking too much. Null when neither is known.
 */
export function recallAmount(frameBalance: number | null, walletBalance: number | null): number | null {
  const known = [frameBalance, walletBalance].filter((b): b is number => b !== null && Number.isSafeInteger(b));
  return known.length === 0 ? null : Math.max(0, Math.min(...known));
}

/** Offer the recall only when there is an amount a transfer can move; otherwise just leave. */
export function decideLeave({ frameBalance, walletBalance, minTransfer }: Balances): LeaveDecision {
  const amount = recallAmount(frameBalance, walletBalance);
  if (amount === null || amount < minTransfer) return { kind: 'leave' };
  return { kind: 'offer', amount };
}
