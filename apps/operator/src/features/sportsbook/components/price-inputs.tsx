import { useId } from 'react';
import type { MarketSide } from '@app/contract/sandbox-sportsbook';
import type { OddsFormat } from '@app/domain/sportsbook';
import { t } from '../../../lib/i18n.ts';

const FORMATS = Object.keys(t.sportsbook.formats) as OddsFormat[];

type PriceInputsProps = {
  sides: readonly MarketSide[];
  format: OddsFormat;
  onFormat: (format: OddsFormat) => void;
  prices: Partial<Record<MarketSide, string>>;
  onPrice: (side: MarketSide, quote: string) => void;
};

/** The odds format the prices are typed in, and one price per side of the market. */
export function PriceInputs({ sides, format, onFormat, prices, onPrice }: PriceInputsProps) {
  const f = t.sportsbook.marketForm;
  const id = useId();
  return (
    <div className="desk-form__row">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-format`}>
          {f.format}
        </label>
        <select id={`${id}-format`} className="field__input" value={format} onChange={(e) => onFormat(e.target.value as OddsFormat)}>
          {FORMATS.map((x) => (
            <option key={x} value={x}>
              {t.sportsbook.formats[x]}
            </option>
          ))}
        </select>
      </div>
      {sides.map((side) => (
        <div key={side} className="field desk-form__price">
          <label className="field__label" htmlFor={`${id}-${side}`}>
            {f.price(t.sportsbook.sides[side])}
          </label>
          <input
            id={`${id}-${side}`}
            className="field__input num"
            inputMode="decimal"
            required
            placeholder="0.92"
            value={prices[side] ?? ''}
            onChange={(e) => onPrice(side, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
