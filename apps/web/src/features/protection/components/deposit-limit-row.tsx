import type { DepositLimitView } from '@app/contract';
import { formatMoney, parseMoneyInput } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAmountField } from '../../../hooks/use-amount-field.ts';
import { t } from '../../../lib/i18n.ts';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { useSetDepositLimit } from '../api/set-deposit-limit.ts';
import { pendingChangeLine, periodLabel } from '../utils/labels.ts';

/**
 * One period's limit: what is in force, what the window has used, a raise or removal waiting for its
 * 24 hours, and the field to change it. Only emptiness is checked here: the bounds are the server's,
 * and its first sentence is shown in the dialog.
 */
export function DepositLimitRow({ limit }: { limit: DepositLimitView }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const amountField = useAmountField(() => setError(null));
  const save = useSetDepositLimit({
    onSuccess: (settings, asked) => {
      amountField.setText('');
      const now = settings.depositLimits.find((l) => l.period === asked.period);
      showSuccessPopup(now && now.amount === asked.amount ? text.limits.savedNow : text.limits.savedLater);
    },
  });
  const busy = save.isPending;
  const pendingLine = pendingChangeLine(limit.pending);
  const removalWaiting = limit.pending !== null && limit.pending.amount === null;
  const canRemove = limit.amount !== null && !removalWaiting;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const amount = parseMoneyInput(amountField.text);
    if (amount === null) {
      setError(text.limits.required);
      return;
    }
    save.mutate({ period: limit.period, amount });
  }

  return (
    <form className="protection-limit" onSubmit={submit} noValidate aria-labelledby={`${id}-period`}>
      <div className="protection-limit__head">
        <h4 id={`${id}-period`} className="protection-limit__period">
          {periodLabel(limit.period)}
        </h4>
        <p className="protection-limit__current">
          <span className="protection-limit__caption">{text.limits.current}: </span>
          <strong className="num">{limit.amount === null ? text.limits.none : formatMoney(limit.amount)}</strong>
        </p>
      </div>
      <p className="protection-limit__used num">{text.limits.used(formatMoney(limit.used))}</p>
      {pendingLine ? <p className="protection-limit__pending num">{pendingLine}</p> : null}
      <div className="protection-limit__edit">
        <TextField
          label={text.limits.newAmount}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.amount.placeholder}
          value={amountField.text}
          onChange={amountField.onChange}
          status={error ? { tone: 'bad', text: error } : null}
          disabled={busy}
        />
        <div className="protection-limit__buttons">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {text.limits.save}
          </button>
          {canRemove ? (
            <button type="button" className="btn btn--quiet" disabled={busy} onClick={() => save.mutate({ period: limit.period, amount: null })}>
              {text.limits.remove}
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
