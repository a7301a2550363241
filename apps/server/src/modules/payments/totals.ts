import type { PaymentTotals } from '../protection/service.ts';
import { depositsInWindows, settledPaymentsSince } from './requests/repository.ts';

/** What player protection counts of a member's payments (its deposit limits and reality check), read from this module's tables. */
export const paymentTotals: PaymentTotals = { depositsInWindows, settledPaymentsSince };
