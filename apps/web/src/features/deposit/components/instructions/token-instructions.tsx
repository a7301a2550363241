import type { PaymentInstructions } from '@app/contract';
import { formatMoney } from '@app/domain';
import { QrCode } from '../../../../components/qr/qr-code.tsx';
import { depositText as m } from '../../../../lib/i18n/deposit.ts';
import { FactList } from '../fact-list.tsx';
import { Warning } from '../warning.tsx';

type Token = Extract<PaymentInstructions, { kind: 'token' }>;

/** Token: the address (QR and text), its network, the amount in tokens at the quoted rate. */
export function TokenInstructions({ instructions, amount }: { instructions: Token; amount: number }) {
  const { asset, network, address, tokenAmount, rate, qrPayload } = instructions;
  return (
    <>
      <div className="deposit-qr">
        <QrCode value={qrPayload} label={m.pay.tokenQrLabel} fallback={<Warning>{m.pay.qrFailed}</Warning>} />
      </div>
      <Warning>{m.pay.tokenWarning(asset, network)}</Warning>
      <FactList
        facts={[
          {
            label: m.pay.address,
            value: <span className="deposit-address">{address}</span>,
            copy: { text: address, label: m.pay.copyAddress },
          },
          { label: m.pay.network, value: m.pay.networkValue(network) },
          {
            label: m.pay.tokenAmount,
            value: <span className="num">{`${tokenAmount} ${asset}`}</span>,
            copy: { text: tokenAmount, label: m.pay.copyTokenAmount },
            strong: true,
          },
          { label: m.pay.rate, value: <span className="num">{m.pay.rateValue(asset, formatMoney(rate))}</span> },
          { label: m.pay.amount, value: <span className="num">{formatMoney(amount)} VND</span> },
        ]}
      />
    </>
  );
}
