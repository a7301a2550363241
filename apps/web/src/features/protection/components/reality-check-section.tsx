import { REALITY_CHECK_MINUTES } from '@app/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { realityCheckOptionLabel } from '../utils/labels.ts';

/** "Nhắc nhở thời gian chơi": the interval is kept on the server, so every device and tab follows it. */
export function RealityCheckSection({ minutes }: { minutes: number }) {
  const id = useId();
  const [chosen, setChosen] = useState(minutes);
  const save = useSetRealityCheck({ onSuccess: () => showSuccessPopup(text.realityCheck.saved) });
  const busy = save.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) save.mutate({ minutes: chosen });
  }

  return (
    <form className="protection__card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="protection__title">
        {text.realityCheck.heading}
      </h3>
      <p className="protection__explain">{text.realityCheck.explain}</p>
      <div className="protection__inline">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-minutes`}>
            {text.realityCheck.label}
          </label>
          <select
            id={`${id}-minutes`}
            className="field__input protection__select"
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
            disabled={busy}
          >
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={m}>
                {realityCheckOptionLabel(m)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {text.realityCheck.save}
        </button>
      </div>
    </form>
  );
}
