import { formatMoney } from '@app/domain';
import { h } from '../lib/dom.ts';
import { t } from '../lib/i18n.ts';
import { canStep, stepStake } from '../lib/stakes.ts';
import { minusIcon, plusIcon } from './icons.ts';

/** − amount +: the game's stakes in order; the figure is announced as it changes. */
export function createStakePicker(stakes: readonly number[], onChange: (stake: number) => void = () => {}) {
  let value = [...stakes].sort((a, b) => a - b)[0] ?? 0;
  let disabled = false;
  const figure = h('output', { class: 'stake__value', 'aria-live': 'polite', id: 'stake-value' });
  const down = h('button', { type: 'button', class: 'icon-button', 'aria-label': t.stakeDown, onClick: () => move(-1) }, minusIcon());
  const up = h('button', { type: 'button', class: 'icon-button', 'aria-label': t.stakeUp, onClick: () => move(1) }, plusIcon());
  const element = h(
    'div',
    { class: 'stake', role: 'group', 'aria-label': t.stake },
    h('span', { class: 'stake__label', text: t.stake }),
    h('div', { class: 'stake__row' }, down, figure, up),
  );

  function render() {
    figure.textContent = formatMoney(value);
    down.disabled = disabled || !canStep(stakes, value, -1);
    up.disabled = disabled || !canStep(stakes, value, 1);
  }
  function move(step: -1 | 1) {
    value = stepStake(stakes, value, step);
    render();
    onChange(value);
  }
  render();
  return {
    element,
    get value() {
      return value;
    },
    setDisabled(next: boolean) {
      disabled = next;
      render();
    },
  };
}
