/**
 * What other modules (the operator console) use of payments: the life-cycle steps, which move the
 * money and the status together, and the review queue's reads. Owns payment_requests,
 * payment_request_events and bank_cards; nothing outside this folder queries them.
 */
export {
  LIFECYCLE_MESSAGES,
  approvePayment,
  markPaymentFailed,
  markPaymentPaid,
  rejectPayment,
  type LifecycleDeps,
  type OnStatusChange,
  type PaymentActor,
} from './requests/lifecycle.ts';
export { OPEN_STATUSES, openRequestsOfMember, paymentsSince, pendingReviews, reviewRowById, reviewRows, type ReviewRow } from './requests/review-queue.ts';
export { paymentTotals } from './totals.ts';
export { startDepositSweeper } from './requests/expiry.ts';
