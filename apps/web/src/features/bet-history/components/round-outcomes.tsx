import { formatDateTime, formatMoney, TAI_XIU_BETS, verifyServerSeed, type SlotDefinition, type SlotRoundResult, type TaiXiuBet } from '@app/domain';
import { baCangNumber, deNumber, DEFAULT_LOTTERY_ODDS, fairNorthernDraw, LOTTERY_BETS, NORTHERN_PRIZES, settleTicket } from '@app/domain/lottery';
import type { LotteryDetail } from '../utils/round-detail.ts';
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

/**
 * A lottery ticket: the draw, the bet type, each number with how many times it came out, the result.
 * Once drawn, the draw's prizes are computed here from its revealed seed (fairNorthernDraw), the seed is
 * checked against the hash committed before the ticket was sold, and the ticket is settled again from
 * those prizes: the page says whether all of it matches what the provider paid.
 */
export function LotteryOutcome({ ticket, seedHash }: { ticket: LotteryDetail; seedHash: string }) {
  const hits = new Map(ticket.result?.numbers.map((n) => [n.number, n.hits]) ?? []);
  const prizes = ticket.draw ? fairNorthernDraw(ticket.draw.serverSeed, ticket.drawId) : null;
  const fair =
    ticket.draw && prizes && ticket.result
      ? verifyServerSeed(ticket.draw.serverSeed, seedHash) &&
        settleTicket({ betType: ticket.betType, numbers: ticket.numbers, points: ticket.points }, prizes, ticketOdds(ticket)).payout === ticket.result.payout
      : null;
  return (
    <div className="outcome">
      <dl className="outcome outcome--facts">
        <div>
          <dt>{text.draw}</dt>
          <dd>
            <span className="num">{ticket.drawId}</span> · <time dateTime={ticket.drawAt}>{formatDateTime(ticket.drawAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{text.betType}</dt>
          <dd>
            {LOTTERY_BETS[ticket.betType].name} · {text.points(ticket.points)}
          </dd>
        </div>
        <div>
          <dt>{text.numbers}</dt>
          <dd className="outcome__numbers">
            {ticket.numbers.map((n) => (
              <span key={n} className={`outcome__ball${(hits.get(n) ?? 0) > 0 ? ' outcome__ball--hit' : ''}`}>
                <span className="num">{n}</span>
                {ticket.result ? <small>{text.hits(hits.get(n) ?? 0)}</small> : null}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{text.win}</dt>
          <dd>
            {ticket.result ? (
              <>
                <span className={ticket.result.payout > 0 ? 'outcome__good' : 'outcome__bad'}>{ticket.result.payout > 0 ? text.won : text.lost}</span> ·{' '}
                <span className="num">{formatMoney(ticket.result.payout)}</span>
              </>
            ) : (
              text.awaitingDraw
            )}
          </dd>
        </div>
      </dl>
      {prizes ? (
        <>
          <table className="outcome__prizes">
            <caption>{text.prizes(ticket.drawId)}</caption>
            <tbody>
              {NORTHERN_PRIZES.map((tier) => (
                <tr key={tier.id}>
                  <th scope="row">{tier.name}</th>
                  <td className="num">{prizes[tier.id].join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="outcome__line">{text.deAndBaCang(deNumber(prizes), baCangNumber(prizes))}</p>
          <p className={fair ? 'outcome__good' : 'outcome__bad'}>{fair ? text.drawMatchesSeed : text.drawDiffersFromSeed}</p>
        </>
      ) : null}
    </div>
  );
}

/** The odds the ticket was sold at (recorded with it), else the book's defaults. */
function ticketOdds(ticket: LotteryDetail) {
  return ticket.odds ?? DEFAULT_LOTTERY_ODDS[ticket.betType];
}
