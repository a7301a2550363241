import type { PaymentInstructions } from '@app/contract';
import { depositText as m } from '../../../../lib/i18n/deposit.ts';
import { accountFacts } from '../account-facts.tsx';
import { FactList } from '../fact-list.tsx';
import { Warning } from '../warning.tsx';

type BankTransfer = Extract<PaymentInstructions, { kind: 'bank-transfer' }>;

/** ATM / bank transfer: the receiving account and the memo, each with a copy button. */
export function TransferInstructions({ instructions, amount }: { instructions: BankTransfer; amount: number }) {
  return (
    <>
      <Warning>{m.pay.memoWarning}</Warning>
      <FactList facts={accountFacts(instructions.account, amount, instructions.memo)} />
    </>
  );
}
