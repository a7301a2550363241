import { GAME_PROVIDERS, MAIN_WALLET_KEY, type GameProviderCode, type WalletKey } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { PLAY_MESSAGES } from '../../../messages/games.ts';
import { LEDGER_MESSAGES, requestHash } from '../../ledger/service.ts';
import { ProviderUnavailable } from '../providers/provider-adapter.ts';
import { findTransfer, gameWallets, gameWalletsOf, type GameTransferRow, type GameWalletRow } from './repository.ts';
import { orderIdFor, orderProblem, placeOrder, type TransferDeps } from './transfers.ts';
import type { PlayGate } from '../launch/launch.ts';

/** Each game account's balance as the records explain it (transfers in − out + wins − stakes), by wallet key. */
export async function gameAccountBalances(db: Database, memberId: string): Promise<Map<WalletKey, number>> {
  return byWalletKey(await gameWallets(db, memberId));
}

/** `gameAccountBalances` of several members in one statement, by member id (every member asked for has an entry). */
export async function gameAccountBalancesOf(db: Database, memberIds: readonly string[]): Promise<Map<string, Map<WalletKey, number>>> {
  const rowsOf = new Map(memberIds.map((memberId) => [memberId, [] as GameWalletRow[]]));
  for (const row of await gameWalletsOf(db, memberIds)) rowsOf.get(row.memberId)?.push(row);
  return new Map([...rowsOf].map(([memberId, rows]) => [memberId, byWalletKey(rows)]));
}

function byWalletKey(rows: ReadonlyArray<{ providerCode: string; balance: number }>): Map<WalletKey, number> {
  const byCode = new Map(rows.map((r) => [r.providerCode, r.balance]));
  return new Map(GAME_PROVIDERS.map((p) => [p.walletKey as WalletKey, byCode.get(p.code) ?? 0]));
}

export type Move = { memberId: string; from: WalletKey; to: WalletKey; amount: number; idempotencyKey: string };

/**
 * A member's transfer that touches a game account: main → game is one order in, game → main one
 * order out, game → game an order out and then one in (through the main account, as providers only
 * know their own wallet). Returns the ledger transaction of the last leg.
 */
export async function moveWithProviders(deps: TransferDeps & { playGate: PlayGate }, move: Move): Promise<{ transactionId: number }> {
  const hash = requestHash('GAME_MOVE', { from: move.from, to: move.to, amount: move.amount });
  const code = (key: WalletKey) => GAME_PROVIDERS.find((p) => p.walletKey === key)?.code as GameProviderCode;
  // Each leg's order as read here is handed on (null: none yet), so placeOrder does not read it again.
  const order = (provider: GameProviderCode, direction: 'in' | 'out', earlier: GameTransferRow | null) =>
    placeOrder(deps, { memberId: move.memberId, provider, direction, amount: move.amount, idempotencyKey: move.idempotencyKey, requestHash: hash }, earlier);
  const earlierOrder = async (key: WalletKey, direction: 'in' | 'out') =>
    (await findTransfer(deps.db, orderIdFor(move.memberId, move.idempotencyKey, code(key), direction))) ?? null;
  let transactionId: number | null = null;
  const earlierIn = move.to !== MAIN_WALLET_KEY ? await earlierOrder(move.to, 'in') : null;
  // Money into a game is play (D11): the gate is asked once, before the order exists (a retry settles what was sent).
  if (move.to !== MAIN_WALLET_KEY && !earlierIn) {
    const refusal = await deps.playGate(move.memberId);
    if (refusal) throw new HttpError(403, refusal);
  }
  if (move.from !== MAIN_WALLET_KEY) {
    // More than the records say the game account holds: refused here, no order is sent (nothing written).
    // Less can still be refused by the provider (bets may have spent it since), which is recorded.
    const earlierOut = await earlierOrder(move.from, 'out');
    if (!earlierOut && ((await gameAccountBalances(deps.db, move.memberId)).get(move.from) ?? 0) < move.amount) {
      throw badRequest(LEDGER_MESSAGES.insufficientBalance);
    }
    const out = await order(code(move.from), 'out', earlierOut);
    const problem = orderProblem(out);
    if (problem) throw problem;
    transactionId = out.ledgerTransactionId;
  }
  if (move.to !== MAIN_WALLET_KEY) {
    // After an out leg (game → game) the in order is read afresh: a copy of this request may have placed it meanwhile.
    const into = await order(code(move.to), 'in', move.from !== MAIN_WALLET_KEY ? await earlierOrder(move.to, 'in') : earlierIn);
    const problem = orderProblem(into);
    if (problem) throw move.from !== MAIN_WALLET_KEY && into.status === 'refused' ? badRequest(PLAY_MESSAGES.secondLegRefused) : problem;
    transactionId = into.ledgerTransactionId;
  }
  if (transactionId === null) throw new Error('a game move without a ledger transaction');
  return { transactionId };
}

/**
 * Every game account back to the main account: each provider is asked for the balance it holds
 * (bets may have moved it since our last record) and that amount is ordered out.
 */
export async function recallFromProviders(deps: TransferDeps, memberId: string, idempotencyKey: string) {
  const recalled: { walletKey: WalletKey; amount: number; transactionId: number }[] = [];
  // Providers never sent money have nothing to give back; asking them would cost a round trip each.
  const used = new Set((await gameWallets(deps.db, memberId)).map((w) => w.providerCode));
  for (const provider of GAME_PROVIDERS) {
    const walletKey = provider.walletKey as WalletKey;
    if (!used.has(provider.code)) continue;
    let held: number;
    try {
      held = await deps.providers.adapter(provider.code).balance(memberId);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new HttpError(503, PLAY_MESSAGES.providerUnavailable);
      throw error;
    }
    if (held <= 0) continue;
    const out = await placeOrder(deps, {
      memberId,
      provider: provider.code,
      direction: 'out',
      amount: held,
      idempotencyKey,
      requestHash: requestHash('GAME_RECALL', { provider: provider.code }),
    });
    const problem = orderProblem(out);
    if (problem) throw problem;
    recalled.push({ walletKey, amount: out.amount, transactionId: out.ledgerTransactionId! });
  }
  return recalled;
}
