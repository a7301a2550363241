import type { BetHistoryPage } from '@app/contract';
import { formatMoney } from '@app/domain';
import { betHistoryText as text } from '../../../lib/i18n/play.ts';
import { SignedAmount } from './signed-amount.tsx';

/** The range's totals (over every page, not only those loaded): rounds, turnover, wins and the net. */
export function BetTotals({ totals }: { totals: BetHistoryPage['totals'] }) {
  return (
    <section className="bets__totals" aria-label={text.totals}>
      <dl>
        <div className="bets__total">
          <dt>{text.rounds}</dt>
          <dd className="num">{formatMoney(totals.rounds)}</dd>
        </div>
        <div className="bets__total">
          <dt>{text.turnover}</dt>
          <dd className="num">{formatMoney(totals.turnover)}</dd>
        </div>
        <div className="bets__total">
          <dt>{text.wins}</dt>
          <dd className="num">{formatMoney(totals.wins)}</dd>
        </div>
        <div className="bets__total">
          <dt>{text.net}</dt>
          <dd>
            <SignedAmount amount={totals.net} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
