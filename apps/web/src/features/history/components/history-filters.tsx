import type { HistoryType } from '@app/contract';
import { TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES, type TransactionStatus } from '@app/domain';
import { useId } from 'react';
import { DateRangeFields } from '../../../components/ui/date-range-fields.tsx';
import { historyText as text } from '../../../lib/i18n/history.ts';
import type { HistoryFilters } from '../utils/filters.ts';
import { HISTORY_TYPE_LABELS } from '../utils/type-labels.ts';
// The filters are plain labelled controls in the fields' look (the TextField component is not used here).
import '../../../components/ui/text-field.css';

const TYPES = Object.keys(HISTORY_TYPE_LABELS) as HistoryType[];

type HistoryFiltersProps = { value: HistoryFilters; onChange: (next: HistoryFilters) => void };

/** Type, status and a date range; every change asks the server again (the list is paged there). */
export function HistoryFiltersBar({ value, onChange }: HistoryFiltersProps) {
  const id = useId();
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...value, ...patch });
  return (
    <form className="history__filters" role="search" aria-label={text.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="history__field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {text.type}
        </label>
        <select
          id={`${id}-type`}
          className="field__input history__select"
          value={value.type ?? ''}
          onChange={(e) => set({ type: (e.target.value || null) as HistoryType | null })}
        >
          <option value="">{text.all}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {HISTORY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="history__field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {text.status}
        </label>
        <select
          id={`${id}-status`}
          className="field__input history__select"
          value={value.status ?? ''}
          onChange={(e) => set({ status: e.target.value ? (Number(e.target.value) as TransactionStatus) : null })}
        >
          <option value="">{text.all}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TRANSACTION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields
        value={value}
        onChange={(range) => set(range)}
        labels={{ from: text.fromDate, to: text.toDate, badRange: text.badRange }}
      />
    </form>
  );
}
