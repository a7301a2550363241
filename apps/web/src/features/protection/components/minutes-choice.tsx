/**
 * A choice of minutes from a fixed list and its save button, on one line: the reality check's interval
 * and the session limit. The form around it (and what saving means) is the section's.
 */
export function MinutesChoice(props: {
  /** The section's useId: the select is `${id}-minutes`. */
  id: string;
  label: string;
  options: readonly number[];
  optionLabel: (minutes: number) => string;
  chosen: number;
  onChoose: (minutes: number) => void;
  busy: boolean;
  saveLabel: string;
}) {
  const { id, label, options, optionLabel, chosen, onChoose, busy, saveLabel } = props;
  return (
    <div className="protection__inline">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-minutes`}>
          {label}
        </label>
        <select id={`${id}-minutes`} className="field__input protection__select" value={chosen} onChange={(e) => onChoose(Number(e.target.value))} disabled={busy}>
          {options.map((m) => (
            <option key={m} value={m}>
              {optionLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {saveLabel}
      </button>
    </div>
  );
}
