import { deNumber, NORTHERN_PRIZES, type NorthernDraw, type PrizeId } from '@app/domain/lottery';
import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { boardColumns, loTable, PRIZE_LABELS, readPrizes, revealSequence } from './board.ts';
import { verifyDraw } from './draw-verify.ts';
import type { LotteryDraw } from './lottery-types.ts';
import { drawTimeText } from './ticket-text.ts';

/** Time between two numbers of a new result coming up on the board. */
export const REVEAL_STEP_MS = 150;

/**
 * "Kết quả": a draw's 27 numbers in the traditional layout (Giải ĐB on top, in red, down to Giải 7),
 * the lô table, the draw's seed and its "Kiểm tra", and the list of past draws to open one.
 */
export function createResultsBoard(onRevealed: (draw: LotteryDraw) => void) {
  const title = h('h2', { class: 'lt-section__title', text: t.results });
  const drawing = h('p', { class: 'lt-drawing' });
  drawing.hidden = true;
  const caption = h('p', { class: 'lt-board__caption' });
  const cells = new Map<PrizeId, HTMLElement[]>();
  const rows = NORTHERN_PRIZES.map(({ id, name, count }) => {
    const numbers = Array.from({ length: count }, () => h('span', { class: 'lt-prize__num' }));
    cells.set(id, numbers);
    return h(
      'div',
      { class: `lt-prize lt-prize--${id}`, role: 'row' },
      h('span', { class: 'lt-prize__name', role: 'rowheader', title: name, text: PRIZE_LABELS[id] }),
      h('span', { class: `lt-prize__nums lt-prize__nums--c${boardColumns(count)}`, role: 'cell' }, ...numbers),
    );
  });
  const board = h('div', { class: 'lt-board', role: 'table', 'aria-label': t.results }, ...rows);
  const empty = h('p', { class: 'lt-empty', text: t.noResult });
  const lo = h('div', { class: 'lt-lo' });
  const fairness = h('div', { class: 'lt-fair' });
  const pastList = h('ul', { class: 'lt-past' });
  const latestButton = h('button', { type: 'button', class: 'button button--ghost lt-latest', text: t.latestDraw, onClick: () => latest && show(latest, false) });
  latestButton.hidden = true;
  const past = h('details', { class: 'lt-past-wrap' }, h('summary', { text: t.pastDraws }), pastList);
  const element = h('section', { class: 'lt-panel lt-results', 'aria-labelledby': 'lt-results-title' }, title, drawing, caption, empty, board, lo, latestButton, fairness, past);
  title.id = 'lt-results-title';

  let shown: LotteryDraw | null = null;
  let latest: LotteryDraw | null = null;
  let timers: number[] = [];
  let history: LotteryDraw[] = [];

  function stopReveal() {
    for (const id of timers) clearTimeout(id);
    timers = [];
  }

  function show(draw: LotteryDraw, animate: boolean) {
    stopReveal();
    const prizes = readPrizes(draw.prizes);
    shown = draw;
    empty.hidden = prizes !== null;
    board.hidden = prizes === null;
    caption.textContent = `${t.drawLabel(draw.drawId)} · ${drawTimeText(draw.drawAt)}`;
    latestButton.hidden = latest === null || draw.drawId === latest.drawId;
    renderPast();
    if (!prizes) {
      fill(lo);
      fill(fairness);
      return;
    }
    const finish = () => {
      renderLo(prizes);
      renderFairness(draw);
      board.classList.remove('is-revealing');
    };
    if (!animate || prefersReducedMotion()) {
      for (const { id } of NORTHERN_PRIZES) (cells.get(id) ?? []).forEach((cell, i) => setNumber(cell, prizes[id][i] ?? '', false));
      finish();
      return;
    }
    // A new result: every number hidden, then up one by one in the order drawn, the special prize last.
    for (const list of cells.values()) for (const cell of list) setPending(cell);
    fill(lo);
    fill(fairness);
    board.classList.add('is-revealing');
    revealSequence().forEach(({ prize, index }, step) => {
      timers.push(
        window.setTimeout(() => {
          const cell = cells.get(prize)?.[index];
          if (cell) setNumber(cell, prizes[prize][index] ?? '', true);
        }, (step + 1) * REVEAL_STEP_MS),
      );
    });
    timers.push(
      window.setTimeout(() => {
        finish();
        onRevealed(draw);
      }, (revealSequence().length + 1) * REVEAL_STEP_MS),
    );
  }

  function setPending(cell: HTMLElement) {
    cell.textContent = '';
    cell.classList.add('is-pending');
    cell.classList.remove('is-new');
  }
  function setNumber(cell: HTMLElement, number: string, fresh: boolean) {
    cell.textContent = number;
    cell.classList.remove('is-pending');
    cell.classList.toggle('is-new', fresh);
  }

  function renderLo(prizes: NorthernDraw) {
    const table = loTable(prizes);
    const de = deNumber(prizes);
    const row = (head: number) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row', text: String(head) }),
        h(
          'td',
          {},
          ...(table[head] ?? []).flatMap((tail, i) => [
            i > 0 ? ', ' : null,
            `${head}${tail}` === de ? h('strong', { class: 'lt-lo__de', text: tail }) : tail,
          ]),
        ),
      );
    const half = (from: number) =>
      h(
        'table',
        { class: 'lt-lo__table' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: t.head }), h('th', { scope: 'col', text: t.tail }))),
        h('tbody', {}, ...[0, 1, 2, 3, 4].map((i) => row(from + i))),
      );
    fill(lo, h('h3', { class: 'lt-lo__title', text: t.loTable }), h('div', { class: 'lt-lo__halves' }, half(0), half(5)));
  }

  function renderFairness(draw: LotteryDraw) {
    const result = h('div', { class: 'lt-fair__result', role: 'status' });
    const check = h('button', {
      type: 'button',
      class: 'button',
      text: t.verifyDraw,
      onClick: () => {
        const { seedOk, prizesOk } = verifyDraw(draw);
        fill(
          result,
          h('p', { class: seedOk ? 'check check--ok' : 'check check--bad', text: seedOk ? t.drawSeedOk : t.drawSeedBad }),
          h('p', { class: prizesOk ? 'check check--ok' : 'check check--bad', text: prizesOk ? t.drawPrizesOk : t.drawPrizesBad }),
        );
      },
    });
    fill(
      fairness,
      h(
        'dl',
        { class: 'facts' },
        h('dt', { text: t.seedHash }),
        h('dd', {}, h('code', { class: 'mono', text: draw.serverSeedHash })),
        h('dt', { text: t.seedRevealed }),
        h('dd', {}, h('code', { class: 'mono', text: draw.serverSeed })),
      ),
      check,
      result,
    );
  }

  function renderPast() {
    fill(
      pastList,
      ...history.map((draw) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'lt-past__item',
              'aria-current': draw.drawId === shown?.drawId ? 'true' : undefined,
              onClick: () => show(draw, false),
            },
            h('span', { class: 'lt-past__id', text: draw.drawId }),
            h('span', { class: 'lt-past__time', text: drawTimeText(draw.drawAt) }),
            h('span', { class: 'lt-past__special', text: `${t.special} ${draw.prizes.special?.[0] ?? '—'}` }),
          ),
        ),
      ),
    );
    past.hidden = history.length === 0;
  }

  return {
    element,
    /** The latest draw from the state answer; `animate` when it just came in. */
    showLatest(draw: LotteryDraw | null, animate: boolean) {
      if (!draw) {
        if (!shown) {
          empty.hidden = false;
          board.hidden = true;
        }
        return;
      }
      const wasLatestShown = !shown || shown.drawId === latest?.drawId;
      const changed = draw.drawId !== latest?.drawId;
      latest = draw;
      if (!changed) {
        // Same draw (its settled flag may have changed): keep whatever is shown.
        return;
      }
      if (wasLatestShown || animate) show(draw, animate);
      else latestButton.hidden = false;
    },
    setHistory(draws: readonly LotteryDraw[]) {
      history = [...draws];
      renderPast();
    },
    /** "Kỳ … đang quay…" above the board while a closed draw waits for its result. */
    setDrawing(drawId: string | null) {
      drawing.textContent = drawId ? t.drawingDraw(drawId) : '';
      drawing.hidden = drawId === null;
    },
  };
}

export type ResultsBoard = ReturnType<typeof createResultsBoard>;
