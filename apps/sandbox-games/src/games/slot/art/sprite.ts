import { svg } from '../../../lib/dom.ts';
import { COMMON_ART, fallbackArt } from './common.ts';
import { KHO_BAU_RONG_ART } from './kho-bau-rong.ts';
import { NGOC_BICH_ART } from './ngoc-bich.ts';
import { GRADIENTS } from './shapes.ts';

const ART: Record<string, () => SVGElement[]> = { ...COMMON_ART, ...KHO_BAU_RONG_ART, ...NGOC_BICH_ART };

export const symbolRef = (id: string) => `#sym-${id}`;

/**
 * One hidden SVG holding every symbol of the game as a <symbol>: a reel cell is then a <use> whose
 * href changes as the reel turns, the cheapest way to redraw 20 cells per frame.
 */
export function createSymbolSprite(symbols: readonly { id: string; name: string }[]): SVGSVGElement {
  const defs = svg(
    'defs',
    {},
    ...GRADIENTS.map((g) =>
      svg(
        g.radial ? 'radialGradient' : 'linearGradient',
        g.radial ? { id: `grad-${g.id}`, cx: '40%', cy: '35%', r: '70%' } : { id: `grad-${g.id}`, x1: 0, y1: 0, x2: 0, y2: 1 },
        svg('stop', { offset: 0, 'stop-color': g.stops[0] }),
        svg('stop', { offset: 1, 'stop-color': g.stops[1] }),
      ),
    ),
    ...symbols.map((s) => svg('symbol', { id: `sym-${s.id}`, viewBox: '0 0 100 100' }, ...(ART[s.id]?.() ?? fallbackArt(s.name)))),
  );
  return svg('svg', { class: 'sprite', 'aria-hidden': 'true', focusable: 'false', width: 0, height: 0 }, defs);
}

/** A symbol drawn on its own, with its Vietnamese name as the accessible name. */
export function symbolImage(id: string, name: string, size: number): SVGSVGElement {
  return svg(
    'svg',
    { viewBox: '0 0 100 100', width: size, height: size, role: 'img', 'aria-label': name, class: 'symbol-image' },
    svg('use', { href: symbolRef(id) }),
  );
}
