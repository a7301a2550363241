import type { BankCardView } from '@app/contract';
import { useId } from 'react';
import { withdrawalText as text } from '../../../lib/i18n/withdrawal.ts';

type CardPickerProps = {
  cards: BankCardView[];
  value: number | null;
  onChange: (cardId: number) => void;
  disabled?: boolean;
};

/** "Thẻ nhận tiền": one radio per bound card, each card as the server shows it (masked, D8). */
export function CardPicker({ cards, value, onChange, disabled }: CardPickerProps) {
  const id = useId();
  return (
    <fieldset className="withdrawal__cards" role="radiogroup" aria-labelledby={`${id}-legend`} disabled={disabled}>
      <legend id={`${id}-legend`} className="field__label">
        {text.cardGroup}
      </legend>
      {cards.map((card) => (
        <label key={card.id} className={`withdrawal__card${card.id === value ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name={`${id}-card`}
            value={card.id}
            checked={card.id === value}
            onChange={() => onChange(card.id)}
          />
          <span className="withdrawal__card-bank">{card.bankShortName}</span>
          <span className="withdrawal__card-number num">{card.accountMasked}</span>
          <span className="withdrawal__card-holder">{card.holderName}</span>
        </label>
      ))}
    </fieldset>
  );
}
