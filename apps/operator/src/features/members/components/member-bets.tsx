import { useState } from 'react';
import type { BetRoundSummary } from '@app/contract';
import { formatDateTime, formatMoney } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useMemberBets, type MemberBetsFilters as Filters } from '../api/member-bets.ts';
import { BetRoundDialog } from './bet-round-dialog.tsx';
import { MemberBetsFilters } from './member-bets-filters.tsx';
import './member-bets.css';

/** Signed, so a loss reads as one: '+9,000' / '-1,000'. */
const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));
const netClass = (net: number) => (net < 0 ? 'amount--debit' : net > 0 ? 'amount--credit' : '');

/** "Lịch sử cược" of one member, as they see it themselves: rounds across providers, the totals, each round's recall. */
export function MemberBets({ memberId }: { memberId: string }) {
  const [filters, setFilters] = useState<Filters>({});
  const bets = useMemberBets(memberId, filters);
  const [open, setOpen] = useState<BetRoundSummary | null>(null);
  const filtered = Object.keys(filters).length > 0;
  const rounds = bets.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = bets.data?.pages[0]?.totals;
  const b = t.bets;
  const c = b.columns;

  return (
    <section className="panel" aria-labelledby="bets-heading">
      <header className="panel__header">
        <h2 id="bets-heading" className="panel__title">
          {b.heading}
        </h2>
        {totals ? (
          <span className="panel__meta num">
            {b.totals(formatMoney(totals.rounds))} · {b.totalTurnover}: {formatMoney(totals.turnover)} · {b.totalWins}: {formatMoney(totals.wins)} · {b.totalNet}:{' '}
            {signed(totals.net)} {t.detail.unit}
          </span>
        ) : null}
      </header>
      <p className="hint panel__body">{b.hint}</p>
      <MemberBetsFilters applied={filters} busy={bets.isFetching && !bets.isFetchingNextPage} onApply={setFilters} />
      {bets.isPending ? (
        <p className="hint panel__body" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : rounds.length === 0 ? (
        <p className="hint panel__body">{filtered ? b.filters.none : b.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{c.at}</th>
                <th scope="col">{c.provider}</th>
                <th scope="col">{c.game}</th>
                <th scope="col">{c.round}</th>
                <th scope="col" className="table__amount">
                  {c.stake}
                </th>
                <th scope="col" className="table__amount">
                  {c.win}
                </th>
                <th scope="col" className="table__amount">
                  {c.net}
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={`${r.provider}:${r.roundId}`}>
                  <td className="num nowrap">{formatDateTime(r.playedAt)}</td>
                  <td>{r.provider}</td>
                  <td>{r.gameName}</td>
                  <td className="mono">
                    <button type="button" className="table__link link-button" aria-label={b.open(r.roundId)} onClick={() => setOpen(r)}>
                      {r.roundId}
                    </button>
                  </td>
                  <td className="table__amount num">{formatMoney(r.stake)}</td>
                  <td className="table__amount num">{formatMoney(r.win)}</td>
                  <td className={`table__amount num ${netClass(r.net)}`}>{signed(r.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bets.data && rounds.length > 0 ? (
        <div className="more panel__body">
          {bets.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={bets.isFetchingNextPage}
              aria-busy={bets.isFetchingNextPage}
              onClick={() => void bets.fetchNextPage()}
            >
              {bets.isFetchingNextPage ? b.loadingMore : b.more}
            </button>
          ) : (
            <p className="hint">{b.end}</p>
          )}
        </div>
      ) : null}
      {open ? <BetRoundDialog memberId={memberId} round={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
