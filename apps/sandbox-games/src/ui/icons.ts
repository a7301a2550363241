import { svg } from '../lib/dom.ts';

/** Line icons at 24 units, drawn in currentColor; their buttons carry the accessible name. */
function icon(...paths: string[]): SVGSVGElement {
  return svg(
    'svg',
    { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': 'true', focusable: 'false', class: 'icon' },
    ...paths.map((d) => svg('path', { d, fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })),
  );
}

export const infoIcon = () => icon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-5', 'M12 8h.01');
export const shieldIcon = () => icon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4');
export const closeIcon = () => icon('M18 6 6 18', 'M6 6l12 12');
export const minusIcon = () => icon('M5 12h14');
export const plusIcon = () => icon('M12 5v14', 'M5 12h14');
