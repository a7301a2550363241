import type { BetRoundSummary } from '@app/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { refusalMessage } from '../../../lib/error-dialog.ts';
import { betHistoryText as text } from '../../../lib/i18n/play.ts';
import { isRangeValid } from '../../../lib/vietnam-day.ts';
import { useBetHistory } from '../api/get-bet-history.ts';
import { defaultBetFilters, type BetFilters } from '../utils/filters.ts';
import { BetFiltersBar } from './bet-filters.tsx';
import { BetCards, BetTable } from './bet-rows.tsx';
import { BetsEmpty, BetsFailed, BetsSkeleton } from './bet-states.tsx';
import { BetTotals } from './bet-totals.tsx';
import './bets.css';

// The recall (every game's outcome views) is its own chunk: the list shows without it, and fetches it once it has rounds to open.
const loadRoundDialog = () => import('./round-dialog.tsx');
const RoundDialog = lazy(() => loadRoundDialog().then((m) => ({ default: m.RoundDialog })));

/** "Lịch sử cược": filters, the range's totals, the rounds loaded so far ("Xem thêm" for more), each opening its recall. */
export function BetHistoryPanel({ variant }: { variant: 'mobile' | 'desktop' }) {
  const [filters, setFilters] = useState<BetFilters>(() => defaultBetFilters());
  const [open, setOpen] = useState<BetRoundSummary | null>(null);
  const history = useBetHistory(filters);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = history.data?.pages[0]?.totals;
  const rangeOk = isRangeValid(filters);
  const hasRounds = items.length > 0;
  useEffect(() => {
    if (hasRounds) void loadRoundDialog();
  }, [hasRounds]);

  function body() {
    if (history.isError && !history.data) {
      return <BetsFailed message={refusalMessage(history.error) ?? text.loadFailed} onRetry={() => void history.refetch()} />;
    }
    // A reversed date range asks nothing: the alert under the filters says why.
    if (!rangeOk) return null;
    if (history.isPending) return <BetsSkeleton />;
    if (items.length === 0) return <BetsEmpty />;
    return variant === 'mobile' ? <BetCards items={items} onOpen={setOpen} /> : <BetTable items={items} onOpen={setOpen} />;
  }

  return (
    <div className={`bets bets--${variant}`}>
      <BetFiltersBar value={filters} onChange={setFilters} />
      {totals && rangeOk ? <BetTotals totals={totals} /> : null}
      <div className="bets__results" aria-busy={history.isFetching}>
        {body()}
        {history.hasNextPage && items.length > 0 && rangeOk ? (
          <button
            type="button"
            className="btn btn--outline btn--block bets__more"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
            {text.more}
          </button>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <RoundDialog round={open} variant={variant} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
