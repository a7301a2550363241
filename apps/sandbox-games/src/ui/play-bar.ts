import { formatMoney } from '@app/domain';
import type { WinPresentation } from '../lib/celebration.ts';
import { h } from '../lib/dom.ts';
import { t } from '../lib/i18n.ts';
import { createBalanceView } from './balance-view.ts';
import { createStakePicker } from './stake-picker.ts';

type Options = {
  stakes: readonly number[];
  balance: number;
  /** The round button ("Quay", "Lắc"); none for a game played by tapping the stage. */
  action?: { label: string; busyLabel: string; onPress(): void };
};

/** The controls under every game: balance, the last win, the stake stepper and the round button. */
export function createPlayBar({ stakes, balance, action }: Options) {
  const balanceView = createBalanceView(balance);
  const winValue = h('output', { class: 'last-win__value', text: '0' });
  const lastWin = h('div', { class: 'last-win' }, h('span', { class: 'last-win__label', text: t.lastWin }), winValue);
  const stake = createStakePicker(stakes);
  const button = action
    ? h('button', { type: 'button', class: 'round-button', onClick: () => action.onPress() }, h('span', { class: 'round-button__text', text: action.label }))
    : null;
  const element = h(
    'div',
    { class: 'play-bar' },
    h('div', { class: 'play-bar__figures' }, balanceView.element, lastWin),
    h('div', { class: 'play-bar__actions' }, stake.element, button),
  );
  return {
    element,
    get stake() {
      return stake.value;
    },
    showBalance: balanceView.show,
    showWin(amount: number, presentation: WinPresentation) {
      winValue.textContent = formatMoney(amount);
      lastWin.dataset.presentation = presentation;
    },
    setBusy(busy: boolean) {
      stake.setDisabled(busy);
      if (!button || !action) return;
      button.disabled = busy;
      button.setAttribute('aria-busy', String(busy));
      const text = button.firstElementChild;
      if (text) text.textContent = busy ? action.busyLabel : action.label;
    },
  };
}

export type PlayBar = ReturnType<typeof createPlayBar>;
