import type { ProviderTransferBody, ProviderTransferResponse } from '@app/contract/sandbox-provider';
import type { Database } from '../../db/database.ts';
import * as repo from './repository.ts';

/** A transfer's answer and the HTTP status it goes with: 200 applied, 422 refused, 409 order id reused. */
export type TransferAnswer = { statusCode: 200 | 409 | 422; body: ProviderTransferResponse };

export const REFUSAL_REASONS = {
  insufficientBalance: 'insufficient_balance',
  orderIdReused: 'order_id_reused',
  providerRefused: 'provider_refused',
} as const;

class OrderIdTaken extends Error {}

const sameOrder = (order: repo.OrderRow, body: ProviderTransferBody) =>
  order.playerId === body.playerId && order.direction === body.direction && order.amount === body.amount;

function answerOf(order: repo.OrderRow): TransferAnswer {
  if (order.status === 'applied') return { statusCode: 200, body: { orderId: order.orderId, status: 'applied', balance: order.balanceAfter! } };
  return { statusCode: 422, body: { orderId: order.orderId, status: 'refused', reason: order.reason ?? REFUSAL_REASONS.providerRefused } };
}

/** The first answer again for the same fields; a 409 refusal for the same id with others. */
function replay(order: repo.OrderRow, body: ProviderTransferBody): TransferAnswer {
  if (sameOrder(order, body)) return answerOf(order);
  return { statusCode: 409, body: { orderId: body.orderId, status: 'refused', reason: REFUSAL_REASONS.orderIdReused } };
}

/**
 * Moves money into or out of the player's provider wallet, once per order id. Under the wallet's row
 * lock, so concurrent transfers of one player apply one after another and the balance never goes
 * below 0; the order row, written in the same transaction, is the idempotency record. A refusal is
 * recorded too, so the same order sent again gets the same refusal. `refuse` (a fault) refuses a new
 * order as the provider's own decision.
 */
export async function transfer(db: Database, body: ProviderTransferBody, { refuse = false } = {}): Promise<TransferAnswer> {
  const known = await repo.findOrder(db, body.orderId);
  if (known) return replay(known, body);
  await repo.ensureWallet(db, body.playerId, null);
  try {
    return await db.transaction(async (txn) => {
      const balance = await repo.lockWallet(txn, body.playerId);
      // A retry of this order may have been applied while we waited for the lock.
      const raced = await repo.findOrder(txn, body.orderId);
      if (raced) return replay(raced, body);
      const order = decide(body, balance, refuse);
      if (!(await repo.insertOrder(txn, order))) throw new OrderIdTaken();
      if (order.status === 'applied') await repo.setBalance(txn, body.playerId, order.balanceAfter!);
      return answerOf(order);
    });
  } catch (error) {
    if (!(error instanceof OrderIdTaken)) throw error;
    // Taken by a concurrent transfer of another player (another wallet's lock): its record decides.
    return replay((await repo.findOrder(db, body.orderId))!, body);
  }
}

function decide(body: ProviderTransferBody, balance: number, refuse: boolean): repo.OrderRow {
  const order = { orderId: body.orderId, playerId: body.playerId, direction: body.direction, amount: body.amount };
  const refused = (reason: string): repo.OrderRow => ({ ...order, status: 'refused', reason, balanceAfter: null });
  if (refuse) return refused(REFUSAL_REASONS.providerRefused);
  if (body.direction === 'out' && body.amount > balance) return refused(REFUSAL_REASONS.insufficientBalance);
  const balanceAfter = body.direction === 'in' ? balance + body.amount : balance - body.amount;
  if (!Number.isSafeInteger(balanceAfter)) return refused('amount_out_of_range');
  return { ...order, status: 'applied', reason: null, balanceAfter };
}

/** What became of an order: 'unknown' when it never arrived (safe to send again). */
export async function orderStatus(db: Database, orderId: string) {
  const order = await repo.findOrder(db, orderId);
  if (!order) return { orderId, status: 'unknown' as const };
  return { orderId, status: order.status, direction: order.direction, amount: order.amount };
}

/** A player the provider never saw holds nothing. */
export async function balanceOf(db: Database, playerId: string): Promise<number> {
  return (await repo.walletBalance(db, playerId)) ?? 0;
}
