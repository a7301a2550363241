import type { RecallAllBody, RecallAllResponse, TransferBody, TransferResponse, WalletBalances } from '@app/contract';
import { GAME_WALLET_KEYS, MAIN_WALLET_KEY, isWalletKey, type WalletKey, sameAccountProblem } from '@app/domain';
import { badRequest } from '../../lib/errors.ts';
import { WALLET_MESSAGES } from '../../messages/wallet.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import { openMemberAccounts as openLedgerAccounts, inMoneyTransaction, memberAccounts, post, requestHash, type Posting } from '../ledger/service.ts';
import { balancesView } from './view.ts';
import type { Database } from '../../db/database.ts';


/** Every member has the main account and one account per game provider from registration on. */
export function openMemberAccounts(db: Database, memberId: string) {
  return openLedgerAccounts(db, memberId);
}

/** A member's wallets are their ledger accounts (this module owns no table): the balance lives in one place only. */
export async function memberWalletBalances(db: Database, memberId: string): Promise<WalletBalances> {
  return balancesView(await memberAccounts(db, memberId));
}

/** Main-account balance and the total over every account, integer VND (for user/GetLoggedinInfo). */
export async function balanceSummary(db: Database, memberId: string) {
  const { balance, totalBalance } = await memberWalletBalances(db, memberId);
  return { balance, totalBalance };
}

export type Answer<R> = { answer: R; replayed: boolean };

/**
 * After money moved, the member's other tabs hear the new balance (D9): published once the
 * transaction that moved it commits (at once outside one). Awaited but harmless: publish never throws.
 */
export function announceBalance(db: Database, events: MemberEventBus, memberId: string, { balance, totalBalance }: { balance: number; totalBalance: number }) {
  return db.onCommit(() => events.publish(memberId, { type: 'balance', balance, totalBalance }));
}

/** A posting between the member's own wallets; a replay moved nothing, so it announces nothing. */
async function postAndAnnounce<R extends { balance: number; totalBalance: number }>(db: Database, events: MemberEventBus, posting: Posting<R>) {
  return inMoneyTransaction(db, async (trx) => {
    const posted = await post(trx, posting);
    if (!posted.replayed) await announceBalance(trx, events, posting.memberId, posted.response);
    return posted;
  });
}

/** Between two of the member's own wallets, as one ledger transaction. */
export async function transfer(db: Database, events: MemberEventBus, memberId: string, body: TransferBody): Promise<Answer<TransferResponse>> {
  const { from, to, amount, idempotencyKey } = body;
  // The contract already refuses these; the service does not rely on it.
  if (!isWalletKey(from)) throw badRequest(WALLET_MESSAGES.unknownSource);
  if (!isWalletKey(to)) throw badRequest(WALLET_MESSAGES.unknownTarget);
  const sameAccount = sameAccountProblem(from, to);
  if (sameAccount) throw badRequest(sameAccount);
  const posted = await postAndAnnounce(db, events, {
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
export async function recallAll(db: Database, events: MemberEventBus, memberId: string, body: RecallAllBody): Promise<Answer<RecallAllResponse>> {
  const posted = await postAndAnnounce(db, events, {
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
