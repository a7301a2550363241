import { circle, gradient, label, path, rect } from './shapes.ts';

/** Symbols every slot here shares: the wild and the card letters. */
export const COMMON_ART: Record<string, () => SVGElement[]> = {
  wild: () => [
    rect(8, 14, 84, 72, gradient('wild'), { rx: 16, stroke: '#ffd56b', 'stroke-width': 4 }),
    path('M50 18 l4 9 10 1 -8 6 3 10 -9 -6 -9 6 3 -10 -8 -6 10 -1z', '#ffd56b'),
    label('WILD', 25, gradient('gold'), { y: 62 }),
  ],
  a: () => [label('A', 60, gradient('red'))],
  k: () => [label('K', 60, gradient('blue'))],
  q: () => [label('Q', 60, gradient('wild'))],
  j: () => [label('J', 60, gradient('jade'))],
  '10': () => [label('10', 50, gradient('orange'))],
};

/** A symbol no art is drawn for yet: a gem with its first letter, so a new game still plays. */
export function fallbackArt(name: string): SVGElement[] {
  return [circle(50, 50, 36, gradient('blue'), { stroke: '#ffd56b', 'stroke-width': 4 }), label(name.slice(0, 1).toUpperCase(), 40, '#fff')];
}
