import type { PaymentInstructions } from '@app/contract';
import { useId } from 'react';
import { QrCode } from '../../../../components/qr/qr-code.tsx';
import { depositText as m } from '../../../../lib/i18n/deposit.ts';
import { accountFacts } from '../account-facts.tsx';
import { FactList } from '../fact-list.tsx';
import { Warning } from '../warning.tsx';

type EWallet = Extract<PaymentInstructions, { kind: 'e-wallet' }>;

/** MoMo / ZaloPay / ViettelPay: the code the wallet app scans, that wallet's own steps, then the facts. */
export function EWalletInstructions({ instructions, amount }: { instructions: EWallet; amount: number }) {
  const id = useId();
  const wallet = m.pay.walletNames[instructions.wallet];
  return (
    <>
      <div className="deposit-qr">
        <QrCode value={instructions.qrPayload} label={m.pay.walletQrLabel(wallet)} fallback={<Warning>{m.pay.qrFailed}</Warning>} />
      </div>
      <section className="deposit-wallet-steps" aria-labelledby={`${id}-steps`}>
        <h3 id={`${id}-steps`} className="deposit-subtitle">
          {m.pay.walletSteps(wallet)}
        </h3>
        <ol>
          {instructions.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <Warning>{m.pay.memoWarning}</Warning>
      <FactList facts={accountFacts(instructions.account, amount, instructions.memo, m.pay.receivingWallet)} />
    </>
  );
}
