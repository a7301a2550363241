import type { DepositView } from '@app/contract';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import { EWalletInstructions } from './instructions/e-wallet-instructions.tsx';
import { RedirectInstructions } from './instructions/redirect-instructions.tsx';
import { TokenInstructions } from './instructions/token-instructions.tsx';
import { TransferInstructions } from './instructions/transfer-instructions.tsx';
import { VietQrInstructions } from './instructions/vietqr-instructions.tsx';

/** Step 2: how to pay, per kind of instructions. The deposit already exists (status 2). */
export function InstructionsStep({ deposit, onPaid }: { deposit: DepositView; onPaid: () => void }) {
  return (
    <section className="deposit-card" aria-labelledby="deposit-step-heading">
      <h2 id="deposit-step-heading" className="deposit-card__title" tabIndex={-1}>
        {m.pay.heading} · {deposit.channelName}
      </h2>
      <PaymentDetails deposit={deposit} />
      <button type="button" className="btn btn--primary btn--block btn--large" onClick={onPaid}>
        {m.pay.done}
      </button>
    </section>
  );
}

function PaymentDetails({ deposit }: { deposit: DepositView }) {
  const { instructions, amount } = deposit;
  switch (instructions.kind) {
    case 'redirect':
      return <RedirectInstructions instructions={instructions} amount={amount} />;
    case 'bank-transfer':
      return <TransferInstructions instructions={instructions} amount={amount} />;
    case 'vietqr':
      return <VietQrInstructions instructions={instructions} amount={amount} />;
    case 'e-wallet':
      return <EWalletInstructions instructions={instructions} amount={amount} />;
    case 'token':
      return <TokenInstructions instructions={instructions} amount={amount} />;
  }
}
