import type { RecallAllBody, RecallAllResponse, TransferBody, TransferResponse, WalletBalances } from '@app/contract';
import { MAIN_WALLET_KEY, isWalletKey, sameAccountProblem } from '@app/domain';
import { badRequest } from '../../lib/errors.ts';
import { WALLET_MESSAGES } from '../../messages/wallet.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import { openMemberAccounts as openLedgerAccounts, memberLedgerAccount, memberLedgerAccountsOf, requestHash } from '../ledger/service.ts';
import { gameAccountBalances, gameAccountBalancesOf, type PlayService } from '../games/service.ts';
import { balancesView } from './view.ts';
import type { Database } from '../../db/database.ts';

/** Every member has the main account (and, from before providers held game money, one per game key) from registration on. */
export function openMemberAccounts(db: Database, memberId: string) {
  return openLedgerAccounts(db, memberId);
}

/**
 * A member's wallets (this module owns no table): the main account is their ledger account; each
 * game account is held by its provider, and its balance is what the provider's records explain
 * (the games module keeps that beside every transfer and bet record).
 */
export async function memberWalletBalances(db: Database, memberId: string): Promise<WalletBalances> {
  const [main, games] = await Promise.all([memberLedgerAccount(db, memberId, MAIN_WALLET_KEY), gameAccountBalances(db, memberId)]);
  return walletBalances(main?.balance ?? 0, games);
}

/** `memberWalletBalances` of several members, by member id: two statements however many members. */
export async function walletBalancesOf(db: Database, memberIds: readonly string[]): Promise<Map<string, WalletBalances>> {
  const [mains, games] = await Promise.all([memberLedgerAccountsOf(db, memberIds, MAIN_WALLET_KEY), gameAccountBalancesOf(db, memberIds)]);
  return new Map(memberIds.map((memberId) => [memberId, walletBalances(mains.get(memberId)?.balance ?? 0, games.get(memberId) ?? new Map())]));
}

function walletBalances(main: number, games: ReadonlyMap<string, number>): WalletBalances {
  return balancesView([{ walletKey: MAIN_WALLET_KEY, balance: main }, ...[...games].map(([walletKey, balance]) => ({ walletKey, balance }))]);
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

/**
 * The games module's hook after a transfer order (one member) or a batch of bet records (everyone it
 * moved) changed balances: read in two statements for the whole batch, each member's event published
 * after the commit.
 */
export function balanceAnnouncer(events: MemberEventBus) {
  return async (db: Database, memberIds: readonly string[]) => {
    for (const [memberId, balances] of await walletBalancesOf(db, memberIds)) await announceBalance(db, events, memberId, balances);
  };
}

/**
 * Between two of the member's own wallets. Every transfer touches a game account (the main account
 * is the only other one), whose money its provider holds: the games module sends the transfer
 * orders; the ledger records each against the provider's account.
 */
export async function transfer(db: Database, play: PlayService, memberId: string, body: TransferBody): Promise<Answer<TransferResponse>> {
  const { from, to, amount, idempotencyKey } = body;
  // The contract already refuses these; the service does not rely on it.
  if (!isWalletKey(from)) throw badRequest(WALLET_MESSAGES.unknownSource);
  if (!isWalletKey(to)) throw badRequest(WALLET_MESSAGES.unknownTarget);
  const sameAccount = sameAccountProblem(from, to);
  if (sameAccount) throw badRequest(sameAccount);
  return play.once(memberId, idempotencyKey, requestHash('TRANSFER', { from, to, amount }), async () => {
    const { transactionId } = await play.move({ memberId, from, to, amount, idempotencyKey });
    return { transactionId, from, to, amount, ...(await memberWalletBalances(db, memberId)) };
  });
}

/** Every game account's whole balance, as each provider holds it, back to the main account. */
export async function recallAll(db: Database, play: PlayService, memberId: string, body: RecallAllBody): Promise<Answer<RecallAllResponse>> {
  return play.once(memberId, body.idempotencyKey, requestHash('RECALL_ALL', {}), async () => {
    const recalled = await play.recall(memberId, body.idempotencyKey);
    if (recalled.length === 0) throw badRequest(WALLET_MESSAGES.nothingToRecall);
    return {
      transactionId: recalled.at(-1)!.transactionId,
      amount: recalled.reduce((sum, r) => sum + r.amount, 0),
      recalled: recalled.map(({ walletKey, amount }) => ({ walletKey, amount })),
      ...(await memberWalletBalances(db, memberId)),
    };
  });
}
