import { createHash } from 'node:crypto';
import { MAIN_WALLET_KEY, type GameProviderCode } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import { HttpError, badRequest } from '../../../lib/errors.ts';
import { PLAY_MESSAGES } from '../../../messages/games.ts';
import { inMoneyTransaction, LEDGER_MESSAGES, post, requestHash } from '../../ledger/service.ts';
import { ProviderUnavailable, type TransferOutcome } from '../providers/provider-adapter.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { addToGameWallet, findTransfer, countAttempt, insertTransfer, lockTransfer, markTransfer, setLedgerTransaction, type GameTransferRow } from './repository.ts';

export type TransferDeps = {
  db: Database;
  providers: ProviderRegistry;
  now: () => number;
  /** After a settled order moved money: the member's tabs hear the new balances (wallet module). */
  onBalancesChange: (db: Database, memberIds: readonly string[]) => Promise<void>;
};

export type OrderRequest = {
  memberId: string;
  provider: GameProviderCode;
  direction: 'in' | 'out';
  amount: number;
  /** The member's idempotency key and its request's fingerprint: the order id is derived from both. */
  idempotencyKey: string;
  requestHash: string;
};

/** Our order id for one leg of a member's request: the same request always makes the same order ids. */
export function orderIdFor(memberId: string, idempotencyKey: string, provider: string, direction: 'in' | 'out'): string {
  const digest = createHash('sha256').update(`${memberId}:${idempotencyKey}:${provider}:${direction}`).digest('base64url');
  return `${direction}_${digest.slice(0, 40)}`;
}

const providerAccount = (deps: TransferDeps, code: GameProviderCode) => `PROVIDER_${deps.providers.walletOf(code)}` as const;

/**
 * Sends one transfer order and settles what it can. In: the money leaves the main account (ledger,
 * to the provider's operator account) before the order is sent, so it cannot be spent twice; a
 * refusal brings it back. Out: nothing moves on our side until the provider says it applied the
 * order. An unknown outcome leaves the order pending for reconcile() — sending the same order id
 * again, which a provider applies at most once.
 */
export async function placeOrder(deps: TransferDeps, request: OrderRequest, earlier?: GameTransferRow | null): Promise<GameTransferRow> {
  const { db } = deps;
  const orderId = orderIdFor(request.memberId, request.idempotencyKey, request.provider, request.direction);
  // `earlier`: the order as the caller has just read it (null: none), so it is not read twice.
  const existing = earlier === undefined ? await findTransfer(db, orderId) : (earlier ?? undefined);
  if (existing) {
    if (existing.requestHash !== request.requestHash) throw new HttpError(409, LEDGER_MESSAGES.idempotencyConflict);
    return settleOrder(deps, existing);
  }
  let placed: GameTransferRow | undefined;
  await inMoneyTransaction(db, async (trx) => {
    placed = await insertTransfer(trx, { ...request, providerCode: request.provider, orderId, at: new Date(deps.now()) });
    // A copy of this request that got here first (its insert waits for theirs): settle() below takes it from there.
    if (!placed) return;
    if (request.direction === 'in') {
      const posted = await post(trx, {
        kind: 'GAME_TRANSFER_IN',
        memberId: request.memberId,
        idempotencyKey: `game:${orderId}`,
        requestHash: requestHash('GAME_TRANSFER_IN', { orderId, amount: request.amount }),
        operatorCodes: [providerAccount(deps, request.provider)],
        legs: (book) => [
          { accountId: book.member(MAIN_WALLET_KEY).id, amount: -request.amount },
          { accountId: book.operator(providerAccount(deps, request.provider)).id, amount: request.amount },
        ],
        respond: () => ({ orderId, from: MAIN_WALLET_KEY, to: deps.providers.walletOf(request.provider), amount: request.amount }),
      });
      await setLedgerTransaction(trx, orderId, posted.transactionId);
      placed = { ...placed, ledgerTransactionId: posted.transactionId };
      // Announced once settled (record below): a tab shown the main account down and the game account not yet up would only confuse.
    }
  });
  return placed ? settleOrder(deps, placed) : settle(deps, orderId);
}

