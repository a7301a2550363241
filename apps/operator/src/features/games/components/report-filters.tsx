import { useState, type FormEvent } from 'react';
import type { GameCatalogue, GameDailyReportBody } from '@app/contract';
import { GAME_REPORT_MAX_DAYS } from '@app/contract/operator-routes';
import { ProviderCategoryFields } from '../../../components/provider-category-fields.tsx';
import { t } from '../../../lib/i18n.ts';
import { daysInRange } from '../utils/report.ts';

type ReportFiltersProps = {
  initial: GameDailyReportBody;
  catalogue: GameCatalogue | undefined;
  busy: boolean;
  onSubmit: (body: GameDailyReportBody) => void;
};

/** Date range (Vietnam's days, at most 31) and the provider and category filters; the report runs on "Xem báo cáo". */
export function ReportFilters({ initial, catalogue, busy, onSubmit }: ReportFiltersProps) {
  const [fromDate, setFromDate] = useState(initial.fromDate);
  const [toDate, setToDate] = useState(initial.toDate);
  const [provider, setProvider] = useState(initial.provider ?? '');
  const [category, setCategory] = useState(initial.category ?? '');
  const [error, setError] = useState<string | null>(null);
  const f = t.gameReport;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fromDate || !toDate) return setError(f.required);
    const days = daysInRange(fromDate, toDate);
    if (days < 1) return setError(f.backwards);
    if (days > GAME_REPORT_MAX_DAYS) return setError(f.tooLong);
    setError(null);
    onSubmit({
      fromDate,
      toDate,
      ...(provider ? { provider: provider as GameDailyReportBody['provider'] } : {}),
      ...(category ? { category: category as GameDailyReportBody['category'] } : {}),
    });
  };

  return (
    <form className="filters report-form" aria-label={f.filters} onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">{f.fromDate}</span>
        <input className="field__input" type="date" required value={fromDate} max={toDate} onChange={(e) => setFromDate(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{f.toDate}</span>
        <input className="field__input" type="date" required value={toDate} min={fromDate} onChange={(e) => setToDate(e.target.value)} />
      </label>
      <ProviderCategoryFields
        provider={provider}
        category={category}
        providers={catalogue?.providers.map((p) => ({ value: p.code, label: p.name })) ?? []}
        categories={catalogue?.categories.map((c) => ({ value: c.id, label: c.name })) ?? []}
        onProvider={setProvider}
        onCategory={setCategory}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {f.submit}
      </button>
      <p className="hint filters__status">{f.rangeHint}</p>
      {error ? (
        <p className="report-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
