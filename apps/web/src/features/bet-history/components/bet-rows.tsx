import type { BetRoundSummary } from '@app/contract';
import { formatDateTime, formatMoney, GAME_PROVIDERS } from '@app/domain';
import { betHistoryText as text } from '../../../lib/i18n/play.ts';
import { shortRoundId } from '../utils/money.ts';
import { SignedAmount } from './signed-amount.tsx';

type RowsProps = { items: BetRoundSummary[]; onOpen: (round: BetRoundSummary) => void };

const providerName = (code: string) => GAME_PROVIDERS.find((p) => p.code === code)?.name ?? code;

/** The round's net result, or, for a bet whose result is not in yet (a ticket before its draw), that it waits. */
function Outcome({ item }: { item: BetRoundSummary }) {
  if (item.status === 'open') return <span className="bets__pending">{text.pending}</span>;
  return <SignedAmount amount={item.net} />;
}

/** Phones: one card per round, the whole card (named "Xem ván …" by what it shows) opens its recall. */
export function BetCards({ items, onOpen }: RowsProps) {
  return (
    <ul className="bets__cards" aria-label={text.list}>
      {items.map((item) => (
        <li key={`${item.provider}:${item.roundId}`}>
          <button type="button" className="bets__card" onClick={() => onOpen(item)}>
            <span className="visually-hidden">{text.openRound} </span>
            <span className="bets__card-top">
              <span className="bets__game">{item.gameName}</span>
              <Outcome item={item} />
            </span>
            <span className="bets__card-mid">
              <span>
                {text.stake} <span className="num">{formatMoney(item.stake)}</span>
              </span>
              {item.status !== 'open' && (
                <span>
                  {text.win} <span className="num">{formatMoney(item.win)}</span>
                </span>
              )}
            </span>
            <span className="bets__card-bottom">
              <time className="num" dateTime={item.playedAt}>
                {formatDateTime(item.playedAt)}
              </time>
              <span>
                {providerName(item.provider)} · {shortRoundId(item.roundId)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table, one row per round; the round id opens its recall. */
export function BetTable({ items, onOpen }: RowsProps) {
  return (
    <table className="bets__table">
      <caption className="visually-hidden">{text.list}</caption>
      <thead>
        <tr>
          <th scope="col">{text.time}</th>
          <th scope="col">{text.provider}</th>
          <th scope="col">{text.game}</th>
          <th scope="col">{text.roundId}</th>
          <th scope="col" className="bets__num-col">
            {text.stake}
          </th>
          <th scope="col" className="bets__num-col">
            {text.win}
          </th>
          <th scope="col" className="bets__num-col">
            {text.net}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.provider}:${item.roundId}`}>
            <td className="num">
              <time dateTime={item.playedAt}>{formatDateTime(item.playedAt)}</time>
            </td>
            <td>{providerName(item.provider)}</td>
            <td>{item.gameName}</td>
            <td>
              <button type="button" className="bets__round-link" onClick={() => onOpen(item)}>
                <span className="visually-hidden">{text.openRound} </span>
                {shortRoundId(item.roundId)}
                <span className="visually-hidden"> {text.ofGame(item.gameName)}</span>
              </button>
            </td>
            <td className="bets__num-col num">{formatMoney(item.stake)}</td>
            <td className="bets__num-col num">{item.status === 'open' ? '' : formatMoney(item.win)}</td>
            <td className="bets__num-col">
              <Outcome item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
