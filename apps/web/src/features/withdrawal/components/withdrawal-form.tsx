import type { WithdrawalCreated, WithdrawalOptions } from '@app/contract';
import { formatMoney, parseMoneyInput } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { AmountChips } from '../../../components/ui/amount-chips.tsx';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAmountField } from '../../../hooks/use-amount-field.ts';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { withdrawalAmountError } from '../../../lib/amount-check.ts';
import { t } from '../../../lib/i18n.ts';
import { withdrawalText as text } from '../../../lib/i18n/withdrawal.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { CardPicker } from './card-picker.tsx';

type WithdrawalFormProps = {
  options: WithdrawalOptions;
  onCreated: (answer: WithdrawalCreated) => void;
};

/** Card, amount (typed, a chip, or "Tất cả"), the hold notice and the request button. */
export function WithdrawalForm({ options, onCreated }: WithdrawalFormProps) {
  const balance = useAppStore((s) => s.balance);
  const [chosenCard, setChosenCard] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountField = useAmountField(() => setAmountError(null));
  const requestKey = useIdempotencyKey();
  const create = useCreateWithdrawal({
    onSuccess: (answer) => {
      amountField.setText('');
      onCreated(answer);
      showSuccessPopup(text.sent);
    },
  });
  // The first card is chosen until the member picks another (or the chosen one is gone).
  const cardId = options.cards.some((c) => c.id === chosenCard) ? chosenCard : (options.cards[0]?.id ?? null);
  const busy = create.isPending;

  function pick(amount: number) {
    amountField.setText(formatMoney(amount));
    setAmountError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (cardId === null) {
      useAppStore.getState().showDialog(text.chooseCard, t.dialog.title);
      return;
    }
    const amount = parseMoneyInput(amountField.text);
    const problem = withdrawalAmountError(amount, { ...options, balance });
    setAmountError(problem);
    if (problem || amount === null) return;
    const request = { cardId, amount };
    const idempotencyKey = requestKey.keyFor(JSON.stringify(request));
    create.mutate({ ...request, idempotencyKey }, { onSettled: (_answer, failure) => requestKey.settle(failure) });
  }

  return (
    <form className="withdrawal__card-box withdrawal__form" onSubmit={submit} noValidate>
      <CardPicker cards={options.cards} value={cardId} onChange={setChosenCard} disabled={busy} />
      <TextField
        label={text.amount}
        inputMode="numeric"
        autoComplete="off"
        placeholder={text.amountPlaceholder}
        value={amountField.text}
        onChange={amountField.onChange}
        status={amountError ? { tone: 'bad', text: amountError } : null}
        hint={t.amount.limits(formatMoney(options.minAmount), formatMoney(options.maxAmount))}
        disabled={busy}
      />
      <AmountChips
        label={t.amount.quickAmounts}
        amounts={options.quickAmounts}
        onPick={pick}
        disabled={busy}
        extra={{ label: t.amount.all, onPick: () => pick(Math.min(balance, options.maxAmount)), disabled: balance <= 0 }}
      />
      <p className="withdrawal__balance">
        {text.mainBalance}{' '}
        <strong className="num" data-testid="main-balance">
          {formatMoney(balance)}
        </strong>
      </p>
      <p className="withdrawal__note">{text.holdNote}</p>
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {text.submit}
      </button>
    </form>
  );
}
