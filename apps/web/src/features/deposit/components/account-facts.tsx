import type { PaymentInstructions } from '@app/contract';
import { formatMoney, groupInFours } from '@app/domain';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import type { Fact } from './fact-list.tsx';

type ReceivingAccount = Extract<PaymentInstructions, { kind: 'bank-transfer' }>['account'];

/**
 * Where to send the money and what to write: the same five facts for a bank transfer, a VietQR code
 * and an e-wallet. The account number is shown in groups of four (D8) but copied as plain digits, and
 * the amount is copied without commas, as banking apps expect.
 */
export function accountFacts(
  account: ReceivingAccount,
  amount: number,
  memo: string,
  receiverLabel: string = m.pay.receivingBank,
): Fact[] {
  return [
    { label: receiverLabel, value: receiverName(account) },
    {
      label: m.pay.accountNumber,
      value: <span className="num">{groupInFours(account.accountNumber)}</span>,
      copy: { text: account.accountNumber, label: m.pay.copyAccount },
    },
    { label: m.pay.accountName, value: account.accountName },
    {
      label: m.pay.amount,
      value: <span className="num">{formatMoney(amount)} VND</span>,
      copy: { text: String(amount), label: m.pay.copyAmount },
      strong: true,
    },
    { label: m.pay.memo, value: <span className="deposit-memo">{memo}</span>, copy: { text: memo, label: m.pay.copyMemo }, strong: true },
  ];
}

/** 'Vietcombank — Ngân hàng TMCP Ngoại thương Việt Nam'; a wallet whose two names agree is named once. */
function receiverName(account: ReceivingAccount): string {
  return account.bankShortName === account.bankName ? account.bankName : `${account.bankShortName} — ${account.bankName}`;
}
