import type { WalletKey } from './wallets.ts';

/** A transfer moves money between two different accounts of the member; from an account to itself is refused. */
export const SAME_ACCOUNT_TRANSFER = 'Tài khoản nguồn và tài khoản đích phải khác nhau';

/** The sentence refusing a transfer from `from` to `to`, or null when they are two accounts. */
export function sameAccountProblem(from: WalletKey, to: WalletKey): string | null {
  return from === to ? SAME_ACCOUNT_TRANSFER : null;
}
