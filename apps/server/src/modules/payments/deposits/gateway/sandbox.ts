import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentInstructions } from '@app/contract';
import { E_WALLET_SCAN_STEPS, bankByCode, buildVietQrPayload, isEWalletChannel, DEPOSIT_CHANNELS } from '@app/domain';
import type { Config } from '../../../../config.ts';
import { badRequest } from '../../../../lib/errors.ts';
import type { KvStore } from '../../../../lib/kv/kv-store.ts';
import { PAYMENT_MESSAGES } from '../../../../messages/payments.ts';
import { GatewaySignatureError, type DepositForGateway, type GatewayVerdict, type PaymentAdapter } from './payment-adapter.ts';
import { bankReceivingAccount, walletReceivingAccount, type ReceivingAccount } from './receiving-accounts.ts';
import { sandboxTronAddress, tokenAmountFor } from './token-address.ts';

/**
 * The sandbox gateway (D7, D10): no real money anywhere. Transfers, QR and e-wallets pay into the
 * configured receiving accounts and wait for an operator to match the memo; online banking opens the
 * sandbox bank's page (sandbox-bank-routes.ts), whose buttons make the "bank" call our callback
 * endpoint with an HMAC-SHA256 signature under the sandbox secret, exactly as a real gateway would.
 */
export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** server_secrets name of the key the sandbox bank signs callbacks with. */
export const SANDBOX_SECRET_NAME = 'sandbox-gateway';
const SESSION_TTL_MS = 30 * 60_000;
const sessionKey = (token: string) => `sandbox-bank:session:${token}`;

export type SandboxSession = { depositId: number; bankCode: number };

const CallbackBody = z.strictObject({
  depositId: z.number().int().positive(),
  amount: z.number().int().positive(),
  outcome: z.enum(['paid', 'failed']),
  reference: z.string().min(1).max(64),
  reason: z.string().min(1).max(200).optional(),
});

/** The bank's side: the payment sessions its page serves, and signing what it tells the site. */
export type SandboxBank = {
  session(token: string): Promise<SandboxSession | null>;
  /** One use: the page's confirm or fail button consumes the session, so a double submit pays once. */
  takeSession(token: string): Promise<SandboxSession | null>;
  restoreSession(token: string, session: SandboxSession): Promise<void>;
  signCallback(verdict: GatewayVerdict): { body: string; headers: Record<string, string> };
};

export type SandboxGateway = { adapter: PaymentAdapter; bank: SandboxBank };

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function signatureMatches(secret: string, body: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, body), 'hex'), Buffer.from(given, 'hex'));
}

export function createSandboxGateway({ config, kv, secret }: { config: Config; kv: KvStore; secret: string }): SandboxGateway {
  const vietQr = (account: ReceivingAccount, deposit: DepositForGateway) =>
    buildVietQrPayload({ bin: bankByCode(account.bankCode).bin, accountNumber: account.accountNumber, amount: deposit.amount, memo: deposit.memo });

  async function onlineBanking(deposit: DepositForGateway): Promise<PaymentInstructions> {
    // The service has checked the bank exists; the page shows it as the bank being paid through.
    const bank = bankByCode(deposit.bankCode!);
    const token = randomBytes(24).toString('base64url');
    const session: SandboxSession = { depositId: deposit.id, bankCode: bank.code };
    await kv.set(sessionKey(token), JSON.stringify(session), SESSION_TTL_MS);
    return { kind: 'redirect', url: `/sandbox-bank/pay?session=${token}`, bankName: bank.shortName };
  }

  const adapter: PaymentAdapter = {
    id: SANDBOX_PROVIDER_ID,
    channels: DEPOSIT_CHANNELS,
    async createPayment(deposit) {
      const { channel, memo } = deposit;
      if (channel === 'ONLINE_BANKING') return onlineBanking(deposit);
      if (channel === 'BANK_TRANSFER') return { kind: 'bank-transfer', account: bankReceivingAccount(config), memo };
      if (channel === 'VIETQR') {
        const account = bankReceivingAccount(config);
        return { kind: 'vietqr', account, memo, qrPayload: vietQr(account, deposit) };
      }
      if (isEWalletChannel(channel)) {
        const account = walletReceivingAccount(config, channel);
        return { kind: 'e-wallet', wallet: channel, account, memo, qrPayload: vietQr(account, deposit), steps: [...E_WALLET_SCAN_STEPS[channel]] };
      }
      const address = sandboxTronAddress(secret, deposit.memberId);
      const rate = config.USDT_VND_RATE;
      return { kind: 'token', asset: 'USDT', network: 'TRC20', address, rate, tokenAmount: tokenAmountFor(deposit.amount, rate), qrPayload: address };
    },
    verifyCallback(rawBody, headers) {
      if (!signatureMatches(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER])) throw new GatewaySignatureError();
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw badRequest(PAYMENT_MESSAGES.gatewayMismatch);
      }
      const parsed = CallbackBody.safeParse(json);
      if (!parsed.success) throw badRequest(PAYMENT_MESSAGES.gatewayMismatch);
      const { reason, ...rest } = parsed.data;
      return reason === undefined ? rest : { ...rest, reason };
    },
  };

  const readSession = (raw: string | null): SandboxSession | null => (raw ? (JSON.parse(raw) as SandboxSession) : null);
  const bank: SandboxBank = {
    session: async (token) => readSession(await kv.get(sessionKey(token))),
    takeSession: async (token) => readSession(await kv.take(sessionKey(token))),
    restoreSession: (token, session) => kv.set(sessionKey(token), JSON.stringify(session), SESSION_TTL_MS),
    signCallback(verdict) {
      const body = JSON.stringify(verdict);
      return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(secret, body) } };
    },
  };
  return { adapter, bank };
}
