import { useId, useState } from 'react';
import { formatMoney } from '@app/domain';
import type { TradingFixture, TradingMarket } from '@app/contract/sandbox-sportsbook';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDeskCall } from '../api/desk-call.ts';
import { SIDES_OF } from '../utils/market.ts';
import { PriceForm } from './price-form.tsx';
import { Refusal } from './refusal.tsx';

type MarketTableProps = { fixture: TradingFixture; onNotice: (notice: string) => void };

/** "(Cả trận) Kèo châu Á -0.75": how a market is named on the desk. */
export const marketName = (m: TradingMarket) => t.sportsbook.markets.rowLabel(t.sportsbook.kinds[m.kind], t.sportsbook.periods[m.period], m.line === null ? '' : String(m.line));

/** The fixture's markets with their prices; the trading roles move prices, suspend ("Tạm khóa") and reopen ("Mở lại"). */
export function MarketTable({ fixture, onNotice }: MarketTableProps) {
  const m = t.sportsbook.markets;
  const may = useMay();
  const errorsId = useId();
  const suspend = useDeskCall('sportsbookMarketSuspend');
  const reopen = useDeskCall('sportsbookMarketReopen');
  const [pricing, setPricing] = useState<TradingMarket | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const trading = may('sportsbookMarketPrice') || may('sportsbookMarketSuspend') || may('sportsbookMarketReopen');

  const toggle = async (market: TradingMarket) => {
    const open = market.status === 'open';
    (open ? reopen : suspend).clearRefusal();
    setBusyId(market.marketId);
    const answer = await (open ? suspend : reopen).submit({ marketId: market.marketId });
    setBusyId(null);
    if (answer) onNotice(open ? m.suspended : m.reopened);
  };

  return (
    <div className="panel__body desk-section">
      <h3 className="desk-section__title">{m.title}</h3>
      {fixture.markets.length === 0 ? (
        <p className="hint">{m.empty}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--compact desk-markets">
            <thead>
              <tr>
                <th scope="col">{m.columns.kind}</th>
                <th scope="col">{m.columns.prices}</th>
                <th scope="col">{m.columns.stakes}</th>
                <th scope="col">{m.columns.status}</th>
                {trading ? <th scope="col">{m.columns.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {fixture.markets.map((market) => {
                const name = marketName(market);
                const busy = busyId === market.marketId;
                return (
                  <tr key={market.marketId}>
                    <td>
                      <span className="cell__main">{name}</span>
                      <span className="cell__sub">{t.sportsbook.formats[market.format]}</span>
                    </td>
                    <td className="num">
                      {SIDES_OF[market.kind].map((side) => (
                        <span key={side} className="desk-price">
                          {t.sportsbook.sides[side]} <strong>{market.prices[side] ?? t.none}</strong>
                        </span>
                      ))}
                      <span className="cell__sub">{m.version(market.priceVersion)}</span>
                    </td>
                    <td className="num nowrap">
                      {formatMoney(market.minStake)} – {formatMoney(market.maxStake)}
                    </td>
                    <td className="nowrap">
                      <span className={`fstate fstate--m-${market.status}`}>{t.sportsbook.marketStatuses[market.status]}</span>
                    </td>
                    {trading ? (
                      <td>
                        {market.status === 'settled' ? null : (
                          <div className="row-actions">
                            {may('sportsbookMarketPrice') ? (
                              <button type="button" className="button button--small button--ghost" aria-label={`${m.changePrice}: ${name}`} onClick={() => setPricing(market)}>
                                {m.changePrice}
                              </button>
                            ) : null}
                            {may(market.status === 'open' ? 'sportsbookMarketSuspend' : 'sportsbookMarketReopen') ? (
                              <button
                                type="button"
                                className="button button--small button--ghost"
                                aria-label={`${market.status === 'open' ? m.suspend : m.reopen}: ${name}`}
                                disabled={busy}
                                aria-busy={busy}
                                onClick={() => void toggle(market)}
                              >
                                {busy ? <span className="spinner" aria-hidden="true" /> : null}
                                {market.status === 'open' ? m.suspend : m.reopen}
                              </button>
                            ) : null}
                          </div>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Refusal id={errorsId} errors={suspend.refusal ?? reopen.refusal} />
      {pricing ? (
        <PriceForm
          key={pricing.marketId}
          market={pricing}
          name={marketName(pricing)}
          onDone={() => {
            setPricing(null);
            onNotice(t.sportsbook.priceForm.changed);
          }}
          onClose={() => setPricing(null)}
        />
      ) : null}
    </div>
  );
}
