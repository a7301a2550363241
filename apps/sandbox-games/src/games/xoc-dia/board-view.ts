import { formatMoney } from '@app/domain';
import { XOC_DIA_BETS, type XocDiaBet } from '@app/domain/casino';
import { fill, h, svg } from '../../lib/dom.ts';
import { placedOn, SPOTS, type Slip } from './table-logic.ts';
import { xt } from './xoc-dia-text.ts';
import type { BetLine } from './xoc-dia-types.ts';

/** The coins a small cửa stands for, drawn on it (Chẵn and Lẻ name their counts instead). */
const SPOT_COINS: Partial<Record<XocDiaBet, readonly ('red' | 'white')[]>> = {
  'four-white': ['white', 'white', 'white', 'white'],
  'four-red': ['red', 'red', 'red', 'red'],
  'three-white': ['red', 'white', 'white', 'white'],
  'three-red': ['red', 'red', 'red', 'white'],
};

function spotCoins(kind: XocDiaBet): SVGSVGElement | HTMLElement {
  const coins = SPOT_COINS[kind];
  if (!coins) return h('span', { class: 'xd-spot__reds', text: xt.winsWhen(XOC_DIA_BETS[kind].reds) });
  return svg(
    'svg',
    { class: 'xd-spot__coins', viewBox: '0 0 64 16', width: 64, height: 16, 'aria-hidden': 'true' },
    ...coins.map((c, i) => svg('circle', { cx: 8 + i * 16, cy: 8, r: 6.5, class: `xd-dot xd-dot--${c}` })),
  );
}

export type BoardView = {
  placed: readonly BetLine[];
  slip: Slip;
  open: boolean;
  placing: boolean;
  winners: readonly XocDiaBet[];
};

/** The six cửa (each with its price, the member's placed and waiting chips) and the chip rack. */
export function createBoard(onSpot: (kind: XocDiaBet) => void) {
  const spots = new Map<XocDiaBet, { button: HTMLButtonElement; placed: HTMLElement; pending: HTMLElement }>();
  const board = h('div', { class: 'xd-board', role: 'group', 'aria-label': xt.board });
  for (const kind of SPOTS) {
    const placed = h('span', { class: 'xd-spot__placed mono' });
    const pending = h('span', { class: 'xd-spot__pending mono' });
    const button = h(
      'button',
      { type: 'button', class: `xd-spot xd-spot--${kind}`, onClick: () => onSpot(kind) },
      // Spaces between the parts: the text seen reads as words, as the name (xt.spotLabel) does.
      h('span', { class: 'xd-spot__name', text: XOC_DIA_BETS[kind].name }),
      ' ',
      spotCoins(kind),
      ' ',
      h('span', { class: 'xd-spot__pays', text: XOC_DIA_BETS[kind].pays }),
      ' ',
      placed,
      ' ',
      pending,
    );
    spots.set(kind, { button, placed, pending });
    board.append(button);
  }

  let chips: readonly number[] = [];
  let chip = 0;
  const rack = h('div', { class: 'xd-chips', role: 'group', 'aria-label': xt.chips });

  function showChips(values: readonly number[]) {
    if (values.join() === chips.join()) return;
    chips = values;
    if (!chips.includes(chip)) chip = chips[0] ?? 0;
    fill(
      rack,
      ...chips.map((amount) =>
        h('button', {
          type: 'button',
          class: `xd-chip xd-chip--${amount}`,
          'aria-pressed': String(amount === chip),
          'aria-label': xt.chip(amount),
          'data-amount': amount,
          text: xt.chipFace(amount),
          onClick: () => {
            chip = amount;
            for (const b of rack.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.amount === String(amount)));
          },
        }),
      ),
    );
  }

  return {
    board,
    rack,
    showChips,
    get chip() {
      return chip;
    },
    render(view: BoardView) {
      for (const [kind, spot] of spots) {
        const mine = placedOn(view.placed, kind);
        const waiting = view.slip[kind] ?? 0;
        spot.placed.textContent = mine > 0 ? formatMoney(mine) : '';
        spot.pending.textContent = waiting > 0 ? xt.spotPending(waiting) : '';
        spot.button.setAttribute('aria-label', xt.spotLabel(kind, mine, waiting));
        spot.button.disabled = !view.open || view.placing;
        spot.button.classList.toggle('is-winner', view.winners.includes(kind));
        spot.button.classList.toggle('has-bet', mine > 0);
      }
    },
  };
}
