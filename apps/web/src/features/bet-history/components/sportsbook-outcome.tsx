import type { BetRoundDetail } from '@app/contract';
import { formatDateTime, formatMoney } from '@app/domain';
import { ODDS_FORMAT_NAMES } from '@app/domain/sportsbook';
import { sportsbookRecallText as text } from '../../../lib/i18n/recall.ts';
import type { SportsbookDetail, SportsbookLeg } from '../utils/sportsbook-detail.ts';
import { betStatus, correctionText, legScore, marketTitle, outcomeTone, quoteText, selectionText } from '../utils/sportsbook-text.ts';
import './table-recall.css';

/** A sports bet: the slip as placed (single or xiên), each leg with its match, market, pick, price and outcome, then stake and return, and whether its result was corrected. */
export function SportsbookOutcome({ round, slip }: { round: BetRoundDetail; slip: SportsbookDetail }) {
  const status = betStatus(round);
  const corrected = correctionText(round, slip.correction);
  return (
    <div className="outcome">
      <dl className="outcome outcome--facts">
        <div>
          <dt>{text.status}</dt>
          <dd>
            {slip.betKind === 'single' ? text.single : text.accumulator(slip.legs.length)} ·{' '}
            <span className={`sb-tone sb-tone--${status.tone}`}>{status.text}</span>
          </dd>
        </div>
        <div>
          <dt>{text.format}</dt>
          <dd>{ODDS_FORMAT_NAMES[slip.format]}</dd>
        </div>
      </dl>
      <ol className="sb-legs" aria-label={text.legs}>
        {slip.legs.map((leg, i) => (
          <Leg key={i} leg={leg} label={slip.legs.length > 1 ? text.legOf(i + 1, slip.legs.length) : null} />
        ))}
      </ol>
      <dl className="outcome outcome--facts sb-sums">
        <div>
          <dt>{text.stake}</dt>
          <dd className="num">{formatMoney(slip.stake)}</dd>
        </div>
        {round.stake !== slip.stake ? (
          <div>
            <dt>{text.risk}</dt>
            <dd className="num">{formatMoney(round.stake)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{text.paid}</dt>
          <dd className="num">{round.status === 'open' ? text.awaiting : formatMoney(round.win)}</dd>
        </div>
      </dl>
      {corrected ? <p className="outcome__line sb-correction">{corrected}</p> : null}
      {slip.reason ? <p className="outcome__line">{text.reason(slip.reason)}</p> : null}
    </div>
  );
}

function Leg({ leg, label }: { leg: SportsbookLeg; label: string | null }) {
  const score = legScore(leg);
  const match = text.match(leg.home, leg.away);
  return (
    <li className="sb-leg" aria-label={label ? `${label}: ${match}` : match}>
      <p className="sb-leg__match">
        <strong>{match}</strong>
        <span className="sb-leg__meta">
          {leg.league}
          {leg.kickoff ? (
            <>
              {' · '}
              <time dateTime={leg.kickoff}>{formatDateTime(leg.kickoff)}</time>
            </>
          ) : null}
        </span>
      </p>
      <dl className="sb-leg__facts">
        <div>
          <dt>{text.market}</dt>
          <dd>{marketTitle(leg)}</dd>
        </div>
        <div className="sb-leg__pick">
          <dt>{text.pick}</dt>
          <dd>{selectionText(leg)}</dd>
        </div>
        <div>
          <dt>{text.price}</dt>
          <dd className="num">{quoteText(leg.quote)}</dd>
        </div>
        {score ? (
          <div>
            <dt>{text.score}</dt>
            <dd className="num">
              {score} <small>({text.periodNames[leg.period]})</small>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{text.outcome}</dt>
          <dd>
            <span className={`sb-tone sb-tone--${outcomeTone(leg.outcome)}`}>{leg.outcome ? text.outcomes[leg.outcome] : text.awaiting}</span>
          </dd>
        </div>
      </dl>
    </li>
  );
}
