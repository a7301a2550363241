import { beadPlate, bigRoad, ROAD_ROWS } from '@app/domain/casino';
import { fill, h, svg } from '../../lib/dom.ts';
import { bt } from './baccarat-text.ts';
import type { RoadEntry } from './baccarat-types.ts';

const CELL = 22;
const COLOURS = { player: '#2f6fde', banker: '#d94040', tie: '#2e9e5b' } as const;
const LETTERS = { player: 'P', banker: 'B', tie: 'T' } as const;
const NAMES = { player: bt.winnerPlayer, banker: bt.winnerBanker, tie: bt.winnerTie } as const;

function grid(columns: number): SVGElement[] {
  const lines: SVGElement[] = [];
  for (let c = 0; c <= columns; c += 1) lines.push(svg('line', { x1: c * CELL, y1: 0, x2: c * CELL, y2: ROAD_ROWS * CELL, class: 'bac-road__grid' }));
  for (let r = 0; r <= ROAD_ROWS; r += 1) lines.push(svg('line', { x1: 0, y1: r * CELL, x2: columns * CELL, y2: r * CELL, class: 'bac-road__grid' }));
  return lines;
}

function pairDots(x: number, y: number, playerPair: boolean, bankerPair: boolean): SVGElement[] {
  const dots: SVGElement[] = [];
  if (bankerPair) dots.push(svg('circle', { cx: x - 6.5, cy: y - 6.5, r: 2.6, fill: COLOURS.banker, stroke: '#fff', 'stroke-width': 0.8 }));
  if (playerPair) dots.push(svg('circle', { cx: x + 6.5, cy: y + 6.5, r: 2.6, fill: COLOURS.player, stroke: '#fff', 'stroke-width': 0.8 }));
  return dots;
}

function roadSvg(label: string, columns: number, children: SVGElement[]): SVGSVGElement {
  const width = columns * CELL;
  return svg('svg', { class: 'bac-road__svg', viewBox: `0 0 ${width} ${ROAD_ROWS * CELL}`, width, height: ROAD_ROWS * CELL, role: 'img', 'aria-label': label }, ...grid(columns), ...children);
}

/** Bead plate and big road of the shoe in play, redrawn when a result comes in. */
export function createRoads() {
  const beadBox = h('div', { class: 'bac-road__scroll' });
  const bigBox = h('div', { class: 'bac-road__scroll' });
  const empty = h('p', { class: 'bac-muted', text: bt.noResults });
  const element = h(
    'section',
    { class: 'bac-panel bac-roads', 'aria-label': `${bt.beadPlate}, ${bt.bigRoad}` },
    h('h2', { class: 'bac-panel__title', text: bt.bigRoad }),
    bigBox,
    h('h2', { class: 'bac-panel__title', text: bt.beadPlate }),
    beadBox,
    empty,
    h('p', { class: 'bac-muted bac-roads__legend', text: bt.roadLegend }),
  );
  let drawn = '';

  return {
    element,
    show(entries: readonly RoadEntry[]) {
      const key = entries.map((e) => e.no).join(',');
      if (key === drawn) return;
      drawn = key;
      empty.hidden = entries.length > 0;

      const beads = beadPlate(entries);
      const beadColumns = Math.max(12, (beads.at(-1)?.col ?? 0) + 2);
      const beadCells = beads.flatMap(({ col, row, result }) => {
        const x = col * CELL + CELL / 2;
        const y = row * CELL + CELL / 2;
        return [
          svg('circle', { cx: x, cy: y, r: CELL / 2 - 2, fill: COLOURS[result.winner] }, svg('title', { text: `#${result.no} ${NAMES[result.winner]} ${result.playerTotal} – ${result.bankerTotal}` })),
          svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff', text: LETTERS[result.winner] }),
          ...pairDots(x, y, result.playerPair, result.bankerPair),
        ];
      });
      fill(beadBox, roadSvg(bt.beadPlate, beadColumns, beadCells));

      const road = bigRoad(entries);
      const bigColumns = Math.max(20, road.columns + 2);
      const bigCells = road.cells.flatMap((cell) => {
        const x = cell.col * CELL + CELL / 2;
        const y = cell.row * CELL + CELL / 2;
        const parts: SVGElement[] = [svg('circle', { cx: x, cy: y, r: CELL / 2 - 3, fill: 'none', stroke: COLOURS[cell.winner], 'stroke-width': 2.5 })];
        if (cell.ties > 0) {
          parts.push(svg('line', { x1: x - 6, y1: y + 6, x2: x + 6, y2: y - 6, stroke: COLOURS.tie, 'stroke-width': 2.5 }));
          if (cell.ties > 1) parts.push(svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700, fill: '#fff', text: String(cell.ties) }));
        }
        return [...parts, ...pairDots(x, y, cell.playerPair, cell.bankerPair)];
      });
      fill(bigBox, roadSvg(bt.bigRoad, bigColumns, bigCells));
      // The latest results are on the right.
      for (const box of [beadBox, bigBox]) box.scrollLeft = box.scrollWidth;
    },
  };
}
