import type { TaiXiuBet } from '@app/domain';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import type { BetOption } from './bets.ts';

/** The bets as radio cards (native radios: arrow keys, one choice, read out by name). */
export function createBetPicker(bets: readonly BetOption[]) {
  const inputs = bets.map((bet, i) => h('input', { type: 'radio', name: 'bet', value: bet.id, class: 'bet__input', checked: i === 0 }));
  const cards = bets.map((bet, i) =>
    h(
      'label',
      { class: `bet bet--${bet.id}` },
      inputs[i],
      h('span', { class: 'bet__name', text: bet.name }),
      h('span', { class: 'bet__covers', text: bet.covers }),
      h('span', { class: 'bet__odds', text: t.odds(bet.odds) }),
    ),
  );
  const element = h('fieldset', { class: 'bets' }, h('legend', { class: 'bets__legend', text: t.chooseBet }), ...cards);
  return {
    element,
    get value(): TaiXiuBet {
      return (inputs.find((i) => i.checked)?.value ?? bets[0]?.id ?? 'tai') as TaiXiuBet;
    },
    setDisabled(disabled: boolean) {
      element.disabled = disabled;
    },
    /** Marks the cards that won this roll. */
    markWinners(winners: readonly TaiXiuBet[]) {
      bets.forEach((bet, i) => cards[i]?.classList.toggle('is-winner', winners.includes(bet.id)));
    },
  };
}
