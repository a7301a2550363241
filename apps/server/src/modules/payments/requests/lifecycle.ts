import { TRANSACTION_STATUS, TRANSACTION_STATUS_LABELS, canTransition, isTransactionStatus, type TransactionStatus } from '@app/domain';
import type { Selectable } from 'kysely';
import type { PaymentActorKind, PaymentRequestsTable } from '../../../db/types.ts';
import type { MemberEventBus } from '../../../lib/events/member-event-bus.ts';
import { HttpError } from '../../../lib/errors.ts';
import { GATEWAY_FAILED_REASON, LIFECYCLE_MESSAGES, transitionRefused } from '../../../messages/payments.ts';
import { depositFromCashIn, inMoneyTransaction, payOutWithdrawal, releaseWithdrawalHold } from '../../ledger/service.ts';
import { announceBalance, memberWalletBalances } from '../../wallet/service.ts';
import { lockRequest as lockPaymentRequest, recordStatusChange } from './repository.ts';
import type { Database } from '../../../db/database.ts';

/**
 * The life cycle of a deposit or withdrawal (D7), the one place a payment request changes status:
 *
 *   2 under review ─approve→ 3 processing ─paid→ 1 success
 *          │                       ├─failed→ 4 failed
 *          └──────reject───────────┴─reject→ 5 unsuccessful
 *
 * Each change locks the request row, checks the step is allowed (the database checks again), moves
 * the money in the same transaction (deposit paid → CASH_IN to the main account; withdrawal paid → the
 * hold to CASH_OUT; withdrawal failed or rejected → the hold back to the main account), records who did
 * it, and once it commits pushes the new status and balance to the member's open tabs (onCommit). Asking for the
 * status a request already has changes nothing and answers the record (a double click, a retried
 * callback). Ledger postings are keyed by the request, so money can never move twice for one record.
 */
export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
export type PaymentActor = { kind: PaymentActorKind; id: string | null };
export type LifecycleDeps = { db: Database; events: MemberEventBus };
/**
 * Runs inside the status change's transaction, only when the status really changed: what must commit
 * with it (the operator's audit entry) and must not be written for a repeated click.
 */
export type OnStatusChange = (trx: Database, change: { from: TransactionStatus; row: PaymentRequestRow }) => Promise<void>;

export { LIFECYCLE_MESSAGES } from '../../../messages/payments.ts';

function statusOf(row: PaymentRequestRow): TransactionStatus {
  const status = Number(row.status);
  if (!isTransactionStatus(status)) throw new Error(`payment request ${row.id} has status ${row.status}`);
  return status;
}

/** Under the row lock of `trx`: one step of the life cycle with its money movement. */
async function step(
  trx: Database,
  row: PaymentRequestRow,
  to: TransactionStatus,
  actor: PaymentActor,
  reason: string | null,
): Promise<PaymentRequestRow> {
  const from = statusOf(row);
  if (!canTransition(from, to)) {
    throw new HttpError(
      409,
      transitionRefused(TRANSACTION_STATUS_LABELS[from], TRANSACTION_STATUS_LABELS[to]),
    );
  }
  if ((to === TRANSACTION_STATUS.FAILED || to === TRANSACTION_STATUS.UNSUCCESSFUL) && !reason) {
    throw new HttpError(400, LIFECYCLE_MESSAGES.reasonRequired);
  }
  const movement = { memberId: row.member_id, amount: Number(row.amount) };
  const id = Number(row.id);
  if (row.type === 'DEPOSIT' && to === TRANSACTION_STATUS.SUCCESS) {
    await depositFromCashIn(trx, { ...movement, idempotencyKey: `deposit:${id}` });
  } else if (row.type === 'WITHDRAWAL' && to === TRANSACTION_STATUS.SUCCESS) {
    await payOutWithdrawal(trx, { ...movement, idempotencyKey: `withdrawal:${id}:payout` });
  } else if (row.type === 'WITHDRAWAL' && (to === TRANSACTION_STATUS.FAILED || to === TRANSACTION_STATUS.UNSUCCESSFUL)) {
    await releaseWithdrawalHold(trx, { ...movement, idempotencyKey: `withdrawal:${id}:release` });
  }
  return recordStatusChange(trx, { id, from, to, reason, actor });
}

