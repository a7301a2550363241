import { formatDateTime } from '@app/domain';
import type { TradingFixture } from '@app/contract/sandbox-sportsbook';
import { t } from '../../../lib/i18n.ts';
import { scoreLine } from '../utils/market.ts';

type FixtureTableProps = { fixtures: TradingFixture[]; openId: string | null; onOpen: (fixture: TradingFixture) => void };

/** The fixtures in the desk's order (in play, next to kick off, then over): when, who, where, how far along, the bets on it, the result once entered. */
export function FixtureTable({ fixtures, openId, onOpen }: FixtureTableProps) {
  const s = t.sportsbook;
  const c = s.columns;
  return (
    <div className="table-wrap desk-table-wrap">
      <table className="table desk-table">
        <thead>
          <tr>
            <th scope="col">{c.kickoff}</th>
            <th scope="col">{c.match}</th>
            <th scope="col">{c.league}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.bets}</th>
            <th scope="col">{c.result}</th>
            <th scope="col">
              <span className="visually-hidden">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fixtures.map((f) => {
            const match = s.versus(f.home, f.away);
            return (
              <tr key={f.fixtureId} className={f.fixtureId === openId ? 'desk-table__open' : undefined}>
                <td className="num nowrap">{formatDateTime(f.kickoff)}</td>
                <td>
                  <span className="cell__main">{match}</span>
                  <span className="cell__sub">{s.sports[f.sport]}</span>
                </td>
                <td>{f.league}</td>
                <td className="nowrap">
                  <span className={`fstate fstate--${f.status}`}>{s.statuses[f.status]}</span>
                </td>
                <td className="num">{s.betCounts(f.bets.open, f.bets.settled)}</td>
                <td className="num">
                  {f.result ? scoreLine(f.result) : t.none}
                  {f.cancelReason ? <span className="cell__sub">{f.cancelReason}</span> : null}
                </td>
                <td className="nowrap">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={s.manageLabel(match)}
                    aria-expanded={f.fixtureId === openId}
                    onClick={() => onOpen(f)}
                  >
                    {s.manage}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
