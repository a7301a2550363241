import { BACCARAT_BETS, XOC_DIA_BETS } from '@app/domain/casino';
import type { ReactNode } from 'react';
import { tableRecallText as text } from '../../../lib/i18n/recall.ts';
import type { BaccaratDetail, BaccaratResultDetail, XocDiaDetail } from '../utils/table-detail.ts';
import { PlayingCard } from './playing-card.tsx';
import { TableBets } from './table-bets.tsx';
import './table-recall.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A baccarat round: the table and round, both hands with their totals, the winner and pairs, then each cửa bet. */
export function BaccaratOutcome({ round }: { round: BaccaratDetail }) {
  const { result } = round;
  return (
    <div className="outcome">
      <dl className="outcome outcome--facts">
        <Fact label={text.table}>{round.tableName}</Fact>
        <Fact label={text.round}>
          <span className="num">{text.roundNo(round.roundNo)}</span>
        </Fact>
        <Fact label={text.outcome}>{result ? `${text.winner[result.winner]}${result.natural ? ` (${text.natural})` : ''}` : text.awaiting}</Fact>
        {result ? <Fact label={text.pairs}>{pairsText(result)}</Fact> : null}
      </dl>
      {result ? (
        <div className="bac-hands">
          <Hand side={text.player} cards={result.player} total={result.playerTotal} won={result.winner === 'player'} />
          <Hand side={text.banker} cards={result.banker} total={result.bankerTotal} won={result.winner === 'banker'} />
        </div>
      ) : null}
      <TableBets lines={round.lines} names={BACCARAT_BETS} />
    </div>
  );
}

function pairsText(result: BaccaratResultDetail): string {
  const pairs = [result.playerPair ? text.playerPair : null, result.bankerPair ? text.bankerPair : null].filter((p) => p !== null);
  return pairs.length > 0 ? pairs.join(', ') : text.noPair;
}

function Hand({ side, cards, total, won }: { side: string; cards: readonly number[]; total: number; won: boolean }) {
  return (
    <div role="group" className={`bac-hand${won ? ' bac-hand--won' : ''}`} aria-label={text.cardsOf(side)}>
      <h4 className="bac-hand__title">
        <span>{side}</span> <strong className="num">{text.points(total)}</strong>
      </h4>
      <div className="bac-hand__cards">
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} />
        ))}
      </div>
    </div>
  );
}

/** A xóc đĩa round: the table and round, the four coins, the number of reds with Chẵn/Lẻ, then each cửa bet. */
export function XocDiaOutcome({ round }: { round: XocDiaDetail }) {
  const { result } = round;
  return (
    <div className="outcome">
      <dl className="outcome outcome--facts">
        <Fact label={text.table}>{round.tableName}</Fact>
        <Fact label={text.round}>
          <span className="num">{text.roundNo(round.roundNo)}</span>
        </Fact>
        {result ? (
          <>
            <Fact label={text.coins}>
              <span className="xd-coins">
                {result.coins.map((coin, i) => (
                  <span key={i} className={`xd-coin xd-coin--${coin}`} role="img" aria-label={text.coin[coin]} />
                ))}
              </span>
            </Fact>
            <Fact label={text.outcome}>
              {text.redCount(result.reds)} · {text.parityName[result.parity]}
            </Fact>
          </>
        ) : (
          <Fact label={text.outcome}>{text.awaiting}</Fact>
        )}
      </dl>
      <TableBets lines={round.lines} names={XOC_DIA_BETS} />
    </div>
  );
}