/** Asks the provider (by sending the same order again) and records the definite answer, if any. */
export async function settle(deps: TransferDeps, orderId: string): Promise<GameTransferRow> {
  const order = await findTransfer(deps.db, orderId);
  if (!order) throw new Error(`no game transfer ${orderId}`);
  return settleOrder(deps, order);
}

/** settle() of an order as just read or written: a pending one is sent to its provider, a settled one is returned as it is. */
async function settleOrder(deps: TransferDeps, order: GameTransferRow): Promise<GameTransferRow> {
  const { orderId } = order;
  if (order.status !== 'pending') return order;
  let outcome: TransferOutcome;
  try {
    outcome = await deps.providers
      .adapter(order.providerCode as GameProviderCode)
      .transfer({ orderId, playerId: order.memberId, direction: order.direction, amount: order.amount });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await countAttempt(deps.db, orderId);
    return { ...order, attempts: order.attempts + 1 };
  }
  return record(deps, orderId, outcome);
}

async function record(deps: TransferDeps, orderId: string, outcome: TransferOutcome): Promise<GameTransferRow> {
  const at = new Date(deps.now());
  let recorded: GameTransferRow | undefined;
  await inMoneyTransaction(deps.db, async (trx) => {
    const order = await lockTransfer(trx, orderId);
    recorded = order;
    // Settled meanwhile by the request or the job: nothing to do twice.
    if (!order || order.status !== 'pending') return;
    const code = order.providerCode as GameProviderCode;
    if (outcome.status === 'applied') {
      let ledgerTransactionId = order.ledgerTransactionId;
      if (order.direction === 'out') {
        const posted = await post(trx, {
          kind: 'GAME_TRANSFER_OUT',
          memberId: order.memberId,
          idempotencyKey: `game:${orderId}`,
          requestHash: requestHash('GAME_TRANSFER_OUT', { orderId, amount: order.amount }),
          operatorCodes: [providerAccount(deps, code)],
          legs: (book) => [
            { accountId: book.operator(providerAccount(deps, code)).id, amount: -order.amount },
            { accountId: book.member(MAIN_WALLET_KEY).id, amount: order.amount },
          ],
          respond: () => ({ orderId, from: deps.providers.walletOf(code), to: MAIN_WALLET_KEY, amount: order.amount }),
        });
        ledgerTransactionId = posted.transactionId;
      }
      recorded = await markTransfer(trx, orderId, { status: 'applied', ledgerTransactionId, at });
      await addToGameWallet(trx, order.memberId, code, order.direction === 'in' ? { transfersIn: order.amount } : { transfersOut: order.amount }, at);
    } else {
      if (order.direction === 'in') {
        // The provider never took it: the money goes back where it came from.
        await post(trx, {
          kind: 'GAME_TRANSFER_IN_RETURN',
          memberId: order.memberId,
          idempotencyKey: `game-return:${orderId}`,
          requestHash: requestHash('GAME_TRANSFER_IN_RETURN', { orderId, amount: order.amount }),
          operatorCodes: [providerAccount(deps, code)],
          legs: (book) => [
            { accountId: book.operator(providerAccount(deps, code)).id, amount: -order.amount },
            { accountId: book.member(MAIN_WALLET_KEY).id, amount: order.amount },
          ],
          respond: () => ({ orderId, from: deps.providers.walletOf(code), to: MAIN_WALLET_KEY, amount: order.amount, returned: true }),
        });
      }
      recorded = await markTransfer(trx, orderId, { status: 'refused', reason: outcome.reason, at });
    }
    await deps.onBalancesChange(trx, [order.memberId]);
  });
  if (!recorded) throw new Error(`no game transfer ${orderId}`);
  return recorded;
}

/** A member-facing refusal for an order that did not apply. */
export function orderProblem(order: GameTransferRow): HttpError | null {
  if (order.status === 'applied') return null;
  // Sent again with the same key in a moment, it settles (or the reconciliation job does).
  if (order.status === 'pending') return new HttpError(503, PLAY_MESSAGES.transferPending, { 'retry-after': '1' });
  return badRequest(order.direction === 'in' ? PLAY_MESSAGES.providerRefusedIn : PLAY_MESSAGES.providerRefusedOut);
}
