import { formatMoney } from '@app/domain';
import type { XocDiaBet } from '@app/domain/casino';
import { GameApiError } from '../../lib/api-client.ts';
import { h } from '../../lib/dom.ts';
import { awaitsSettlement, roundToShow, stateToShow } from '../../lib/table-round.ts';
import { createTableSync, FALLBACK_POLL_MS } from '../../lib/table-sync.ts';
import { createBalanceView } from '../../ui/balance-view.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { createBoard } from './board-view.ts';
import { createBowl } from './bowl-view.ts';
import { createHistory } from './history-view.ts';
import { createRoads } from './road-view.ts';
import {
  addChip,
  bettingShare,
  CHIP_VALUES,
  chipsFor,
  clockOffset,
  outcomeOf,
  phaseAt,
  phaseEnd,
  resultText,
  secondsUntil,
  shownResult,
  slipLines,
  slipProblem,
  slipTotal,
  winningSpots,
  type Phase,
  type Slip,
} from './table-logic.ts';
import { callXocDia } from './xoc-dia-api.ts';
import { createSeriesCheck, openXocDiaFairness, openXocDiaRules } from './xoc-dia-info.ts';
import { xt } from './xoc-dia-text.ts';
import type { BetAnswer, RoundEvent, TableState } from './xoc-dia-types.ts';

/** While the stream is down: asked again this soon when the bowl may be lifted but the answer had no coins yet. */
const RESULT_POLL_MS = 300;
const FRAME_MS = 200;
/** The round's phases in order: a /state answer behind a pushed round is not shown. */
const PHASES = ['betting', 'shaking', 'result'] as const;
/** Results the page keeps for the road (the server's /state sends as many). */
const ROADS_KEPT = 60;
/** After the result, the win asked again this often (at most WIN_CHECKS times) until the round is settled. */
const WIN_CHECK_MS = 1_500;
const WIN_CHECKS = 4;

const newClientId = () => crypto.randomUUID().replaceAll('-', '');
const PHASE_NAMES: Record<Phase, string> = { betting: xt.phaseBetting, shaking: xt.phaseShaking, result: xt.phaseResult };

/**
 * Xóc đĩa at a live-style table: rounds shared with every member at it, on the provider's clock (the
 * rounds pushed on the table's stream, the player's own state asked when the bowl is lifted: table-sync.ts). Chips go on the cửa, "Đặt cược" sends them before the
 * close, the bowl is shaken, then lifted over the coins the server drew, the win, the cầu, and the
 * series' seed to check once the series is finished.
 */
