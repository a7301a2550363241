import type { AuditAction, ReviewItem, ReviewQueueBody, ReviewQueueResponse } from '@app/contract';
import { DEPOSIT_CHANNEL_NAMES, DEPOSIT_CHANNELS, TRANSACTION_STATUS, bankByCode, type DepositChannel, type TransactionStatus } from '@app/domain';
import { HttpError } from '../../lib/errors.ts';
import {
  LIFECYCLE_MESSAGES,
  approvePayment,
  markPaymentFailed,
  markPaymentPaid,
  rejectPayment,
  type LifecycleDeps,
  type OnStatusChange,
  type PaymentActor,
  OPEN_STATUSES,
  reviewRowById,
  reviewRows,
  type ReviewRow,
} from '../payments/service.ts';
import { memberNames } from '../members/service.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const isDepositChannel = (code: string): code is DepositChannel => (DEPOSIT_CHANNELS as readonly string[]).includes(code);

/** A bank code no longer in the domain list is shown as the code itself rather than hiding the card. */
function bankShortName(code: number): string {
  try {
    return bankByCode(code).shortName;
  } catch {
    return String(code);
  }
}

type MemberNames = Awaited<ReturnType<typeof memberNames>>;

export function reviewItem(r: ReviewRow, names: MemberNames): ReviewItem {
  const member = names.get(r.member_id);
  return {
    id: Number(r.id),
    type: r.type,
    member: { memberId: r.member_id, username: member?.username ?? '', nickname: member?.nickname ?? '' },
    amount: Number(r.amount),
    status: Number(r.status),
    channel: r.channel,
    channelName: r.channel && isDepositChannel(r.channel) ? DEPOSIT_CHANNEL_NAMES[r.channel] : null,
    memo: r.memo,
    // The whole account number: the operator types it into the bank to pay the withdrawal out.
    card:
      r.bank_code === null
        ? null
        : { bankName: bankShortName(r.bank_code), accountNumber: r.account_number ?? '', holderName: r.holder_name ?? '' },
    reason: r.reason,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** One operator step of the life cycle: the audit action it is recorded as and the status it leads to. */
type ReviewStep = {
  action: AuditAction;
  to: TransactionStatus;
  run: (deps: LifecycleDeps, id: number, actor: PaymentActor, reason: string, onChange: OnStatusChange) => Promise<unknown>;
};

const STEPS = {
  approve: { action: 'payment.approve', to: TRANSACTION_STATUS.PROCESSING, run: (d, id, a, _r, c) => approvePayment(d, id, a, c) },
  markPaid: { action: 'payment.mark_paid', to: TRANSACTION_STATUS.SUCCESS, run: (d, id, a, _r, c) => markPaymentPaid(d, id, a, c) },
  markFailed: { action: 'payment.mark_failed', to: TRANSACTION_STATUS.FAILED, run: markPaymentFailed },
  reject: { action: 'payment.reject', to: TRANSACTION_STATUS.UNSUCCESSFUL, run: rejectPayment },
} as const satisfies Record<string, ReviewStep>;

/**
 * The review queue and the four operator steps. Money and status move only in the life-cycle service
 * (payments/lifecycle.ts); this adds who asked and the audit entry. Both roles review: the console has
 * no finer permission than being a signed-in operator.
 */
export function createReviewService(deps: LifecycleDeps) {
  const { db } = deps;

  async function queue(body: ReviewQueueBody): Promise<ReviewQueueResponse> {
    const rows = await reviewRows(db, {
      type: body.type,
      statuses: body.status === undefined ? OPEN_STATUSES : [body.status],
      limit: body.limit + 1,
      before: body.before,
    });
    const page = rows.slice(0, body.limit);
    const names = await memberNames(db, page.map((r) => r.member_id));
    const items = page.map((r) => reviewItem(r, names));
    return { items, nextBefore: rows.length > body.limit ? items[items.length - 1]!.id : null };
  }

  /**
   * Runs the step and audits it in the same transaction, only when it changed the request. A repeated
   * click (the request already has the status asked for) answers the record again and is not audited a
   * second time: the log records what an operator did, and the second click did nothing — even when two
   * clicks race, since the lifecycle decides under the row lock. A refused step (409) writes nothing.
   */
  async function act(actor: Actor, id: number, step: ReviewStep, reason: string | null): Promise<ReviewItem> {
    const audit: OnStatusChange = (trx, { from, row }) =>
      appendAudit(trx, {
        operatorId: actor.operator.id,
        action: step.action,
        target: { kind: 'payment', id: String(id) },
        details: { type: row.type, amount: Number(row.amount), from, to: Number(row.status), reason },
        ip: actor.ip,
      });
    await step.run(deps, id, { kind: 'operator', id: actor.operator.id }, reason ?? '', audit);
    const row = await reviewRowById(db, id);
    if (!row) throw new HttpError(404, LIFECYCLE_MESSAGES.notFound);
    return reviewItem(row, await memberNames(db, [row.member_id]));
  }

  return {
    queue,
    approve: (actor: Actor, id: number) => act(actor, id, STEPS.approve, null),
    markPaid: (actor: Actor, id: number) => act(actor, id, STEPS.markPaid, null),
    markFailed: (actor: Actor, id: number, reason: string) => act(actor, id, STEPS.markFailed, reason.trim()),
    reject: (actor: Actor, id: number, reason: string) => act(actor, id, STEPS.reject, reason.trim()),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
