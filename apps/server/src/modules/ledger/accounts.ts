import { WALLET_KEYS } from '@app/domain';
import { insertMemberAccounts } from './repository.ts';
import type { Database } from '../../db/database.ts';

/**
 * The operator's side of the books. CASH_IN is where deposited money comes from (its balance is
 * minus what was received), CASH_OUT where paid-out withdrawals go, HELD what is set aside for
 * withdrawals in flight, PROVIDER_<key> each game provider's takings (for the game integration).
 */
export const OPERATOR_CODES = ['CASH_IN', 'CASH_OUT', 'HELD'] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number] | `PROVIDER_${string}`;

/** Mirrors the database check `ledger_accounts_balance_not_negative`: only source accounts run below zero. */
export function mayGoNegative(account: { ownerKind: string; walletKey: string }): boolean {
  return account.ownerKind === 'operator' && (account.walletKey === 'CASH_IN' || account.walletKey.startsWith('PROVIDER_'));
}

/** Every member holds one ledger account per wallet key from registration on. */
export function openMemberAccounts(db: Database, memberId: string) {
  return insertMemberAccounts(db, memberId, WALLET_KEYS);
}
