import type { SlotDefinition, SlotSpinResult } from '@app/domain';
import type { WinPresentation } from '../../lib/celebration.ts';
import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { SLOT_LAYOUT, slotLayout } from '../../lib/layout.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { createSymbolSprite } from './art/sprite.ts';
import { createReelsView, type Screen } from './reels-view.ts';
import { symbolNamer, winEntries, type WinEntry } from './slot-round.ts';

const COINS = 14;
const LOGO_ROOM = 110;

/** The machine (reels in a frame), the line under it that tells what happened, and the celebration. */
export function createSlotStage(def: SlotDefinition, initial: Screen) {
  const reels = createReelsView(def.reels, initial);
  const names = symbolNamer(def);
  reels.describe(initial, names);
  const celebration = h(
    'div',
    { class: 'celebration', 'aria-hidden': 'true' },
    ...Array.from({ length: COINS }, () => h('span', { class: 'coin' })),
    h('p', { class: 'celebration__text' }),
  );
  celebration.hidden = true;
  const machine = h('div', { class: 'machine' }, reels.element, celebration);
  // The game's name in large on tall screens (phones held upright), where the reels leave room for it.
  const logo = h('p', { class: 'slot-logo', 'aria-hidden': 'true', text: def.name });
  const banner = h('p', { class: 'slot-banner' });
  const ticker = h('p', { class: 'slot-ticker', role: 'status' });
  const chips = h('ul', { class: 'win-chips', 'aria-label': 'Các dòng thắng' });
  const skip = h('button', { type: 'button', class: 'button button--ghost skip', text: t.skipFreeSpins });
  skip.hidden = true;
  const element = h(
    'div',
    { class: 'slot-stage' },
    createSymbolSprite(def.symbols),
    logo,
    machine,
    h('div', { class: 'slot-feed' }, banner, ticker, chips, skip),
  );
  let cycle = 0;
  let celebrationTimer = 0;

  const resize = () => {
    const { cellWidth, cellHeight } = slotLayout(element.clientWidth, element.clientHeight);
    logo.hidden = element.clientHeight - (3 * cellHeight + 20) - SLOT_LAYOUT.reservedHeight < LOGO_ROOM;
    machine.style.setProperty('--cell-w', `${cellWidth}px`);
    machine.style.setProperty('--cell-h', `${cellHeight}px`);
    reels.resize(cellHeight);
  };
  new ResizeObserver(resize).observe(element);

  function stopCycle() {
    clearInterval(cycle);
    cycle = 0;
    reels.clearHighlight();
  }

  /** All wins lit together first, then one at a time, over and over until the next spin. */
  function cycleWins(entries: WinEntry[]) {
    stopCycle();
    if (entries.length === 0) return;
    const all = () => reels.highlight(entries.flatMap((e) => e.cells), entries.flatMap((e) => (e.line ? [e.line] : [])));
    all();
    if (entries.length === 1) return;
    let index = -1;
    cycle = window.setInterval(() => {
      index = (index + 1) % (entries.length + 1);
      const entry = entries[index];
      if (!entry) return all();
      reels.highlight(entry.cells, entry.line ? [entry.line] : []);
    }, prefersReducedMotion() ? 2_000 : 1_300);
  }

  return {
    element,
    reels,
    skip,
    /** Before a spin: nothing lit, nothing said. */
    reset() {
      stopCycle();
      clearTimeout(celebrationTimer);
      celebration.hidden = true;
      machine.classList.remove('is-celebrating');
      banner.textContent = '';
      ticker.textContent = '';
      fill(chips);
    },
    banner(text: string) {
      banner.textContent = text;
    },
    say(text: string) {
      ticker.textContent = text;
    },
    /** One spin's wins: lit on the reels, listed under them. */
    showSpin(spin: SlotSpinResult) {
      reels.describe(spin, names);
      const entries = winEntries(def, spin);
      fill(chips, ...entries.map((e) => h('li', { class: 'win-chip', text: e.text })));
      cycleWins(entries);
    },
    /** The round's total, celebrated only when it beats the stake. */
    showTotal(total: number, presentation: WinPresentation) {
      ticker.textContent = presentation === 'none' ? t.noWin : presentation === 'plain' ? t.win(total) : t.bigWin(total);
      if (presentation !== 'celebrate') return;
      const text = celebration.querySelector('.celebration__text');
      if (text) text.textContent = t.bigWin(total);
      celebration.hidden = false;
      machine.classList.add('is-celebrating');
      // The banner gives way after a while, so the winning lines can be read on the reels.
      celebrationTimer = window.setTimeout(() => {
        celebration.hidden = true;
      }, 3_200);
    },
  };
}

export type SlotStage = ReturnType<typeof createSlotStage>;
