import { h, svg } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { faceFor, faceSymbol, hasLanded, planLanding, reelPosition, WINDOW_ROWS, type Landing, type ReelFace, type Spin } from './reel-motion.ts';
import { symbolRef } from './art/sprite.ts';

/** One screen of a spin as the server sent it. */
export type Screen = { stops: readonly number[]; grid: readonly (readonly string[])[] };

type ReelState = {
  strip: readonly string[];
  face: ReelFace;
  spin: Spin | null;
  landing: Landing | null;
  nextFace: ReelFace | null;
  /** Four cells: the window's three and the one scrolling in. */
  cells: { root: HTMLElement; use: SVGUseElement; symbol: string }[];
  column: HTMLElement;
};

const SPEED = 0.022; // cells per ms: about 22 symbols a second
const RAMP_MS = 220;
const CELLS = WINDOW_ROWS + 1;

/**
 * The reel window: five columns of recycled cells moved by transforms (one requestAnimationFrame loop
 * while anything moves), and an overlay that draws the winning lines.
 */
export function createReelsView(strips: readonly (readonly string[])[], initial: Screen) {
  let cellHeight = 100;
  const overlay = svg('svg', { class: 'paylines', viewBox: '0 0 500 300', preserveAspectRatio: 'none', 'aria-hidden': 'true' });
  const reels: ReelState[] = strips.map((strip, reel) => {
    const cells = Array.from({ length: CELLS }, () => {
      const use = svg('use', { href: '' });
      const root = h('div', { class: 'cell' }, svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true' }, use));
      return { root, use, symbol: '' };
    });
    const column = h('div', { class: 'reel' }, ...cells.map((c) => c.root));
    return { strip, face: faceOf(initial, reel, 0), spin: null, landing: null, nextFace: null, cells, column };
  });
  const grid = h('div', { class: 'reels', role: 'img' }, ...reels.map((r) => r.column), overlay);
  let frame = 0;
  let settled: (() => void) | null = null;

  function faceOf(screen: Screen, reel: number, anchor: number): ReelFace {
    return { anchor, stop: screen.stops[reel] ?? 0, window: screen.grid.map((row) => row[reel] ?? '') };
  }

  function describe(screen: Screen, names: (id: string) => string) {
    grid.setAttribute('aria-label', `${t.reelsLabel}: ${screen.grid.map((row) => row.map(names).join(', ')).join('; ')}`);
  }

  function draw(now: number) {
    let moving = false;
    for (const reel of reels) {
      if (reel.spin && hasLanded(reel.landing, now) && reel.landing && reel.nextFace) {
        reel.face = reel.nextFace;
        reel.spin = null;
        reel.landing = null;
        reel.nextFace = null;
        reel.column.classList.remove('is-spinning', 'is-waiting');
        if (!prefersReducedMotion()) reel.column.classList.add('is-settling');
      }
      const position = reel.spin ? reelPosition(reel.spin, reel.landing, now) : reel.face.anchor;
      if (reel.spin) moving = true;
      if (reel.landing && now >= reel.landing.beginAt) reel.column.classList.remove('is-spinning');
      const top = Math.floor(position);
      reel.cells.forEach((cell, j) => {
        const index = top + j;
        const face = faceFor(reel.face, reel.nextFace, reel.landing, index, now);
        const symbol = faceSymbol(face, reel.strip, index);
        if (symbol !== cell.symbol) {
          cell.symbol = symbol;
          cell.use.setAttribute('href', symbolRef(symbol));
        }
        cell.root.style.transform = `translate3d(0, ${((index - position) * cellHeight).toFixed(2)}px, 0)`;
      });
    }
    if (moving) {
      frame = requestAnimationFrame(draw);
    } else {
      frame = 0;
      settled?.();
      settled = null;
    }
  }

  const kick = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  return {
    element: grid,
    describe,
    resize(nextCellHeight: number) {
      cellHeight = nextCellHeight;
      if (!frame) draw(performance.now());
    },
    /** Every reel starts turning now (or, under reduced motion, dims and waits). */
    start(now: number) {
      this.clearHighlight();
      const reduced = prefersReducedMotion();
      for (const reel of reels) {
        reel.column.classList.remove('is-settling');
        reel.column.classList.add(reduced ? 'is-waiting' : 'is-spinning');
        // Under reduced motion the reel does not travel: speed 0 keeps it on its face until it lands.
        reel.spin = { startedAt: now, startPosition: reel.face.anchor, speed: reduced ? 0 : SPEED, rampMs: RAMP_MS };
        reel.landing = null;
        reel.nextFace = null;
      }
      kick();
    },
    /** Lands reel i from `beginAt[i]` on the screen's column i; resolves once every reel stands. */
    land(screen: Screen, beginAt: readonly number[]): Promise<void> {
      const done = new Promise<void>((resolve) => {
        settled = resolve;
      });
      reels.forEach((reel, i) => {
        if (!reel.spin) return;
        const at = beginAt[i] ?? performance.now();
        if (reel.spin.speed === 0) {
          // Reduced motion: the new face simply replaces the old one at its time.
          const anchor = reel.face.anchor - 4;
          reel.landing = { beginAt: at, from: reel.face.anchor, to: anchor, durationMs: 0, switchCell: reel.face.anchor + CELLS };
          reel.spin = { ...reel.spin, startPosition: reel.face.anchor };
          reel.nextFace = faceOf(screen, i, anchor);
          return;
        }
        reel.landing = planLanding(reel.spin, at);
        reel.nextFace = faceOf(screen, i, reel.landing.to);
      });
      kick();
      return done;
    },
    /** Shows a screen at once (a skipped sequence, a failed round going back to the last screen). */
    show(screen: Screen) {
      reels.forEach((reel, i) => {
        reel.spin = null;
        reel.landing = null;
        reel.nextFace = null;
        reel.face = faceOf(screen, i, reel.face.anchor);
        reel.column.classList.remove('is-spinning', 'is-waiting', 'is-settling');
      });
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      draw(performance.now());
      settled?.();
      settled = null;
    },
    /** Lights the given cells (reel, row) and draws the lines through them; the rest dims. */
    highlight(cells: readonly (readonly [number, number])[], lines: readonly (readonly number[])[]) {
      const lit = new Set(cells.map(([reel, row]) => `${reel}:${row}`));
      reels.forEach((reel, i) =>
        reel.cells.forEach((cell, row) => {
          cell.root.classList.toggle('is-win', lit.has(`${i}:${row}`));
          cell.root.classList.toggle('is-dim', lit.size > 0 && !lit.has(`${i}:${row}`));
        }),
      );
      overlay.replaceChildren(
        ...lines.map((rows, n) =>
          svg('polyline', {
            points: rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '),
            class: `payline payline--${n % 4}`,
            'vector-effect': 'non-scaling-stroke',
          }),
        ),
      );
    },
    clearHighlight() {
      this.highlight([], []);
    },
  };
}

export type ReelsView = ReturnType<typeof createReelsView>;
