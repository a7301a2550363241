import { useId, useState, type FormEvent } from 'react';
import type { MarketSide, TradingMarket } from '@app/contract/sandbox-sportsbook';
import { DEFAULT_ODDS_FORMAT, type OddsFormat } from '@app/domain/sportsbook';
import { t } from '../../../lib/i18n.ts';
import { useDeskCall } from '../api/desk-call.ts';
import { hasLine, parseLine, pricesOf, SIDES_OF, type MarketKind } from '../utils/market.ts';
import { PriceInputs } from './price-inputs.tsx';
import { Refusal, SubmitButton } from './refusal.tsx';

const KINDS = Object.keys(t.sportsbook.kinds) as MarketKind[];
const PERIODS = Object.keys(t.sportsbook.periods) as TradingMarket['period'][];
const wholeNumber = (typed: string) => (/^\d+$/.test(typed.replace(/[.,\s]/g, '')) ? Number(typed.replace(/[.,\s]/g, '')) : null);

/** A new market on the fixture: kind, period, line, a price per side in the chosen odds format, stake limits. */
export function MarketForm({ fixtureId, onNotice }: { fixtureId: string; onNotice: (notice: string) => void }) {
  const f = t.sportsbook.marketForm;
  const ids = { title: useId(), kind: useId(), period: useId(), line: useId(), lineHint: useId(), min: useId(), max: useId(), errors: useId() };
  const { submit, pending, refusal, clearRefusal } = useDeskCall('sportsbookMarketCreate');
  const [kind, setKind] = useState<MarketKind>('handicap');
  const [period, setPeriod] = useState<TradingMarket['period']>('full-time');
  const [line, setLine] = useState('');
  const [format, setFormat] = useState<OddsFormat>(DEFAULT_ODDS_FORMAT);
  const [prices, setPrices] = useState<Partial<Record<MarketSide, string>>>({});
  const [minStake, setMinStake] = useState('10000');
  const [maxStake, setMaxStake] = useState('5000000');
  const [missing, setMissing] = useState<string[]>([]);
  const errors = refusal ?? missing;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    const lineValue = hasLine(kind) ? parseLine(line) : null;
    const min = wholeNumber(minStake);
    const max = wholeNumber(maxStake);
    const gaps = [...(hasLine(kind) && lineValue === null ? [f.lineInvalid] : []), ...(min === null || max === null ? [f.stakeInvalid] : [])];
    setMissing(gaps);
    if (gaps.length > 0 || min === null || max === null) return;
    const answer = await submit({ fixtureId, kind, period, line: lineValue, format, prices: pricesOf(kind, prices), minStake: min, maxStake: max });
    if (answer) {
      setLine('');
      setPrices({});
      onNotice(f.created);
    }
  };

  return (
    <div className="panel__body desk-section">
      <form className="desk-form" onSubmit={(e) => void send(e)} noValidate aria-labelledby={ids.title}>
        <h3 id={ids.title} className="desk-section__title">
          {f.title}
        </h3>
        <div className="desk-form__row">
          <div className="field">
            <label className="field__label" htmlFor={ids.kind}>
              {f.kind}
            </label>
            <select id={ids.kind} className="field__input" value={kind} onChange={(e) => setKind(e.target.value as MarketKind)}>
              {KINDS.map((x) => (
                <option key={x} value={x}>
                  {t.sportsbook.kinds[x]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.period}>
              {f.period}
            </label>
            <select id={ids.period} className="field__input" value={period} onChange={(e) => setPeriod(e.target.value as TradingMarket['period'])}>
              {PERIODS.map((x) => (
                <option key={x} value={x}>
                  {t.sportsbook.periods[x]}
                </option>
              ))}
            </select>
          </div>
          {hasLine(kind) ? (
            <div className="field desk-form__price">
              <label className="field__label" htmlFor={ids.line}>
                {f.line}
              </label>
              <input
                id={ids.line}
                className="field__input num"
                inputMode="decimal"
                required
                placeholder={kind === 'handicap' ? '-0.75' : '2.5'}
                aria-describedby={ids.lineHint}
                value={line}
                onChange={(e) => setLine(e.target.value)}
              />
            </div>
          ) : null}
        </div>
        {hasLine(kind) ? (
          <p id={ids.lineHint} className="hint desk-form__hint">
            {f.lineHint}
          </p>
        ) : null}
        <PriceInputs sides={SIDES_OF[kind]} format={format} onFormat={setFormat} prices={prices} onPrice={(side, q) => setPrices((was) => ({ ...was, [side]: q }))} />
        <div className="desk-form__row">
          <div className="field">
            <label className="field__label" htmlFor={ids.min}>
              {f.minStake}
            </label>
            <input id={ids.min} className="field__input num" inputMode="numeric" required value={minStake} onChange={(e) => setMinStake(e.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.max}>
              {f.maxStake}
            </label>
            <input id={ids.max} className="field__input num" inputMode="numeric" required value={maxStake} onChange={(e) => setMaxStake(e.target.value)} />
          </div>
        </div>
        <Refusal id={ids.errors} errors={errors} />
        <div>
          <SubmitButton pending={pending} label={f.submit} />
        </div>
      </form>
    </div>
  );
}
