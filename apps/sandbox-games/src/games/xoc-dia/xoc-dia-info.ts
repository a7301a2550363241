import { XOC_DIA_BETS } from '@app/domain/casino';
import { h, svg } from '../../lib/dom.ts';
import { openDialog } from '../../ui/dialog.ts';
import { callXocDia } from './xoc-dia-api.ts';
import { checkSeries, type RoundCheck, type SeriesCheck } from './series-verify.ts';
import { edgeText, SPOTS } from './table-logic.ts';
import { xt } from './xoc-dia-text.ts';
import type { Coin, SeriesAnswer, TableState } from './xoc-dia-types.ts';

/** "Thông tin trò chơi": how a round runs, each cửa (when it wins, its price, its edge), the limits, fairness. */
export function openXocDiaRules(state: TableState | null): void {
  const limits = state?.table.limits ?? null;
  const timing = state?.table.timing ?? { bettingMs: 15_000, shakeMs: 3_000, resultMs: 5_000 };
  const s = (ms: number) => Math.round(ms / 1000);
  const rows = SPOTS.map((kind) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row', text: XOC_DIA_BETS[kind].name }),
      h('td', { text: xt.winsWhen(XOC_DIA_BETS[kind].reds) }),
      h('td', { class: 'xd-num', text: XOC_DIA_BETS[kind].pays }),
      h('td', { class: 'xd-num', text: edgeText(kind) }),
    ),
  );
  const limitRows = SPOTS.map((kind) =>
    h('tr', {}, h('th', { scope: 'row', text: XOC_DIA_BETS[kind].name }), h('td', { class: 'xd-num', text: limits ? xt.limit(limits[kind].min, limits[kind].max) : '' })),
  );
  openDialog(
    xt.rulesTitle,
    h('p', { text: xt.rulesIntro(s(timing.bettingMs), s(timing.shakeMs), s(timing.resultMs)) }),
    h(
      'table',
      { class: 'xd-rules' },
      h('caption', { text: xt.rulesEdgeNote }),
      h(
        'thead',
        {},
        h('tr', {}, ...[xt.rulesSpot, xt.rulesWins, xt.rulesPays, xt.rulesEdge].map((text) => h('th', { scope: 'col', text }))),
      ),
      h('tbody', {}, ...rows),
    ),
    h('p', { class: 'xd-muted', text: xt.rulesPaysNote }),
    h(
      'table',
      { class: 'xd-rules' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: xt.rulesSpot }), h('th', { scope: 'col', text: xt.rulesLimits }))),
      h('tbody', {}, ...limitRows),
    ),
    // Open, and a summary that takes the focus: the keyboard can reach (and scroll) a long rules screen.
    h('details', { class: 'xd-rules__fair', open: true }, h('summary', { text: xt.rulesFairTitle }), h('p', { text: xt.fairIntro })),
  );
}

/** Fetches the series' public rounds and recomputes them from its revealed seed. */
export async function verifySeries(seriesId: string): Promise<SeriesCheck> {
  return checkSeries(await callXocDia<SeriesAnswer>('xocDiaSeries', { seriesId }));
}

export function checkSummary(check: SeriesCheck): string {
  switch (check.kind) {
    case 'pending':
      return xt.verifyNone;
    case 'bad-hash':
      return xt.verifyBadHash;
    case 'checked':
      return check.wrong.length > 0 ? xt.verifyBadRounds(check.wrong) : xt.verifyOk(check.rounds.length);
  }
}

const coinWords = (coins: readonly Coin[]) => coins.map(xt.coinName).join(', ');

function coinDots(coins: readonly Coin[]): SVGSVGElement {
  return svg(
    'svg',
    { class: 'xd-dots', viewBox: '0 0 56 14', width: 56, height: 14, 'aria-hidden': 'true' },
    ...coins.map((c, i) => svg('circle', { cx: 7 + i * 14, cy: 7, r: 5.5, class: `xd-dot xd-dot--${c}` })),
  );
}

function roundItem(round: RoundCheck): HTMLElement {
  return h(
    'li',
    { class: `xd-check__round${round.ok ? '' : ' is-wrong'}` },
    h('span', { class: 'xd-check__mark', 'aria-hidden': 'true', text: round.ok ? '✓' : '✗' }),
    coinDots(round.coins),
    h('span', { text: xt.roundCheck(round.no, coinWords(round.coins), round.ok) }),
    round.ok ? null : h('span', { class: 'xd-check__expected', text: xt.roundExpected(coinWords(round.expected)) }),
  );
}

/** The check's sentence, then (once computed) every round of the series marked matching or not. */
export function checkView(check: SeriesCheck): HTMLElement[] {
  const summary = h('p', { class: `xd-verify${check.kind === 'checked' && check.wrong.length === 0 ? ' is-ok' : ' is-bad'}`, text: checkSummary(check) });
  if (check.kind !== 'checked') return [summary];
  const open = check.wrong.length > 0;
  return [
    summary,
    h(
      'details',
      { class: 'xd-check', open },
      h('summary', { text: xt.verifyRounds }),
      h('ol', { class: 'xd-check__list', 'aria-label': xt.verifyRounds }, ...check.rounds.map(roundItem)),
    ),
  ];
}

/** A "Kiểm tra công bằng" button and where its answer goes, for the last finished series of the state. */
export function createSeriesCheck(lastSeriesId: () => string | null) {
  const output = h('div', { class: 'xd-check__output', role: 'status' });
  const button = h('button', { type: 'button', class: 'button', text: xt.verify, onClick: () => void run() });
  async function run() {
    const id = lastSeriesId();
    if (!id) {
      output.replaceChildren(h('p', { class: 'xd-verify', text: xt.verifyNone }));
      return;
    }
    button.disabled = true;
    button.textContent = xt.verifying;
    button.setAttribute('aria-busy', 'true');
    try {
      output.replaceChildren(...checkView(await verifySeries(id)));
    } catch (error) {
      output.replaceChildren(h('p', { class: 'xd-verify is-bad', text: (error as Error).message }));
    } finally {
      button.disabled = false;
      button.textContent = xt.verify;
      button.setAttribute('aria-busy', 'false');
    }
  }
  return { button, output };
}

/** "Công bằng": the scheme in plain words, the series in play (its hash), the last one (its seed) and the check. */
export function openXocDiaFairness(state: TableState | null): void {
  const last = state?.lastSeries ?? null;
  const check = createSeriesCheck(() => last?.seriesId ?? null);
  check.button.classList.add('button--primary');
  check.button.disabled = !last;
  openDialog(
    xt.fairTitle,
    h('p', { text: xt.fairIntro }),
    h('h3', { class: 'xd-panel__title', text: xt.series }),
    h('p', { class: 'xd-hash mono', text: state ? `${state.series.seriesId} · ${xt.seriesHash}: ${state.series.serverSeedHash}` : '' }),
    h('h3', { class: 'xd-panel__title', text: xt.lastSeries }),
    last
      ? h('p', { class: 'xd-hash mono', text: `${last.seriesId} · ${xt.seriesHash}: ${last.serverSeedHash} · ${xt.serverSeed}: ${last.serverSeed ?? ''}` })
      : h('p', { text: xt.verifyNone }),
    check.button,
    check.output,
  );
}
