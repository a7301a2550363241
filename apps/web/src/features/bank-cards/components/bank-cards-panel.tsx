import { useId } from 'react';
import { t } from '../../../lib/i18n.ts';
import { bankCardsText as text } from '../../../lib/i18n/bank-cards.ts';
import { useBankCards } from '../api/get-bank-cards.ts';
import { BankCardForm } from './bank-card-form.tsx';
import { BankCardList, BankCardListSkeleton } from './bank-card-list.tsx';
import './bank-cards.css';

/** "Thẻ ngân hàng": the bound cards and the form that binds another; shared by both variants. */
export function BankCardsPanel() {
  const cards = useBankCards();
  const id = useId();
  return (
    <div className="bank-cards">
      <section className="bank-cards__card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="bank-cards__title">
          {text.listHeading}
        </h2>
        {cards.isPending ? (
          <BankCardListSkeleton />
        ) : cards.isError && !cards.data ? (
          <div className="bank-cards__failed">
            <p className="bank-cards__error">{text.loadFailed}</p>
            <button type="button" className="btn btn--outline" onClick={() => void cards.refetch()}>
              {t.app.retry}
            </button>
          </div>
        ) : (
          <BankCardList cards={cards.data.cards} />
        )}
      </section>
      <BankCardForm />
    </div>
  );
}
