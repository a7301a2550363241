import { ROAD_ROWS } from '@app/domain/casino';
import { fill, h, svg } from '../../lib/dom.ts';
import { beadPlate, parityCounts, parityRoad, type Parity } from './road-logic.ts';
import { xt } from './xoc-dia-text.ts';
import type { RoadEntry } from './xoc-dia-types.ts';

const CELL = 22;
const COLOURS: Record<Parity, string> = { chan: '#d94040', le: '#2f6fde' };

function grid(columns: number): SVGElement[] {
  const lines: SVGElement[] = [];
  for (let c = 0; c <= columns; c += 1) lines.push(svg('line', { x1: c * CELL, y1: 0, x2: c * CELL, y2: ROAD_ROWS * CELL, class: 'xd-road__grid' }));
  for (let r = 0; r <= ROAD_ROWS; r += 1) lines.push(svg('line', { x1: 0, y1: r * CELL, x2: columns * CELL, y2: r * CELL, class: 'xd-road__grid' }));
  return lines;
}

function roadSvg(label: string, columns: number, children: SVGElement[]): SVGSVGElement {
  const width = columns * CELL;
  return svg('svg', { class: 'xd-road__svg', viewBox: `0 0 ${width} ${ROAD_ROWS * CELL}`, width, height: ROAD_ROWS * CELL, role: 'img', 'aria-label': label }, ...grid(columns), ...children);
}

/** The "cầu": a bead per round (its number of reds, coloured Chẵn or Lẻ) and the chẵn/lẻ big road. */
export function createRoads() {
  // Focusable: a road longer than the box scrolls, and the keyboard must reach it too.
  const beadBox = h('div', { class: 'xd-road__scroll', tabindex: 0, role: 'group', 'aria-label': xt.beadPlate });
  const bigBox = h('div', { class: 'xd-road__scroll', tabindex: 0, role: 'group', 'aria-label': xt.bigRoad });
  const counts = h('p', { class: 'xd-roads__counts' });
  const empty = h('p', { class: 'xd-muted', text: xt.noResults });
  const element = h(
    'section',
    { class: 'xd-panel xd-roads', 'aria-label': xt.roads },
    h('div', { class: 'xd-panel__head' }, h('h2', { class: 'xd-panel__title', text: xt.roads }), counts),
    h('h3', { class: 'xd-panel__sub', text: xt.beadPlate }),
    beadBox,
    h('h3', { class: 'xd-panel__sub', text: xt.bigRoad }),
    bigBox,
    empty,
    h('p', { class: 'xd-muted xd-roads__legend', text: xt.roadLegend }),
  );
  let drawn = '';

  return {
    element,
    show(entries: readonly RoadEntry[]) {
      const key = entries.map((e) => e.no).join(',');
      if (key === drawn) return;
      drawn = key;
      empty.hidden = entries.length > 0;
      const tally = parityCounts(entries);
      counts.textContent = entries.length > 0 ? xt.roadCounts(tally.chan, tally.le) : '';

      // At least as many columns as the box shows, so the grid fills it.
      const visible = Math.ceil(beadBox.clientWidth / CELL) || 12;
      const beads = beadPlate(entries);
      const beadColumns = Math.max(visible, (beads.at(-1)?.col ?? 0) + 2);
      const beadCells = beads.flatMap((b) => {
        const x = b.col * CELL + CELL / 2;
        const y = b.row * CELL + CELL / 2;
        return [
          svg('circle', { cx: x, cy: y, r: CELL / 2 - 2, fill: COLOURS[b.parity] }, svg('title', { text: xt.beadTitle(b.no, b.reds, b.parity) })),
          svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff', text: String(b.reds) }),
        ];
      });
      fill(beadBox, roadSvg(xt.beadPlate, beadColumns, beadCells));

      const road = parityRoad(entries);
      const bigColumns = Math.max(visible, road.columns + 2);
      const bigCells = road.cells.map((cell) =>
        svg('circle', { cx: cell.col * CELL + CELL / 2, cy: cell.row * CELL + CELL / 2, r: CELL / 2 - 3, fill: 'none', stroke: COLOURS[cell.parity], 'stroke-width': 2.5 }),
      );
      fill(bigBox, roadSvg(xt.bigRoad, bigColumns, bigCells));
      // The latest results in view: scrolled so that the last drawn column (and one empty) shows, no further.
      const lastBead = ((beads.at(-1)?.col ?? 0) + 2) * CELL;
      const lastBig = (road.columns + 1) * CELL;
      beadBox.scrollLeft = Math.max(0, lastBead - beadBox.clientWidth);
      bigBox.scrollLeft = Math.max(0, lastBig - bigBox.clientWidth);
    },
  };
}
