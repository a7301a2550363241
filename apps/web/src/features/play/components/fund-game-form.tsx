import type { TransferBody } from '@app/contract';
import { TRANSFER_MAX_AMOUNT, TRANSFER_MIN_AMOUNT } from '@app/contract/constants';
import { formatMoney, MAIN_WALLET_KEY, parseMoneyInput, type WalletKey } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { AmountChips } from '../../../components/ui/amount-chips.tsx';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAmountField } from '../../../hooks/use-amount-field.ts';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { transferAmountError } from '../../../lib/amount-check.ts';
import { t } from '../../../lib/i18n.ts';
import { playText as text } from '../../../lib/i18n/play.ts';
import { useTransfer } from '../../../lib/wallet-transfer.ts';

const QUICK_AMOUNTS = [100_000, 500_000, 1_000_000, 5_000_000];

type FundGameFormProps = { walletKey: WalletKey; walletName: string; mainBalance: number };

/**
 * TK Chính → the game's account, inside the launch dialog: the transfer page's amount field, chips and
 * "Tất cả", and its idempotency rule (one key per attempt, the same key when the same attempt is retried
 * after no answer or a 5xx such as the provider's 503 "being reconciled").
 */
export function FundGameForm({ walletKey, walletName, mainBalance }: FundGameFormProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountField = useAmountField(() => setAmountError(null));
  const transferKey = useIdempotencyKey();
  const transfer = useTransfer({
    onSuccess: () => {
      amountField.setText('');
      showSuccessPopup(text.moved);
    },
  });

  function pick(amount: number) {
    amountField.setText(formatMoney(amount));
    setAmountError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseMoneyInput(amountField.text);
    const error = transferAmountError(amount, { minAmount: TRANSFER_MIN_AMOUNT, maxAmount: TRANSFER_MAX_AMOUNT, balance: mainBalance });
    setAmountError(error);
    if (error || amount === null) return;
    const request: Omit<TransferBody, 'idempotencyKey'> = { from: MAIN_WALLET_KEY, to: walletKey, amount };
    const idempotencyKey = transferKey.keyFor(JSON.stringify(request));
    transfer.mutate({ ...request, idempotencyKey }, { onSettled: (_answer, failure) => transferKey.settle(failure) });
  }

  const parsed = parseMoneyInput(amountField.text);
  return (
    <form className="play-fund" onSubmit={submit} noValidate>
      <TextField
        label={text.amount}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.amount.placeholder}
        value={amountField.text}
        onChange={amountField.onChange}
        status={amountError ? { tone: 'bad', text: amountError } : null}
        hint={t.amount.limits(formatMoney(TRANSFER_MIN_AMOUNT), formatMoney(TRANSFER_MAX_AMOUNT))}
      />
      <AmountChips
        label={t.amount.quickAmounts}
        amounts={QUICK_AMOUNTS}
        onPick={pick}
        picked={parsed}
        disabled={transfer.isPending}
        extra={{ label: t.amount.all, onPick: () => pick(mainBalance), disabled: mainBalance < TRANSFER_MIN_AMOUNT }}
      />
      <button type="submit" className="btn btn--gold btn--block" disabled={transfer.isPending} aria-busy={transfer.isPending}>
        {transfer.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {text.moveInto(walletName)}
      </button>
    </form>
  );
}
