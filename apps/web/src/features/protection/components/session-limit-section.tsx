import { SESSION_LIMIT_MINUTES } from '@app/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { MinutesChoice } from './minutes-choice.tsx';
import { useSetSessionLimit } from '../api/set-session-limit.ts';
import { sessionLimitOptionLabel, sessionLimitPendingLine } from '../utils/labels.ts';

type SessionLimitSectionProps = { minutes: number; pending: { minutes: number; effectiveAt: string } | null };

/**
 * "Giới hạn thời gian chơi": how long a session (from login) may last before the server refuses play;
 * shorter applies at once, longer or off after 24 hours, and the waiting change is shown.
 */
export function SessionLimitSection({ minutes, pending }: SessionLimitSectionProps) {
  const id = useId();
  const [chosen, setChosen] = useState(minutes);
  const save = useSetSessionLimit({
    onSuccess: (settings, asked) => showSuccessPopup(settings.sessionLimitMinutes === asked.minutes ? text.sessionLimit.savedNow : text.sessionLimit.savedLater),
  });
  const busy = save.isPending;
  const pendingLine = sessionLimitPendingLine(pending);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) save.mutate({ minutes: chosen });
  }

  return (
    <form className="protection__card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="protection__title">
        {text.sessionLimit.heading}
      </h3>
      <p className="protection__explain">{text.sessionLimit.explain}</p>
      <p className="protection-limit__current">
        <span className="protection-limit__caption">{text.sessionLimit.current}: </span>
        <strong className="num">{sessionLimitOptionLabel(minutes)}</strong>
      </p>
      {pendingLine ? <p className="protection-limit__pending num">{pendingLine}</p> : null}
      <MinutesChoice
        id={id}
        label={text.sessionLimit.label}
        options={SESSION_LIMIT_MINUTES}
        optionLabel={sessionLimitOptionLabel}
        chosen={chosen}
        onChoose={setChosen}
        busy={busy}
        saveLabel={text.sessionLimit.save}
      />
    </form>
  );
}
