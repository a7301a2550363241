import type { DepositChannelOption, DepositView } from '@app/contract';
import { BANKS, formatMoney, parseMoneyInput } from '@app/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { AmountChips } from '../../../components/ui/amount-chips.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAmountField } from '../../../hooks/use-amount-field.ts';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { depositAmountError } from '../../../lib/amount-check.ts';
import { t } from '../../../lib/i18n.ts';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { ChannelIcon } from './channel-icon.tsx';

type AmountStepProps = {
  option: DepositChannelOption;
  onBack: () => void;
  onCreated: (deposit: DepositView) => void;
};

/** Step 1: the amount (and, for online banking, the bank), checked against the channel's limits, then created. */
export function AmountStep({ option, onBack, onCreated }: AmountStepProps) {
  const id = useId();
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountField = useAmountField(() => setAmountError(null));
  const amountText = amountField.text;
  const [bankCode, setBankCode] = useState('');
  const [bankError, setBankError] = useState<string | null>(null);
  const attemptKey = useIdempotencyKey();
  const create = useCreateDeposit({ onSuccess: onCreated });
  const needsBank = option.channel === 'ONLINE_BANKING';
  const banks = useMemo(() => BANKS.filter((bank) => option.bankCodes.includes(bank.code)), [option.bankCodes]);
  const busy = create.isPending;
  const typedAmount = parseMoneyInput(amountText);

  function pick(amount: number) {
    amountField.setText(formatMoney(amount));
    setAmountError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = typedAmount;
    const problem = depositAmountError(amount, option);
    const bankProblem = needsBank && bankCode === '' ? m.amount.bankRequired : null;
    setAmountError(problem);
    setBankError(bankProblem);
    if (problem || bankProblem || amount === null) return;
    const request = { channel: option.channel, amount, ...(needsBank ? { bankCode: Number(bankCode) } : {}) };
    const idempotencyKey = attemptKey.keyFor(JSON.stringify(request));
    create.mutate({ ...request, idempotencyKey }, { onSettled: (_answer, failure) => attemptKey.settle(failure) });
  }

  return (
    <form className="deposit-card" onSubmit={submit} noValidate aria-labelledby="deposit-step-heading">
      <h2 id="deposit-step-heading" className="deposit-card__title" tabIndex={-1}>
        {m.amount.heading}
      </h2>
      <div className="deposit-chosen">
        <ChannelIcon channel={option.channel} size={24} />
        <p className="deposit-chosen__name">
          <span className="visually-hidden">{m.amount.channel}: </span>
          {option.name}
        </p>
        <button type="button" className="btn btn--quiet deposit-chosen__change" onClick={onBack} disabled={busy}>
          {m.amount.changeChannel}
        </button>
      </div>
      {needsBank ? (
        <div className="deposit-field">
          <div className="field__top">
            <label className="field__label" htmlFor={`${id}-bank`}>
              {m.amount.bank}
            </label>
            <p id={`${id}-bank-status`} className="field__status field__status--bad" aria-live="polite">
              {bankError}
            </p>
          </div>
          <select
            id={`${id}-bank`}
            className="field__input deposit-select"
            value={bankCode}
            onChange={(e) => {
              setBankCode(e.target.value);
              setBankError(null);
            }}
            aria-invalid={bankError ? true : undefined}
            aria-describedby={`${id}-bank-status`}
            disabled={busy}
          >
            <option value="">{m.amount.chooseBank}</option>
            {banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {`${bank.shortName} — ${bank.name}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TextField
        label={m.amount.label}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="next"
        placeholder={t.amount.placeholder}
        value={amountText}
        onChange={amountField.onChange}
        status={amountError ? { tone: 'bad', text: amountError } : null}
        hint={m.amount.hint(formatMoney(option.minAmount), formatMoney(option.maxAmount))}
        disabled={busy}
      />
      <AmountChips label={t.amount.quickAmounts} amounts={option.quickAmounts} onPick={pick} disabled={busy} picked={typedAmount} />
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {m.amount.submit}
      </button>
    </form>
  );
}
