import type { RecallAllBody, RecallAllResponse, TransferBody, TransferResponse, WalletBalances } from '@app/contract';
import { GAME_WALLET_KEYS, MAIN_WALLET_KEY, isWalletKey, type WalletKey } from '@app/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { openMemberAccounts as openLedgerAccounts } from '../ledger/accounts.ts';
import { postMoney, requestHash } from '../ledger/service.ts';
import { walletBalances } from './repository.ts';
import { balancesView } from './view.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const WALLET_MESSAGES = {
  sameAccount: 'Tài khoản nguồn và tài khoản đích phải khác nhau',
  unknownSource: 'Tài khoản nguồn không hợp lệ',
  unknownTarget: 'Tài khoản đích không hợp lệ',
  nothingToRecall: 'Các ví trò chơi không có số dư để chuyển về TK Chính',
} as const;

/** Every member has the main account and one account per game provider from registration on. */
export function openMemberAccounts(db: Executor, memberId: string) {
  return openLedgerAccounts(db, memberId);
}

export async function memberWalletBalances(db: Executor, memberId: string): Promise<WalletBalances> {
  return balancesView(await walletBalances(db, memberId));
}

/** Main-account balance and the total over every account, integer VND (for user/GetLoggedinInfo). */
export async function balanceSummary(db: Executor, memberId: string) {
  const { balance, totalBalance } = await memberWalletBalances(db, memberId);
  return { balance, totalBalance };
}

export type Answer<R> = { answer: R; replayed: boolean };

/** Between two of the member's own wallets, as one ledger transaction. */
export async function transfer(db: Kysely<Database>, memberId: string, body: TransferBody): Promise<Answer<TransferResponse>> {
  const { from, to, amount, idempotencyKey } = body;
  // The contract already refuses these; the service does not rely on it.
  if (!isWalletKey(from)) throw badRequest(WALLET_MESSAGES.unknownSource);
  if (!isWalletKey(to)) throw badRequest(WALLET_MESSAGES.unknownTarget);
  if (from === to) throw badRequest(WALLET_MESSAGES.sameAccount);
  const posted = await postMoney(db, {
    kind: 'TRANSFER',
    memberId,
    idempotencyKey,
    requestHash: requestHash('TRANSFER', { from, to, amount }),
    legs: (book) => [
      { accountId: book.member(from).id, amount: -amount },
      { accountId: book.member(to).id, amount },
    ],
    respond: (after) => ({ from, to, amount, ...balancesView(after.memberAccounts) }),
  });
  return { answer: { transactionId: posted.transactionId, ...posted.response }, replayed: posted.replayed };
}

/** Every game wallet's whole balance back to the main account, in one ledger transaction. */
export async function recallAll(db: Kysely<Database>, memberId: string, body: RecallAllBody): Promise<Answer<RecallAllResponse>> {
  const posted = await postMoney(db, {
    kind: 'RECALL_ALL',
    memberId,
    idempotencyKey: body.idempotencyKey,
    requestHash: requestHash('RECALL_ALL', {}),
    legs: (book) => {
      const games = GAME_WALLET_KEYS.map((key) => book.member(key)).filter((a) => a.balance > 0);
      if (games.length === 0) throw badRequest(WALLET_MESSAGES.nothingToRecall);
      const total = games.reduce((sum, a) => sum + a.balance, 0);
      return [...games.map((a) => ({ accountId: a.id, amount: -a.balance })), { accountId: book.member(MAIN_WALLET_KEY).id, amount: total }];
    },
    respond: (after, legs) => {
      const recalled = legs
        .filter((l) => l.amount < 0)
        .map((l) => ({ walletKey: after.memberAccounts.find((a) => a.id === l.accountId)!.walletKey as WalletKey, amount: -l.amount }));
      return { amount: recalled.reduce((sum, r) => sum + r.amount, 0), recalled, ...balancesView(after.memberAccounts) };
    },
  });
  return { answer: { transactionId: posted.transactionId, ...posted.response }, replayed: posted.replayed };
}
