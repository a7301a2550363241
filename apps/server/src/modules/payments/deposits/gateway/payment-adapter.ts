import type { PaymentInstructions } from '@app/contract';
import type { DepositChannel } from '@app/domain';

/**
 * A payment gateway behind one interface (D7): it turns a new deposit into what the member does to
 * pay, and reads the gateway's verdict when it calls back. Real gateways plug in here; the sandbox
 * (adapters/sandbox.ts) is the default and the only one shipped (D10).
 */
export type DepositForGateway = {
  id: number;
  memberId: string;
  channel: DepositChannel;
  amount: number;
  memo: string;
  /** Online banking: the bank whose internet banking the member chose. */
  bankCode?: number;
};

/** What a gateway says about a payment: paid or failed, with its own reference. */
export type GatewayVerdict = {
  depositId: number;
  /** What the gateway says was paid; checked against the deposit before anything moves. */
  amount: number;
  outcome: 'paid' | 'failed';
  reference: string;
  reason?: string;
};

export interface PaymentAdapter {
  /** Names the callback path (/payments/callback/<id>) and is stored as the deposit's provider. */
  readonly id: string;
  readonly channels: readonly DepositChannel[];
  createPayment(deposit: DepositForGateway): Promise<PaymentInstructions>;
  /**
   * Checks the callback came from the gateway (its signature over the exact body bytes) and reads it.
   * Throws GatewaySignatureError when it did not: nothing may change on a forged callback.
   */
  verifyCallback(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): GatewayVerdict;
}

export class GatewaySignatureError extends Error {
  constructor(message = 'gateway callback signature is missing or wrong') {
    super(message);
    this.name = 'GatewaySignatureError';
  }
}
