import { BANKS, groupInFours } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { IconLock } from '../../../components/ui/icons.tsx';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bankCardsText as text } from '../../../lib/i18n/bank-cards.ts';
import { useBindBankCard } from '../api/bind-bank-card.ts';
import { toAccountDigits, toHolderName } from '../utils/holder-name.ts';

type Errors = { bank?: string; account?: string; holder?: string };

/**
 * "Thêm thẻ": bank, account number and holder name. Only emptiness is checked here; the rules (length,
 * the name's form, the card limit) are the server's, and its first sentence is shown in the dialog.
 */
export function BankCardForm() {
  const [bankCode, setBankCode] = useState('');
  const [account, setAccount] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const bind = useBindBankCard({
    onSuccess: () => {
      setBankCode('');
      setAccount('');
      setHolder('');
      showSuccessPopup(text.bindSuccess);
    },
  });
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (bind.isPending) return;
    const holderName = holder.trim();
    const found: Errors = {
      ...(bankCode ? {} : { bank: text.bankRequired }),
      ...(account ? {} : { account: text.accountRequired }),
      ...(holderName ? {} : { holder: text.holderRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    bind.mutate({ bankCode: Number(bankCode), accountNumber: account, holderName });
  }

  return (
    <form className="bank-cards__card bank-cards__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bank-cards__title">
        {text.addHeading}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-bank`}>
          {text.bank}
        </label>
        <select
          id={`${id}-bank`}
          className="field__input bank-cards__select"
          value={bankCode}
          onChange={(e) => {
            setBankCode(e.target.value);
            setErrors((prev) => ({ ...prev, bank: undefined }));
          }}
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby={errors.bank ? `${id}-bank-error` : undefined}
          disabled={bind.isPending}
        >
          <option value="">{text.chooseBank}</option>
          {BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {`${bank.shortName} — ${bank.name}`}
            </option>
          ))}
        </select>
        {errors.bank ? (
          <p id={`${id}-bank-error`} className="bank-cards__error">
            {errors.bank}
          </p>
        ) : null}
      </div>
      <TextField
        label={text.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        placeholder={text.accountNumberPlaceholder}
        value={groupInFours(account)}
        onChange={(e) => {
          setAccount(toAccountDigits(e.target.value));
          setErrors((prev) => ({ ...prev, account: undefined }));
        }}
        status={errors.account ? { tone: 'bad', text: errors.account } : null}
        disabled={bind.isPending}
      />
      <TextField
        label={text.holderName}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={text.holderNamePlaceholder}
        value={holder}
        onChange={(e) => {
          setHolder(toHolderName(e.target.value));
          setErrors((prev) => ({ ...prev, holder: undefined }));
        }}
        status={errors.holder ? { tone: 'bad', text: errors.holder } : null}
        hint={text.holderNameHint}
        disabled={bind.isPending}
      />
      <p className="bank-cards__note">
        <IconLock size={16} />
        {text.secureNote}
      </p>
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={bind.isPending} aria-busy={bind.isPending}>
        {bind.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {text.bind}
      </button>
    </form>
  );
}
