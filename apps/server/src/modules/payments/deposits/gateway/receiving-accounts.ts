import type { PaymentInstructions } from '@app/contract';
import { bankByCode, type EWalletChannel } from '@app/domain';
import type { Config, ReceivingAccountConfig } from '../../../../config.ts';

export type ReceivingAccount = Extract<PaymentInstructions, { kind: 'bank-transfer' }>['account'];

/** The operator's account as a member reads it, with the bank's names from the bank list. */
export function receivingAccount({ bankCode, accountNumber, accountName }: ReceivingAccountConfig): ReceivingAccount {
  const bank = bankByCode(bankCode);
  return { bankCode, bankName: bank.name, bankShortName: bank.shortName, accountNumber, accountName };
}

export function bankReceivingAccount(config: Config): ReceivingAccount {
  return receivingAccount(config.RECEIVING_ACCOUNT_BANK);
}

/** Each e-wallet pays into its own account (its QR is a VietQR to it: all three wallet apps scan VietQR). */
export function walletReceivingAccount(config: Config, wallet: EWalletChannel): ReceivingAccount {
  const spec = { MOMO: config.RECEIVING_ACCOUNT_MOMO, ZALOPAY: config.RECEIVING_ACCOUNT_ZALOPAY, VIETTELPAY: config.RECEIVING_ACCOUNT_VIETTELPAY }[wallet];
  return receivingAccount(spec);
}
