import { useId, useState, type FormEvent } from 'react';
import type { MarketSide, TradingMarket } from '@app/contract/sandbox-sportsbook';
import { t } from '../../../lib/i18n.ts';
import { useDeskCall } from '../api/desk-call.ts';
import { pricesOf, SIDES_OF } from '../utils/market.ts';
import { PriceInputs } from './price-inputs.tsx';
import { Refusal, SubmitButton } from './refusal.tsx';

type PriceFormProps = { market: TradingMarket; name: string; onDone: () => void; onClose: () => void };

/** New prices for a market (its version moves on: a member's slip on the old ones is asked to confirm). */
export function PriceForm({ market, name, onDone, onClose }: PriceFormProps) {
  const p = t.sportsbook.priceForm;
  const titleId = useId();
  const errorsId = useId();
  const { submit, pending, refusal } = useDeskCall('sportsbookMarketPrice');
  const [format, setFormat] = useState(market.format);
  const [prices, setPrices] = useState<Partial<Record<MarketSide, string>>>(() => ({ ...market.prices }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit({ marketId: market.marketId, format, prices: pricesOf(market.kind, prices) })) onDone();
  };

  return (
    <form className="desk-subform" onSubmit={(e) => void send(e)} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} className="desk-section__title">
        {p.title(name)}
      </h4>
      <PriceInputs sides={SIDES_OF[market.kind]} format={format} onFormat={setFormat} prices={prices} onPrice={(side, q) => setPrices((was) => ({ ...was, [side]: q }))} />
      <Refusal id={errorsId} errors={refusal} />
      <div className="row-actions">
        <SubmitButton pending={pending} label={p.submit} />
        <button type="button" className="button button--ghost" disabled={pending} onClick={onClose}>
          {p.cancel}
        </button>
      </div>
    </form>
  );
}
