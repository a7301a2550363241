import { h } from '../../lib/dom.ts';
import { drawFish } from './fish-art.ts';

/** A fish drawn small on its own canvas (buttons, the info screen). */
export function fishBadge(typeId: string, width = 44, height = 30): HTMLCanvasElement {
  const canvas = h('canvas', { width: width * 2, height: height * 2, class: 'fish-badge', 'aria-hidden': 'true' });
  const c = canvas.getContext('2d');
  if (c) {
    c.scale(2, 2);
    c.translate(width / 2, height / 2);
    drawFish(c, typeId, width * 0.95);
  }
  return canvas;
}
