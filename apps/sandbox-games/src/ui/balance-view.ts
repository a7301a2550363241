import { h } from '../lib/dom.ts';
import { t } from '../lib/i18n.ts';
import { formatMoney } from '@app/domain';

/** The balance as the member reads it: label and figure in tabular digits. */
export function createBalanceView(initial: number) {
  const figure = h('output', { class: 'balance__value', 'aria-live': 'polite', text: formatMoney(initial) });
  const element = h('div', { class: 'balance' }, h('span', { class: 'balance__label', text: t.balance }), figure);
  return {
    element,
    show(amount: number) {
      figure.textContent = formatMoney(amount);
    },
  };
}
