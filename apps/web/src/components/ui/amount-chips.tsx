import { formatMoney } from '@app/domain';
import './amount-chips.css';

type AmountChipsProps = {
  /** The group's accessible name, e.g. "Chọn nhanh số tiền". */
  label: string;
  amounts: readonly number[];
  onPick: (amount: number) => void;
  disabled?: boolean;
  /** The amount now in the field: its chip shows as picked. */
  picked?: number | null;
  /** A last chip such as "Tất cả" (everything the source holds). */
  extra?: { label: string; onPick: () => void; disabled?: boolean };
};

/** One-tap amounts under a money field (transfer, deposit, withdrawal), shown with commas. */
export function AmountChips({ label, amounts, onPick, disabled = false, picked = null, extra }: AmountChipsProps) {
  if (amounts.length === 0 && !extra) return null;
  return (
    <div className="amount-chips" role="group" aria-label={label}>
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className={`amount-chip num${picked === amount ? ' is-picked' : ''}`}
          aria-pressed={picked === amount}
          onClick={() => onPick(amount)}
          disabled={disabled}
        >
          {formatMoney(amount)}
        </button>
      ))}
      {extra ? (
        <button type="button" className="amount-chip" onClick={extra.onPick} disabled={disabled || extra.disabled}>
          {extra.label}
        </button>
      ) : null}
    </div>
  );
}
