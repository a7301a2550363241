import { useId } from 'react';
import { isRangeValid, todayInVietnam, type DateRange } from '../../lib/vietnam-day.ts';
import './date-range-fields.css';
import './text-field.css';

type DateRangeFieldsProps = {
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** The screen's own words: the two labels and the sentence shown when the range is reversed. */
  labels: { from: string; to: string; badRange: string };
};

/**
 * "Từ ngày" and "Đến ngày" as two labelled date inputs (no day after today), and an alert when the
 * range is reversed. Rendered as siblings, so each field takes a cell of the filter bar's own grid.
 */
export function DateRangeFields({ value, onChange, labels }: DateRangeFieldsProps) {
  const id = useId();
  const today = todayInVietnam();
  const rangeOk = isRangeValid(value);
  const invalid = rangeOk ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-range` };
  return (
    <>
      <div className="date-range__field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {labels.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="field__input date-range__input"
          value={value.fromDate}
          max={today}
          onChange={(e) => onChange({ ...value, fromDate: e.target.value })}
          {...invalid}
        />
      </div>
      <div className="date-range__field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {labels.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="field__input date-range__input"
          value={value.toDate}
          max={today}
          onChange={(e) => onChange({ ...value, toDate: e.target.value })}
          {...invalid}
        />
      </div>
      {rangeOk ? null : (
        <p id={`${id}-range`} className="date-range__error" role="alert">
          {labels.badRange}
        </p>
      )}
    </>
  );
}
