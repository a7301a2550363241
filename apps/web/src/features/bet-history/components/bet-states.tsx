import { t } from '../../../lib/i18n.ts';
import { betHistoryText as text } from '../../../lib/i18n/play.ts';

/** Placeholder rows while a page loads (design brief: every wait shows something). */
export function BetsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="bets__skeleton" aria-busy="true">
      <p className="visually-hidden">{text.loading}</p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="bets__skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** No round matches the filters: said plainly, with our own small drawing (three dice). */
export function BetsEmpty() {
  return (
    <div className="bets__empty">
      <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <rect x="14" y="30" width="40" height="40" rx="8" fill="var(--surface-sunken)" stroke="var(--line-strong)" strokeWidth="2" />
        <rect x="62" y="18" width="40" height="40" rx="8" fill="var(--surface-raised)" stroke="var(--accent)" strokeWidth="3" />
        <circle cx="34" cy="50" r="4" fill="var(--text-muted)" />
        <circle cx="72" cy="28" r="4" fill="var(--accent)" />
        <circle cx="82" cy="38" r="4" fill="var(--accent)" />
        <circle cx="92" cy="48" r="4" fill="var(--accent)" />
      </svg>
      <p className="bets__empty-title">{text.empty}</p>
      <p className="bets__empty-hint">{text.emptyHint}</p>
    </div>
  );
}

export function BetsFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="bets__failed">
      <p className="bets__error">{message}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        {t.app.retry}
      </button>
    </div>
  );
}
