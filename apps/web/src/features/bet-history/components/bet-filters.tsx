import { GAME_CATEGORIES, GAME_PROVIDERS, type GameCategoryId, type GameProviderCode } from '@app/domain';
import { useId } from 'react';
import { DateRangeFields } from '../../../components/ui/date-range-fields.tsx';
import { betHistoryText as text } from '../../../lib/i18n/play.ts';
import type { BetFilters } from '../utils/filters.ts';
import '../../../components/ui/text-field.css';

type BetFiltersBarProps = { value: BetFilters; onChange: (next: BetFilters) => void };

/** Provider, category and a date range; every change asks the server again (pages and totals are its). */
export function BetFiltersBar({ value, onChange }: BetFiltersBarProps) {
  const id = useId();
  const set = (patch: Partial<BetFilters>) => onChange({ ...value, ...patch });
  return (
    <form className="bets__filters" role="search" aria-label={text.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="bets__field">
        <label className="field__label" htmlFor={`${id}-provider`}>
          {text.provider}
        </label>
        <select
          id={`${id}-provider`}
          className="field__input bets__select"
          value={value.provider ?? ''}
          onChange={(e) => set({ provider: (e.target.value || null) as GameProviderCode | null })}
        >
          <option value="">{text.all}</option>
          {GAME_PROVIDERS.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="bets__field">
        <label className="field__label" htmlFor={`${id}-category`}>
          {text.category}
        </label>
        <select
          id={`${id}-category`}
          className="field__input bets__select"
          value={value.category ?? ''}
          onChange={(e) => set({ category: (e.target.value || null) as GameCategoryId | null })}
        >
          <option value="">{text.all}</option>
          {GAME_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields value={value} onChange={(range) => set(range)} labels={{ from: text.fromDate, to: text.toDate, badRange: text.badRange }} />
    </form>
  );
}
