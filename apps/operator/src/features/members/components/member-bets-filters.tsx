import { useState, type FormEvent } from 'react';
import { GAME_CATEGORIES, GAME_PROVIDERS } from '@app/domain';
import { ProviderCategoryFields } from '../../../components/provider-category-fields.tsx';
import { t } from '../../../lib/i18n.ts';
import type { MemberBetsFilters as Filters } from '../api/member-bets.ts';

const PROVIDERS = GAME_PROVIDERS.map((p) => ({ value: p.code, label: p.name }));
const CATEGORIES = GAME_CATEGORIES.map((c) => ({ value: c.id, label: c.name }));

type MemberBetsFiltersProps = { applied: Filters; busy: boolean; onApply: (filters: Filters) => void };

/** The member's own filters of "Lịch sử cược": provider, category, and a range of Vietnam's days (each end optional). */
export function MemberBetsFilters({ applied, busy, onApply }: MemberBetsFiltersProps) {
  const [provider, setProvider] = useState(applied.provider ?? '');
  const [category, setCategory] = useState(applied.category ?? '');
  const [fromDate, setFromDate] = useState(applied.fromDate ?? '');
  const [toDate, setToDate] = useState(applied.toDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const f = t.bets.filters;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // ISO days compare as text.
    if (fromDate && toDate && fromDate > toDate) return setError(t.gameReport.backwards);
    setError(null);
    onApply({
      ...(provider ? { provider: provider as Filters['provider'] } : {}),
      ...(category ? { category: category as Filters['category'] } : {}),
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
    });
  };
  const clear = () => {
    setProvider('');
    setCategory('');
    setFromDate('');
    setToDate('');
    setError(null);
    onApply({});
  };

  return (
    <form className="filters panel__body" aria-label={f.label} onSubmit={submit} noValidate>
      <ProviderCategoryFields
        provider={provider}
        category={category}
        providers={PROVIDERS}
        categories={CATEGORIES}
        onProvider={setProvider}
        onCategory={setCategory}
      />
      <label className="field">
        <span className="field__label">{t.gameReport.fromDate}</span>
        <input className="field__input" type="date" value={fromDate} max={toDate || undefined} onChange={(e) => setFromDate(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t.gameReport.toDate}</span>
        <input className="field__input" type="date" value={toDate} min={fromDate || undefined} onChange={(e) => setToDate(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {f.apply}
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={clear}>
        {f.clear}
      </button>
      {error ? (
        <p className="report-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