export function mountXocDia(ctx: GameContext): void {
  let state: TableState | null = null;
  let offset = 0;
  let slip: Slip = {};
  let placing = false;
  /** Bumped by each placement: a state answer asked for before it may carry the balance before it. */
  let placements = 0;
  let pending: { key: string; id: string } | null = null;
  let winChecks = 0;
  let announced = '';
  let historyRound = -1;
  const serverNow = () => Date.now() + offset;

  const shell = mountShell(ctx.root, ctx.session.game.name, {
    onInfo: () => openXocDiaRules(state),
    onFairness: () => openXocDiaFairness(state),
  });
  shell.stage.classList.add('xd-stage');

  // ---- the table: status, bowl, result ----
  const roundLabel = h('span', { class: 'xd-status__round', text: xt.loading });
  const phaseLabel = h('span', { class: 'xd-status__phase' });
  const countdown = h('span', { class: 'xd-status__count', 'aria-hidden': 'true' });
  const progressFill = h('span', { class: 'xd-progress__fill' });
  const status = h(
    'div',
    { class: 'xd-status' },
    h('div', { class: 'xd-status__row' }, roundLabel, phaseLabel, countdown),
    h('span', { class: 'xd-progress', 'aria-hidden': 'true' }, progressFill),
  );
  const announcer = h('p', { class: 'xd-sr', role: 'status', 'aria-live': 'polite' });
  const bowl = createBowl();
  const parity = h('p', { class: 'xd-parity' });
  const reds = h('p', { class: 'xd-reds' });
  const outcome = h('p', { class: 'xd-outcome' });
  const felt = h('div', { class: 'xd-felt' }, bowl.element, h('div', { class: 'xd-result' }, parity, reds), outcome);

  // ---- the board, the chips, the buttons ----
  const board = createBoard((kind) => putChip(kind));
  board.showChips(CHIP_VALUES);
  const slipInfo = h('p', { class: 'xd-slip', text: xt.noSlip });
  const clearButton = h('button', { type: 'button', class: 'button button--ghost', text: xt.clear, onClick: () => clearSlip() });
  const placeButton = h('button', { type: 'button', class: 'button button--primary xd-place', text: xt.place, onClick: () => void place() });
  const actions = h('div', { class: 'xd-actions' }, clearButton, placeButton);

  // ---- cầu, fairness, history ----
  const roads = createRoads();
  const seriesHash = h('p', { class: 'xd-hash mono' });
  const check = createSeriesCheck(() => state?.lastSeries?.seriesId ?? null);
  const fairPanel = h(
    'section',
    { class: 'xd-panel', 'aria-label': xt.fairness },
    h('h2', { class: 'xd-panel__title', text: xt.fairness }),
    seriesHash,
    h('div', { class: 'xd-panel__actions' }, check.button),
    check.output,
  );
  const history = createHistory();

  shell.stage.append(
    h(
      'div',
      { class: 'xd' },
      h('div', { class: 'xd__main' }, status, felt, board.board, board.rack, slipInfo, actions, announcer),
      h('div', { class: 'xd__side' }, roads.element, history.element, fairPanel),
    ),
  );

  // ---- the controls: balance of the game account and the last win ----
  const balanceView = createBalanceView(ctx.wallet.balance);
  const winValue = h('output', { class: 'last-win__value', text: '0' });
  const lastWin = h('div', { class: 'last-win' }, h('span', { class: 'last-win__label', text: xt.myWin }), winValue);
  shell.controls.append(h('div', { class: 'play-bar' }, h('div', { class: 'play-bar__figures' }, balanceView.element, lastWin)));
  ctx.wallet.subscribe(balanceView.show);

  function phase(): Phase | null {
    return state ? phaseAt(state.round, serverNow()) : null;
  }

  function putChip(kind: XocDiaBet) {
    if (phase() !== 'betting' || placing || board.chip <= 0) return;
    slip = addChip(slip, kind, board.chip);
    shell.notify(null);
    renderBets();
  }

  function clearSlip() {
    slip = {};
    pending = null;
    renderBets();
  }

  function renderBets() {
    const placed = state?.myBets ?? [];
    const now = serverNow();
    const open = phase() === 'betting';
    const result = state ? shownResult(state.round, now) : null;
    board.render({ placed, slip, open, placing, winners: result ? winningSpots(result.reds) : [] });
    const total = slipTotal(slip);
    const problem = state && total > 0 ? slipProblem(slip, state.table.limits, placed, ctx.wallet.balance) : null;
    slipInfo.textContent = total > 0 ? `${xt.slipTotal(total)}${problem ? ` — ${problem}` : ''}` : open || !state ? xt.noSlip : '';
    slipInfo.classList.toggle('is-problem', problem !== null);
    placeButton.disabled = !open || placing || total === 0 || problem !== null;
    clearButton.disabled = placing || total === 0;
    placeButton.textContent = placing ? xt.placing : xt.place;
    placeButton.setAttribute('aria-busy', String(placing));
  }

  async function place() {
    if (!state || placing) return;
    const lines = slipLines(slip);
    if (lines.length === 0) return;
    const roundNo = state.round.no;
    // The same request again (a lost answer, pressed once more) keeps its id: the server places it once.
    const key = JSON.stringify([roundNo, lines]);
    if (pending?.key !== key) pending = { key, id: newClientId() };
    placing = true;
    placements += 1;
    renderBets();
    try {
      const answer = await callXocDia<BetAnswer>('xocDiaBet', { roundNo, bets: lines, clientId: pending.id });
      pending = null;
      slip = {};
      if (state.round.no === answer.bet.roundNo) state = { ...state, myBets: answer.myBets, balance: answer.balance };
      ctx.wallet.settle(answer.balance);
      announcer.textContent = xt.placed(answer.bet.stake);
      shell.notify(null);
      void history.load();
      sync.refresh();
    } catch (error) {
      // A refusal is final (the next press is a new request); a lost answer keeps its id for the retry.
      if (!(error instanceof GameApiError) || error.status !== 0) pending = null;
      shell.notify((error as Error).message);
    } finally {
      placing = false;
      renderBets();
    }
  }

  function announce(key: string, text: string) {
    if (announced === key) return;
    announced = key;
    announcer.textContent = text;
  }

  function frame() {
    if (!state) return;
    const now = serverNow();
    const current = phaseAt(state.round, now);
    const result = shownResult(state.round, now);
    roundLabel.textContent = xt.round(state.round.no);
    phaseLabel.textContent = PHASE_NAMES[current];
    const left = secondsUntil(phaseEnd(state.round, current), now);
    countdown.textContent = current === 'result' ? '' : xt.secondsLeft(left);
    progressFill.style.transform = `scaleX(${current === 'betting' ? bettingShare(state.round, now) : 0})`;
    status.dataset.phase = current;
    bowl.show(current, result);
    felt.dataset.phase = current;
    if (result) {
      parity.textContent = xt.parityBig[result.parity];
      parity.dataset.parity = result.parity;
      reds.textContent = xt.redCount(result.reds);
      const won = outcomeOf(state.myBets, state.myWin);
      outcome.textContent = won?.text ?? '';
      outcome.dataset.presentation = won?.presentation ?? 'none';
      announce(`${state.round.no}:result:${won ? 'settled' : ''}`, `${xt.phaseResult}: ${resultText(result)}${won ? `. ${won.text}` : ''}`);
    } else {
      parity.textContent = current === 'betting' ? xt.placeYourBets : current === 'shaking' ? xt.betsClosed : xt.opening;
      delete parity.dataset.parity;
      reds.textContent = '';
      outcome.textContent = '';
      outcome.dataset.presentation = 'none';
      if (current === 'betting') announce(`${state.round.no}:betting`, xt.announceBetting(state.round.no));
      else if (current === 'shaking') announce(`${state.round.no}:shaking`, xt.announceShaking);
    }
    renderBets();
  }

  /** A /state answer: the clock, then the state unless a pushed round has already gone past it. */
  function applyState(next: TableState, sentAt: number, answeredAt: number, placementsBefore: number) {
    offset = clockOffset(next.serverTime, (sentAt + answeredAt) / 2);
    const shown = stateToShow(next, state, PHASES);
    if (!shown) return;
    show(shown, placements === placementsBefore);
    // Settled just after it was shown (by another instance, say): asked again shortly, a few times.
    if (sync.streamUp && awaitsSettlement(shown) && winChecks < WIN_CHECKS) {
      winChecks += 1;
      window.setTimeout(() => sync.refresh(), WIN_CHECK_MS);
    }
  }

  /** A pushed round: shown at once; the player's own part (bets, win, balance) asked for once the bowl is lifted. */
  function applyRound(event: RoundEvent) {
    const before = state;
    if (!before) return sync.refresh();
    const next = roundToShow(before, event, PHASES, ROADS_KEPT);
    if (!next) return;
    show(next, false);
    if (event.round.result !== null || event.round.seriesId !== before.series.seriesId) sync.refresh();
  }

  /** The table as `next` says; the wallet told its balance only when nothing placed since may be missing from it. */
  function show(next: TableState, balanceCurrent: boolean) {
    if (state !== null && state.round.no !== next.round.no) {
      // Chips not placed stay with the round they were meant for.
      slip = {};
      pending = null;
      winChecks = 0;
    }
    state = next;
    board.showChips(chipsFor(next.table.limits));
    if (balanceCurrent && !placing && next.balance !== ctx.wallet.balance) ctx.wallet.settle(next.balance);
    if (next.myWin !== null && next.myBets.length > 0) {
      winValue.textContent = formatMoney(next.myWin);
      lastWin.dataset.presentation = outcomeOf(next.myBets, next.myWin)?.presentation ?? 'none';
    }
    roads.show(next.roads);
    seriesHash.textContent = `${xt.series}: ${next.series.seriesId} · ${xt.seriesHash}: ${next.series.serverSeedHash}`;
    check.button.disabled = next.lastSeries === null;
    if (next.myWin !== null && historyRound !== next.round.no) {
      historyRound = next.round.no;
      void history.load();
    }
    frame();
  }

  /** While the stream is down: every 2 s, sooner when the bowl is about to be lifted or was and no coins came. */
  function nextPollDelay(): number {
    if (!state) return FALLBACK_POLL_MS;
    const now = serverNow();
    const current = phaseAt(state.round, now);
    if (current === 'result' && state.round.result === null) return RESULT_POLL_MS;
    const toResult = Date.parse(state.round.resultAt) - now;
    return current === 'shaking' && toResult < FALLBACK_POLL_MS ? Math.max(50, toResult + 50) : FALLBACK_POLL_MS;
  }

  const sync = createTableSync<RoundEvent>({
    stream: 'xocDiaStream',
    load: async () => {
      const before = placements;
      const sentAt = Date.now();
      const next = await callXocDia<TableState>('xocDiaState', {});
      applyState(next, sentAt, Date.now(), before);
    },
    onRound: applyRound,
    onAnswer: () => {
      if (!shell.stage.dataset.offline) return;
      delete shell.stage.dataset.offline;
      shell.notify(null);
    },
    onError: (error) => {
      shell.stage.dataset.offline = '1';
      shell.notify(error instanceof GameApiError && error.status === 0 ? xt.offline : (error as Error).message);
    },
    pollDelay: nextPollDelay,
  });

  window.setInterval(frame, FRAME_MS);
  renderBets();
  void history.load();
}
