import type { DepositLimitView, ProtectionSettings, SetDepositLimitBody } from '@app/contract';
import { formatMoney, parseMoneyInput } from '@app/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAmountField } from '../../../hooks/use-amount-field.ts';
import { t } from '../../../lib/i18n.ts';
import { pendingChangeLine, periodLabel } from '../utils/labels.ts';

/** The words of one kind of limit: protectionText.limits (deposits) or protectionText.lossLimits. */
export type LimitWords = {
  current: string;
  none: string;
  used: (amount: string) => string;
  newAmount: string;
  save: string;
  remove: string;
  required: string;
  savedNow: string;
  savedLater: string;
};

/** A save of one period's limit: the mutation of its endpoint (set-deposit-limit, set-loss-limit). */
export type LimitSave = Pick<UseMutationResult<ProtectionSettings, Error, SetDepositLimitBody>, 'mutate' | 'isPending'>;

type LimitRowProps = {
  limit: DepositLimitView;
  /** Which list of the settings holds this limit, to tell from the answer whether it applied at once. */
  list: 'depositLimits' | 'lossLimits';
  /** The section's title: the form is named by it and the period ('Giới hạn thua lỗ 24 giờ'). */
  sectionTitleId: string;
  words: LimitWords;
  save: LimitSave;
};

/**
 * One period's limit (a deposit or a loss limit: one look, one set of rules): what is in force, what
 * the window has used, a raise or removal waiting for its 24 hours, and the field to change it. Only
 * emptiness is checked here: the bounds are the server's, and its first sentence is shown in the dialog.
 */
export function LimitRow({ limit, list, sectionTitleId, words, save }: LimitRowProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const amountField = useAmountField(() => setError(null));
  const busy = save.isPending;
  const pendingLine = pendingChangeLine(limit.pending);
  const removalWaiting = limit.pending !== null && limit.pending.amount === null;
  const canRemove = limit.amount !== null && !removalWaiting;

  function send(amount: number | null) {
    save.mutate(
      { period: limit.period, amount },
      {
        onSuccess: (settings) => {
          amountField.setText('');
          const now = settings[list].find((l) => l.period === limit.period);
          showSuccessPopup(now && now.amount === amount ? words.savedNow : words.savedLater);
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const amount = parseMoneyInput(amountField.text);
    if (amount === null) {
      setError(words.required);
      return;
    }
    send(amount);
  }

  return (
    <form className="protection-limit" onSubmit={submit} noValidate aria-labelledby={`${sectionTitleId} ${id}-period`}>
      <div className="protection-limit__head">
        <h4 id={`${id}-period`} className="protection-limit__period">
          {periodLabel(limit.period)}
        </h4>
        <p className="protection-limit__current">
          <span className="protection-limit__caption">{words.current}: </span>
          <strong className="num">{limit.amount === null ? words.none : formatMoney(limit.amount)}</strong>
        </p>
      </div>
      <p className="protection-limit__used num">{words.used(formatMoney(limit.used))}</p>
      {pendingLine ? <p className="protection-limit__pending num">{pendingLine}</p> : null}
      <div className="protection-limit__edit">
        <TextField
          label={words.newAmount}
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
            {words.save}
          </button>
          {canRemove ? (
            <button type="button" className="btn btn--quiet" disabled={busy} onClick={() => send(null)}>
              {words.remove}
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
