import type { BankCardView } from '@app/contract';
import { IconCard } from '../../../components/ui/icons.tsx';
import { bankCardsText as text } from '../../../lib/i18n/bank-cards.ts';

/** The bound cards: bank, the masked account exactly as the server sent it (D8), and the holder. */
export function BankCardList({ cards }: { cards: BankCardView[] }) {
  if (cards.length === 0) return <p className="bank-cards__empty">{text.noCards}</p>;
  return (
    <ul className="bank-cards__list">
      {cards.map((card) => (
        <li key={card.id} className="bank-card">
          <span className="bank-card__icon" aria-hidden="true">
            <IconCard size={22} />
          </span>
          <span className="bank-card__bank">{card.bankShortName}</span>
          <span className="bank-card__number num">{card.accountMasked}</span>
          <span className="bank-card__holder">
            <span className="visually-hidden">{text.holder}: </span>
            {card.holderName}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function BankCardListSkeleton() {
  return (
    <ul className="bank-cards__list" aria-busy="true">
      <li className="visually-hidden">{text.loading}</li>
      {[0, 1].map((i) => (
        <li key={i} className="bank-card bank-card--skeleton" aria-hidden="true" />
      ))}
    </ul>
  );
}
