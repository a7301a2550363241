import type { PaymentInstructions } from '@app/contract';
import { QrCode } from '../../../../components/qr/qr-code.tsx';
import { depositText as m } from '../../../../lib/i18n/deposit.ts';
import { accountFacts } from '../account-facts.tsx';
import { FactList } from '../fact-list.tsx';
import { Warning } from '../warning.tsx';

type VietQr = Extract<PaymentInstructions, { kind: 'vietqr' }>;

/** VietQR: a code any Vietnamese banking app scans (account, amount and memo filled in), plus the facts in words. */
export function VietQrInstructions({ instructions, amount }: { instructions: VietQr; amount: number }) {
  return (
    <>
      <div className="deposit-qr">
        <QrCode value={instructions.qrPayload} label={m.pay.vietQrLabel} fallback={<Warning>{m.pay.qrFailed}</Warning>} />
        <p className="deposit-qr__hint">{m.pay.vietQrHint}</p>
      </div>
      <Warning>{m.pay.memoWarning}</Warning>
      <FactList facts={accountFacts(instructions.account, amount, instructions.memo)} />
    </>
  );
}
