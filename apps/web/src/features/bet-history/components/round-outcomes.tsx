import { formatMoney, TAI_XIU_BETS, type SlotDefinition, type SlotRoundResult, type TaiXiuBet } from '@app/domain';
import { recallText as text } from '../../../lib/i18n/play.ts';
import { SlotScreen } from './slot-screen.tsx';
import './recall.css';

/** A slot round: the base spin, each free spin it earned (folded), and the round's total. */
export function SlotOutcome({ def, result }: { def: SlotDefinition; result: SlotRoundResult }) {
  return (
    <div className="outcome">
      <SlotScreen def={def} spin={result} />
      {result.freeSpins.length > 0 ? (
        <div className="outcome__free">
          <p className="outcome__line">{text.freeSpins(result.freeSpins.length, def.freeSpins.multiplier)}</p>
          {result.freeSpins.map((spin, i) => (
            <details key={i} className="outcome__free-spin">
              <summary>
                {text.freeSpinOf(i + 1)} · <span className="num">{formatMoney(spin.win)}</span>
              </summary>
              <SlotScreen def={def} spin={spin} caption={text.freeSpinOf(i + 1)} />
            </details>
          ))}
        </div>
      ) : null}
      <p className="outcome__total">
        <span>{text.totalWin}</span> <strong className="num">{formatMoney(result.totalWin)}</strong>
      </p>
    </div>
  );
}

/** A shot: which fish, its multiplier, captured or missed, and what it paid. */
export function FishingOutcome({ fishName, multiplier, captured, win }: { fishName: string; multiplier: number; captured: boolean; win: number }) {
  return (
    <dl className="outcome outcome--facts">
      <div>
        <dt>{text.fish}</dt>
        <dd>
          {fishName} ({text.multiplier(multiplier)})
        </dd>
      </div>
      <div>
        <dt>{text.win}</dt>
        <dd>
          <span className={captured ? 'outcome__good' : 'outcome__bad'}>{captured ? text.captured : text.missed}</span> ·{' '}
          <span className="num">{formatMoney(win)}</span>
        </dd>
      </div>
    </dl>
  );
}

/** A roll: the bet, the three dice and their total, and whether the bet won. */
export function TaiXiuOutcome({ bet, dice, total, triple, won, win }: { bet: TaiXiuBet; dice: readonly number[]; total: number; triple: boolean; won: boolean; win: number }) {
  return (
    <dl className="outcome outcome--facts">
      <div>
        <dt>{text.bet}</dt>
        <dd>{TAI_XIU_BETS[bet].name}</dd>
      </div>
      <div>
        <dt>{text.dice}</dt>
        <dd className="num">
          {text.diceValues(dice)}
          {triple ? ` (${text.triple})` : ''}
        </dd>
      </div>
      <div>
        <dt>{text.total}</dt>
        <dd className="num">{total}</dd>
      </div>
      <div>
        <dt>{text.win}</dt>
        <dd>
          <span className={won ? 'outcome__good' : 'outcome__bad'}>{won ? text.won : text.lost}</span> · <span className="num">{formatMoney(win)}</span>
        </dd>
      </div>
    </dl>
  );
}
