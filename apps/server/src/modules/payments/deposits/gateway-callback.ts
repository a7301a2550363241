import type { MemberEventBus } from '../../../lib/events/member-event-bus.ts';
import { HttpError, badRequest } from '../../../lib/errors.ts';
import { GatewaySignatureError, type PaymentAdapter } from './gateway/payment-adapter.ts';
import { settleFromGateway } from '../requests/lifecycle.ts';
import { PAYMENT_MESSAGES } from '../../../messages/payments.ts';
import { findRequest } from '../requests/repository.ts';
import { statusOf } from '../views.ts';
import type { Database } from '../../../db/database.ts';

/** Relative to the API base path: POST /api/v1/payments/callback/<adapter id>. */
export const gatewayCallbackPath = (adapterId: string) => `/payments/callback/${adapterId}`;

/**
 * A gateway's verdict on a deposit. Nothing changes unless the signature verifies (401) and the
 * verdict names a deposit this gateway took, for the amount it was taken for (400). The life cycle
 * does the rest: paid → 2→3→1 with the credit, failed → 2→3→4; a repeated callback finds the status
 * already reached and moves no money again.
 */
export async function handleGatewayCallback(
  { db, events, adapter }: { db: Database; events: MemberEventBus; adapter: PaymentAdapter },
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
) {
  let verdict;
  try {
    verdict = adapter.verifyCallback(rawBody, headers);
  } catch (error) {
    if (error instanceof GatewaySignatureError) throw new HttpError(401, PAYMENT_MESSAGES.badGatewaySignature);
    throw error;
  }
  const deposit = await findRequest(db, verdict.depositId);
  if (!deposit || deposit.type !== 'DEPOSIT' || deposit.provider !== adapter.id || Number(deposit.amount) !== verdict.amount) {
    throw badRequest(PAYMENT_MESSAGES.gatewayMismatch);
  }
  const settled = await settleFromGateway({ db, events }, verdict.depositId, verdict.outcome, verdict.reference, verdict.reason);
  return { ok: true, id: Number(settled.id), status: statusOf(settled) };
}