async function lockRequest(trx: Database, id: number): Promise<PaymentRequestRow> {
  const row = await lockPaymentRequest(trx, id);
  if (!row) throw new HttpError(404, LIFECYCLE_MESSAGES.notFound);
  return row;
}

/** Once the change commits, the member's tabs hear the new status, and the balance when money moved. */
async function announceOnCommit(trx: Database, events: MemberEventBus, row: PaymentRequestRow): Promise<void> {
  await announcePaymentStatus(trx, events, row);
  const status = statusOf(row);
  const moved = status === TRANSACTION_STATUS.SUCCESS || (row.type === 'WITHDRAWAL' && status !== TRANSACTION_STATUS.PROCESSING);
  if (moved) await announceBalance(trx, events, row.member_id, await memberWalletBalances(trx, row.member_id));
}

/** The payment-status event of a request, published once the transaction that wrote it commits. */
export function announcePaymentStatus(trx: Database, events: MemberEventBus, row: PaymentRequestRow): Promise<void> {
  const event = {
    type: 'payment-status' as const,
    requestType: row.type,
    id: Number(row.id),
    amount: Number(row.amount),
    status: statusOf(row),
    reason: row.reason,
  };
  return trx.onCommit(() => events.publish(row.member_id, event));
}

/**
 * Moves a request along the given steps in one transaction (the gateway's "paid" on a request still
 * under review is approve + paid). Steps already taken are skipped, so a repeated call is harmless.
 */
export async function advancePayment(
  { db, events }: LifecycleDeps,
  id: number,
  path: readonly TransactionStatus[],
  actor: PaymentActor,
  reason: string | null = null,
  onChange?: OnStatusChange,
): Promise<PaymentRequestRow> {
  return inMoneyTransaction(db, async (trx) => {
    let current = await lockRequest(trx, id);
    const from = statusOf(current);
    const target = path[path.length - 1]!;
    if (from === target) return current;
    for (const to of path) {
      if (statusOf(current) === to) continue;
      current = await step(trx, current, to, actor, to === target ? reason : null);
    }
    await onChange?.(trx, { from, row: current });
    await announceOnCommit(trx, events, current);
    return current;
  });
}

export const approvePayment = (deps: LifecycleDeps, id: number, actor: PaymentActor, onChange?: OnStatusChange) =>
  advancePayment(deps, id, [TRANSACTION_STATUS.PROCESSING], actor, null, onChange);
export const markPaymentPaid = (deps: LifecycleDeps, id: number, actor: PaymentActor, onChange?: OnStatusChange) =>
  advancePayment(deps, id, [TRANSACTION_STATUS.SUCCESS], actor, null, onChange);
export const markPaymentFailed = (deps: LifecycleDeps, id: number, actor: PaymentActor, reason: string, onChange?: OnStatusChange) =>
  advancePayment(deps, id, [TRANSACTION_STATUS.FAILED], actor, reason, onChange);
export const rejectPayment = (deps: LifecycleDeps, id: number, actor: PaymentActor, reason: string, onChange?: OnStatusChange) =>
  advancePayment(deps, id, [TRANSACTION_STATUS.UNSUCCESSFUL], actor, reason, onChange);

/** A gateway's verdict (online banking): approval is implied by the gateway accepting the payment. */
export const settleFromGateway = (deps: LifecycleDeps, id: number, outcome: 'paid' | 'failed', reference: string, reason?: string) =>
  advancePayment(
    deps,
    id,
    [TRANSACTION_STATUS.PROCESSING, outcome === 'paid' ? TRANSACTION_STATUS.SUCCESS : TRANSACTION_STATUS.FAILED],
    { kind: 'gateway', id: reference },
    outcome === 'failed' ? (reason ?? GATEWAY_FAILED_REASON) : null,
  );
