import type { WalletAccount } from '@app/contract';
import { TRANSFER_MAX_AMOUNT, TRANSFER_MIN_AMOUNT } from '@app/contract/constants';
import { formatMoney, MAIN_WALLET_LABEL, parseMoneyInput, sameAccountProblem } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AmountChips } from '../../../components/ui/amount-chips.tsx';
import { IconRefresh } from '../../../components/ui/icons.tsx';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAmountField } from '../../../hooks/use-amount-field.ts';
import { useBalanceRefresh } from '../../../hooks/use-balance-refresh.ts';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { transferAmountError } from '../../../lib/amount-check.ts';
import { t } from '../../../lib/i18n.ts';
import { loggedInInfoKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useWalletBalances } from '../../../lib/wallet-balances.ts';
import { useRecallAll } from '../api/recall-all.ts';
import { useTransfer } from '../../../lib/wallet-transfer.ts';
import './wallet.css';

const QUICK_AMOUNTS = [100_000, 500_000, 1_000_000, 5_000_000];

/** "Chuyển quỹ": every account's balance, the transfer form and the one-click recall (issue 3). */
export function TransferPanel() {
  const queryClient = useQueryClient();
  const balances = useWalletBalances();
  const { refreshing, refresh: refreshBalances } = useBalanceRefresh();
  const source = useAppStore((s) => s.transferSource);
  const target = useAppStore((s) => s.transferTarget);
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountField = useAmountField(() => setAmountError(null));
  const transferKey = useIdempotencyKey();
  const recallKey = useIdempotencyKey();
  const transfer = useTransfer({
    onSuccess: () => {
      amountField.setText('');
      showSuccessPopup(t.wallet.transferSuccess);
    },
  });
  const recall = useRecallAll({ onSuccess: () => showSuccessPopup(t.wallet.recallSuccess) });
  const listId = useId();

  const accounts: WalletAccount[] = balances.data?.accounts ?? [];
  const byName = (name: string | null) => accounts.find((a) => a.name === name);
  const sourceAccount = byName(source);
  const busy = transfer.isPending || recall.isPending;
  const gameTotal = accounts.filter((a) => a.name !== MAIN_WALLET_LABEL).reduce((sum, a) => sum + a.balance, 0);

  const refresh = () =>
    refreshBalances(() =>
      Promise.allSettled([balances.refetch(), queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all })]),
    );

  function pick(amount: number) {
    amountField.setText(formatMoney(amount));
    setAmountError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const from = byName(source);
    const to = byName(target);
    if (!from || !to) {
      useAppStore.getState().showDialog(t.wallet.chooseTarget, t.dialog.title);
      return;
    }
    const sameAccount = sameAccountProblem(from.walletKey, to.walletKey);
    if (sameAccount) {
      useAppStore.getState().showDialog(sameAccount, t.dialog.title);
      return;
    }
    const amount = parseMoneyInput(amountField.text);
    const error = transferAmountError(amount, { minAmount: TRANSFER_MIN_AMOUNT, maxAmount: TRANSFER_MAX_AMOUNT, balance: from.balance });
    setAmountError(error);
    if (error || amount === null) return;
    const request = { from: from.walletKey, to: to.walletKey, amount };
    const idempotencyKey = transferKey.keyFor(JSON.stringify(request));
    transfer.mutate({ ...request, idempotencyKey }, { onSettled: (_answer, failure) => transferKey.settle(failure) });
  }

  function recallEverything() {
    if (gameTotal <= 0) {
      useAppStore.getState().showDialog(t.wallet.nothingToRecall, t.dialog.title);
      return;
    }
    const idempotencyKey = recallKey.keyFor('recall-all');
    recall.mutate({ idempotencyKey }, { onSettled: (_answer, failure) => recallKey.settle(failure) });
  }

  return (
    <div className="wallet">
      <section className="wallet__card" aria-labelledby={`${listId}-title`}>
        <div className="wallet__head">
          <h2 id={`${listId}-title`} className="wallet__title">
            {t.wallet.accountsLabel}
          </h2>
          <button
            type="button"
            className={`icon-button${refreshing ? ' is-spinning' : ''}`}
            aria-label={t.wallet.refreshAccounts}
            aria-busy={refreshing}
            onClick={() => void refresh()}
          >
            <IconRefresh size={20} />
          </button>
        </div>
        {balances.isPending ? (
          <ul className="wallet__accounts" aria-label={t.wallet.accountsLoading} aria-busy="true">
            {Array.from({ length: 9 }, (_, i) => (
              <li key={i} className="wallet__account wallet__account--skeleton" />
            ))}
          </ul>
        ) : balances.isError && !balances.data ? (
          <p className="wallet__error">{t.wallet.accountsFailed}</p>
        ) : (
          <>
            <ul className="wallet__accounts" aria-label={t.wallet.accountsLabel}>
              {accounts.map((a) => (
                <li key={a.walletKey} className={`wallet__account${a.name === MAIN_WALLET_LABEL ? ' is-main' : ''}`}>
                  <span className="wallet__name">{a.name}</span>
                  <span className="wallet__amount num">{formatMoney(a.balance)}</span>
                </li>
              ))}
            </ul>
            <p className="wallet__total">
              <span>{t.wallet.totalBalance}</span>
              <strong className="num">{formatMoney(balances.data?.totalBalance ?? 0)}</strong>
            </p>
          </>
        )}
      </section>

      <form className="wallet__card wallet__form" onSubmit={submit} noValidate>
        <div className="wallet__pair">
          <div className="wallet__select">
            <label className="field__label" htmlFor={`${listId}-from`}>
              {t.wallet.transferFrom}
            </label>
            <select
              id={`${listId}-from`}
              className="field__input"
              value={source}
              onChange={(e) => {
                const next = e.target.value;
                useAppStore.setState(next === target ? { transferSource: next, transferTarget: null } : { transferSource: next });
              }}
              disabled={busy}
            >
              {accounts.length === 0 ? <option value={source}>{source}</option> : null}
              {accounts.map((a) => (
                <option key={a.walletKey} value={a.name}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <div className="wallet__select">
            <label className="field__label" htmlFor={`${listId}-to`}>
              {t.wallet.transferTo}
            </label>
            <select
              id={`${listId}-to`}
              className="field__input"
              value={target ?? ''}
              onChange={(e) => useAppStore.setState({ transferTarget: e.target.value || null })}
              disabled={busy}
            >
              <option value="">{t.wallet.chooseAccount}</option>
              {accounts
                .filter((a) => a.name !== source)
                .map((a) => (
                  <option key={a.walletKey} value={a.name}>
                    {a.name}
                  </option>
                ))}
            </select>
          </div>
        </div>
        <TextField
          label={t.wallet.amount}
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
          disabled={busy}
          extra={{ label: t.amount.all, onPick: () => pick(sourceAccount?.balance ?? 0), disabled: !sourceAccount }}
        />
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} aria-busy={transfer.isPending}>
          {transfer.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {t.wallet.transfer}
        </button>
      </form>

      <section className="wallet__card wallet__recall">
        <p className="wallet__hint">{t.wallet.recallAllHint}</p>
        <button
          type="button"
          className="btn btn--outline btn--block"
          onClick={recallEverything}
          disabled={busy}
          aria-busy={recall.isPending}
        >
          {recall.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {t.wallet.recallAll}
        </button>
      </section>
    </div>
  );
}
