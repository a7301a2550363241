import { useState } from 'react';
import { refusalMessage } from '../../../lib/error-dialog.ts';
import { historyText as text } from '../../../lib/i18n/history.ts';
import { useTransactionHistory } from '../api/get-transaction-history.ts';
import { defaultHistoryFilters, isRangeValid, type HistoryFilters } from '../utils/filters.ts';
import { HistoryFiltersBar } from './history-filters.tsx';
import { HistoryCards, HistoryTable } from './history-rows.tsx';
import { HistoryEmpty, HistoryFailed, HistorySkeleton } from './history-states.tsx';
import './history.css';

/** A 400 names what is wrong with the filters in Vietnamese; anything else gets the general sentence. */
function failureText(error: unknown): string {
  return refusalMessage(error) ?? text.loadFailed;
}

/** "Lịch sử giao dịch": filters, then the pages loaded so far; cards on phones, a table on desktop. */
export function HistoryPanel({ variant }: { variant: 'mobile' | 'desktop' }) {
  const [filters, setFilters] = useState<HistoryFilters>(() => defaultHistoryFilters());
  const history = useTransactionHistory(filters);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  function body() {
    if (history.isError && !history.data) {
      return <HistoryFailed message={failureText(history.error)} onRetry={() => void history.refetch()} />;
    }
    // A reversed date range asks nothing: the alert under the filters says why.
    if (!isRangeValid(filters)) return null;
    if (history.isPending) return <HistorySkeleton />;
    if (items.length === 0) return <HistoryEmpty />;
    return variant === 'mobile' ? <HistoryCards items={items} /> : <HistoryTable items={items} />;
  }

  return (
    <div className={`history history--${variant}`}>
      <HistoryFiltersBar value={filters} onChange={setFilters} />
      <div className="history__results" aria-busy={history.isFetching}>
        {body()}
        {history.hasNextPage && items.length > 0 && isRangeValid(filters) ? (
          <button
            type="button"
            className="btn btn--outline btn--block history__more"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
            {text.more}
          </button>
        ) : null}
      </div>
    </div>
  );
}
