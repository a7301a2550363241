import { REALITY_CHECK_MINUTES } from '@app/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { MinutesChoice } from './minutes-choice.tsx';
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
      <MinutesChoice
        id={id}
        label={text.realityCheck.label}
        options={REALITY_CHECK_MINUTES}
        optionLabel={realityCheckOptionLabel}
        chosen={chosen}
        onChoose={setChosen}
        busy={busy}
        saveLabel={text.realityCheck.save}
      />
    </form>
  );
}
