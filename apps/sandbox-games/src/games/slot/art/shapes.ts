import { svg } from '../../../lib/dom.ts';

/** Shorthands for drawing symbols in a 100 × 100 box. */
type Attrs = Record<string, string | number>;

export const path = (d: string, fill: string, extra: Attrs = {}) => svg('path', { d, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => svg('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) => svg('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  svg('rect', { x, y, width, height, fill, ...extra });
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  svg('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
export const label = (text: string, size: number, fill: string, extra: Attrs = {}) =>
  svg(
    'text',
    { x: 50, y: 52, 'font-size': size, 'font-weight': 900, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill, stroke: '#1a1205', 'stroke-width': 3, 'paint-order': 'stroke', ...extra },
    text,
  );

/** Gradients the symbols fill with, defined once in the sprite. */
export const GRADIENTS: { id: string; stops: [string, string]; radial?: boolean }[] = [
  { id: 'gold', stops: ['#ffe9a3', '#c8901e'] },
  { id: 'red', stops: ['#ff6b5e', '#a3161b'] },
  { id: 'jade', stops: ['#7ff0b5', '#12804f'] },
  { id: 'wild', stops: ['#b57bff', '#4a1a8c'] },
  { id: 'blue', stops: ['#8fd3ff', '#1d5fb8'] },
  { id: 'pearl', stops: ['#ffffff', '#e6b8d9'], radial: true },
  { id: 'orange', stops: ['#ffc56b', '#d8601a'] },
];

export const gradient = (id: string) => `url(#grad-${id})`;
