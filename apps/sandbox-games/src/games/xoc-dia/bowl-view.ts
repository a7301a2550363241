import { svg } from '../../lib/dom.ts';
import type { Phase } from './table-logic.ts';
import { xt } from './xoc-dia-text.ts';
import type { Coin, Result } from './xoc-dia-types.ts';

/** Where the four coins lie on the plate once the bowl is lifted (left to right, as the server lists them). */
const COIN_SPOTS: readonly (readonly [number, number])[] = [
  [112, 150],
  [146, 164],
  [182, 146],
  [214, 163],
];

const FACES: Record<Coin, { face: string; edge: string; shine: string }> = {
  red: { face: '#d8322c', edge: '#8e1612', shine: '#ff8a7a' },
  white: { face: '#f7f4ea', edge: '#a9a291', shine: '#ffffff' },
};

/** One coin seen at the plate's angle: its edge, its face, a highlight. */
export function coinShape(coin: Coin, x: number, y: number, scale = 1): SVGGElement {
  const f = FACES[coin];
  const rx = 17 * scale;
  const ry = 9 * scale;
  return svg(
    'g',
    { class: `xd-coin xd-coin--${coin}` },
    svg('ellipse', { cx: x, cy: y + 3 * scale, rx, ry, fill: f.edge }),
    svg('ellipse', { cx: x, cy: y, rx, ry, fill: f.face, stroke: f.edge, 'stroke-width': 1 }),
    svg('ellipse', { cx: x - 5 * scale, cy: y - 3 * scale, rx: 6 * scale, ry: 2.2 * scale, fill: f.shine, opacity: 0.55 }),
  );
}

function plate(): SVGGElement {
  return svg(
    'g',
    { class: 'xd-plate' },
    svg('ellipse', { cx: 160, cy: 160, rx: 146, ry: 44, fill: '#0c2f63', opacity: 0.35 }),
    svg('ellipse', { cx: 160, cy: 154, rx: 144, ry: 42, fill: 'url(#xd-porcelain)', stroke: '#1f4fa8', 'stroke-width': 5 }),
    svg('ellipse', { cx: 160, cy: 154, rx: 118, ry: 32, fill: 'none', stroke: '#7d9bd1', 'stroke-width': 1.5, 'stroke-dasharray': '6 5' }),
  );
}

function bowl(): SVGGElement {
  return svg(
    'g',
    { class: 'xd-bowl' },
    // The dome, resting on the plate with its rim, the foot ring on top.
    svg('path', { d: 'M40 156 C44 62 276 62 280 156 A120 30 0 0 1 40 156 Z', fill: 'url(#xd-glaze)', stroke: '#1d3f86', 'stroke-width': 3 }),
    svg('path', { d: 'M56 128 C96 112 224 112 264 128', fill: 'none', stroke: '#2454a6', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    svg('path', { d: 'M66 112 C104 98 216 98 254 112', fill: 'none', stroke: '#c9a13b', 'stroke-width': 2, 'stroke-dasharray': '2 6', 'stroke-linecap': 'round' }),
    svg('ellipse', { cx: 160, cy: 76, rx: 36, ry: 9, fill: '#e7edf7', stroke: '#1d3f86', 'stroke-width': 3 }),
    svg('ellipse', { cx: 118, cy: 98, rx: 22, ry: 6, fill: '#ffffff', opacity: 0.5 }),
  );
}

/**
 * The plate and the bowl. The coins are drawn only from the server's result once the bowl may be lifted:
 * until then the plate under the bowl is empty, and the shaking is an animation of the bowl alone that
 * stands for no outcome.
 */
export function createBowl() {
  const coins = svg('g', { class: 'xd-coins' });
  const shaker = svg('g', { class: 'xd-shaker' }, plate(), coins, bowl());
  const element = svg(
    'svg',
    { class: 'xd-bowl-view', viewBox: '0 48 320 160', role: 'img', 'aria-label': xt.bowlCovered },
    svg(
      'defs',
      {},
      svg(
        'radialGradient',
        { id: 'xd-porcelain', cx: 0.5, cy: 0.4, r: 0.7 },
        svg('stop', { offset: 0, 'stop-color': '#ffffff' }),
        svg('stop', { offset: 1, 'stop-color': '#d5deec' }),
      ),
      svg(
        'linearGradient',
        { id: 'xd-glaze', x1: 0, y1: 0, x2: 1, y2: 1 },
        svg('stop', { offset: 0, 'stop-color': '#ffffff' }),
        svg('stop', { offset: 0.55, 'stop-color': '#dfe7f3' }),
        svg('stop', { offset: 1, 'stop-color': '#9fb3d6' }),
      ),
    ),
    shaker,
  );
  let drawn = '';

  return {
    element,
    /** The bowl for the phase: shaking while the dealer shakes, lifted over the server's coins once they are known. */
    show(phase: Phase, result: Result | null) {
      const key = result ? `open:${result.coins.join(',')}` : phase === 'shaking' ? 'shaking' : 'closed';
      if (key === drawn) return;
      drawn = key;
      element.classList.toggle('is-shaking', !result && phase === 'shaking');
      element.classList.toggle('is-open', result !== null);
      if (result) {
        coins.replaceChildren(...result.coins.map((coin, i) => coinShape(coin, COIN_SPOTS[i]![0], COIN_SPOTS[i]![1])));
        element.setAttribute('aria-label', xt.coinsLabel(result.coins));
      } else {
        coins.replaceChildren();
        element.setAttribute('aria-label', phase === 'shaking' ? xt.bowlShaking : xt.bowlCovered);
      }
    },
  };
}
