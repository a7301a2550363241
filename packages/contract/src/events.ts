import type { TransactionStatus } from '@app/domain';

/**
 * What the server pushes to every open tab of a member (D9: through Redis pub/sub when several
 * instances run). Zod-free so the web client reads it at run time; each event is one SSE message whose
 * `event:` is the type and whose `data:` is this object as JSON.
 */
export type PaymentStatusEvent = {
  type: 'payment-status';
  requestType: 'DEPOSIT' | 'WITHDRAWAL';
  id: number;
  amount: number;
  status: TransactionStatus;
  reason: string | null;
};

export type BalanceEvent = { type: 'balance'; balance: number; totalBalance: number };

export type MemberEvent = PaymentStatusEvent | BalanceEvent;
export const MEMBER_EVENT_TYPES = ['payment-status', 'balance'] as const satisfies readonly MemberEvent['type'][];
