import type { BankCardView, DepositView, PaymentInstructions, WithdrawalView } from '@app/contract';
import { DEPOSIT_CHANNEL_NAMES, bankByCode, isTransactionStatus, maskAccount, type DepositChannel, type TransactionStatus } from '@app/domain';
import type { BankCardRow } from './bank-cards/repository.ts';
import type { PaymentRequestRow } from './requests/repository.ts';

/** What members see of the records: the card number only ever masked (D8), times as ISO with zone. */
const iso = (d: Date | string) => new Date(d).toISOString();

export function statusOf(row: { id: number | string; status: number }): TransactionStatus {
  const status = Number(row.status);
  if (!isTransactionStatus(status)) throw new Error(`payment request ${row.id} has status ${row.status}`);
  return status;
}

export function depositView(row: PaymentRequestRow): DepositView {
  const channel = row.channel as DepositChannel;
  return {
    id: Number(row.id),
    channel,
    channelName: DEPOSIT_CHANNEL_NAMES[channel],
    amount: Number(row.amount),
    status: statusOf(row),
    memo: row.memo ?? '',
    instructions: row.instructions as PaymentInstructions,
    reason: row.reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function bankCardView(card: BankCardRow): BankCardView {
  const bank = bankByCode(card.bank_code);
  return {
    id: Number(card.id),
    bankCode: bank.code,
    bankName: bank.name,
    bankShortName: bank.shortName,
    accountMasked: maskAccount(card.account_number),
    holderName: card.holder_name,
    createdAt: iso(card.created_at),
  };
}

export function withdrawalView(row: PaymentRequestRow, card: BankCardRow): WithdrawalView {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    status: statusOf(row),
    card: bankCardView(card),
    reason: row.reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** 'Vietcombank 102***789': how a withdrawal is named in the history. */
export function cardDescription(bankCode: number, accountNumber: string): string {
  return `${bankByCode(bankCode).shortName} ${maskAccount(accountNumber)}`;
}
