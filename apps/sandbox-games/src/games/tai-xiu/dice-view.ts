import { h, svg } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';

/** Pip positions on a 100-unit face, by value. */
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[27, 27], [73, 27], [50, 50], [27, 73], [73, 73]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

function face(value: number): SVGElement[] {
  // The Vietnamese habit: the one and the four are red.
  const colour = value === 1 || value === 4 ? '#d3242c' : '#1a1f2b';
  const r = value === 1 ? 14 : 9;
  return (PIPS[value] ?? []).map(([cx, cy]) => svg('circle', { cx, cy, r, fill: colour }));
}

/** Three dice on a plate; they tumble while the bowl is shaken and show the server's roll after. */
export function createDiceView() {
  const dice = [1, 2, 3].map(() => {
    const pips = svg('g', {});
    const die = svg(
      'svg',
      { viewBox: '0 0 100 100', class: 'die', 'aria-hidden': 'true' },
      svg('rect', { x: 4, y: 4, width: 92, height: 92, rx: 20, fill: '#fdfbf5', stroke: '#c9c2b0', 'stroke-width': 3 }),
      pips,
    );
    return { die, pips };
  });
  const element = h('div', { class: 'plate', role: 'img', 'aria-label': t.diceWaiting }, ...dice.map((d) => d.die));
  let timer = 0;

  function show(values: readonly number[]) {
    dice.forEach((d, i) => d.pips.replaceChildren(...face(values[i] ?? 1)));
  }
  show([1, 2, 3]);

  return {
    element,
    /** Faces change every ~90 ms while shaking (reduced motion: no tumble, faces change calmly). */
    shake(reduced: boolean) {
      element.classList.add(reduced ? 'is-waiting' : 'is-shaking');
      element.setAttribute('aria-label', t.shaking);
      let tick = 0;
      clearInterval(timer);
      timer = window.setInterval(() => {
        tick += 1;
        show([1 + ((tick * 5) % 6), 1 + ((tick * 2 + 3) % 6), 1 + ((tick * 7 + 1) % 6)]);
      }, reduced ? 400 : 90);
    },
    reveal(values: readonly [number, number, number]) {
      clearInterval(timer);
      element.classList.remove('is-shaking', 'is-waiting');
      show(values);
      element.setAttribute('aria-label', t.dice(...values));
    },
    stop(values: readonly number[]) {
      clearInterval(timer);
      element.classList.remove('is-shaking', 'is-waiting');
      show(values);
    },
  };
}
