import { t } from '../../../lib/i18n.ts';
import { historyText as text } from '../../../lib/i18n/history.ts';

/** Placeholder rows while a page loads (design brief: every wait shows something). */
export function HistorySkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="history__skeleton" aria-busy="true">
      <p className="visually-hidden">{text.loading}</p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="history__skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Nothing matches the filters: said plainly, with our own small drawing. */
export function HistoryEmpty() {
  return (
    <div className="history__empty">
      <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <rect x="22" y="10" width="62" height="76" rx="8" fill="var(--surface-sunken)" stroke="var(--line-strong)" strokeWidth="2" />
        <path d="M34 30h38M34 44h30M34 58h22" stroke="var(--text-muted)" strokeWidth="4" strokeLinecap="round" opacity="0.5" />
        <circle cx="82" cy="62" r="16" fill="var(--surface-raised)" stroke="var(--accent)" strokeWidth="4" />
        <path d="M94 74l12 12" stroke="var(--accent)" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <p className="history__empty-title">{text.empty}</p>
      <p className="history__empty-hint">{text.emptyHint}</p>
    </div>
  );
}

export function HistoryFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="history__failed">
      <p className="history__error">{message}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        {t.app.retry}
      </button>
    </div>
  );
}
