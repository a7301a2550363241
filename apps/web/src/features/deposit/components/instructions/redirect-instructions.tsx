import type { PaymentInstructions } from '@app/contract';
import { formatMoney } from '@app/domain';
import { depositText as m } from '../../../../lib/i18n/deposit.ts';
import { paymentPageUrl } from '../../utils/safe-url.ts';
import { FactList } from '../fact-list.tsx';
import { Warning } from '../warning.tsx';

type Redirect = Extract<PaymentInstructions, { kind: 'redirect' }>;

/**
 * Online banking: the bank's payment page opens in this tab; the gateway sends the member back to
 * /nap-tien?don=<id>, which shows the result step.
 */
export function RedirectInstructions({ instructions, amount }: { instructions: Redirect; amount: number }) {
  const url = paymentPageUrl(instructions.url);
  return (
    <>
      <FactList
        facts={[
          { label: m.amount.bank, value: instructions.bankName },
          { label: m.pay.amount, value: <span className="num">{formatMoney(amount)} VND</span>, strong: true },
        ]}
      />
      <p className="deposit-hint">{m.pay.toBankHint(instructions.bankName)}</p>
      {url ? (
        <a className="btn btn--gold btn--block btn--large" href={url}>
          {m.pay.toBank}
        </a>
      ) : (
        <Warning>{m.pay.badUrl}</Warning>
      )}
    </>
  );
}
