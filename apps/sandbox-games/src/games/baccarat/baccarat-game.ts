import { formatMoney } from '@app/domain';
import { BACCARAT_BETS, type BaccaratBet } from '@app/domain/casino';
import { GameApiError } from '../../lib/api-client.ts';
import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { awaitsSettlement, roundToShow, stateToShow } from '../../lib/table-round.ts';
import { createTableSync } from '../../lib/table-sync.ts';
import { createBalanceView } from '../../ui/balance-view.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { openBaccaratFairness, openBaccaratRules, verifyShoe } from './baccarat-info.ts';
import { callBaccarat } from './baccarat-api.ts';
import { bt } from './baccarat-text.ts';
import type { BetAnswer, BetRecord, HistoryAnswer, RoundEvent, TableState } from './baccarat-types.ts';
import { cardBack, cardFace } from './card-view.ts';
import { createRoads } from './road-view.ts';
import {
  addChip,
  bettingShare,
  CHIPS,
  clockOffset,
  outcomeText,
  phaseAt,
  placedOn,
  resultText,
  secondsUntil,
  shownHands,
  shownTotal,
  slipLines,
  slipProblem,
  slipTotal,
  SPOTS,
  winningSpots,
  type Phase,
  type Slip,
} from './table-logic.ts';

const FRAME_MS = 200;
/** The round's phases in order: a /state answer behind a pushed round is not shown. */
const PHASES = ['betting', 'dealing', 'result'] as const;
/** Results the page keeps for the roads (the server's /state sends as many). */
const ROADS_KEPT = 60;
/** After the result, the win asked again this often (at most WIN_CHECKS times) until the round is settled. */
const WIN_CHECK_MS = 1_500;
const WIN_CHECKS = 4;

const newClientId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Baccarat at a live-style table: rounds shared with every member at it, on the provider's clock (the
 * rounds pushed on the table's stream, the player's own state asked when a result is shown: table-sync.ts). Chips are put on the spots, "Đặt cược" sends them
 * before the close, the cards turn one by one at the moments the provider gives, then the result, the
 * win, the road maps, and the shoe's seed to check once the shoe is finished.
 */
export function mountBaccarat(ctx: GameContext): void {
  let state: TableState | null = null;
  let offset = 0;
  let slip: Slip = {};
  let chip = CHIPS[0]!;
  let placing = false;
  /** Bumped by each placement: a state answer asked for before it may carry the balance before it. */
  let placements = 0;
  let pending: { key: string; id: string } | null = null;
  let winChecks = 0;
  let shownRound = -1;
  let shownCards = -1;
  let announcedResult = -1;
  let historyRound = -1;
  const serverNow = () => Date.now() + offset;

  const shell = mountShell(ctx.root, ctx.session.game.name, {
    onInfo: () => openBaccaratRules(state?.table.limits ?? null),
    onFairness: () => openBaccaratFairness(state),
  });
  shell.stage.classList.add('bac-stage');

  // ---- the table ----
  const roundLabel = h('span', { class: 'bac-status__round', text: bt.loading });
  const phaseLabel = h('span', { class: 'bac-status__phase' });
  const countdown = h('span', { class: 'bac-status__count mono', 'aria-hidden': 'true' });
  const progressFill = h('span', { class: 'bac-progress__fill' });
  const status = h(
    'div',
    { class: 'bac-status' },
    h('div', { class: 'bac-status__row' }, roundLabel, phaseLabel, countdown),
    h('span', { class: 'bac-progress', 'aria-hidden': 'true' }, progressFill),
  );
  const announcer = h('p', { class: 'bac-sr', role: 'status', 'aria-live': 'polite' });

  const handView = (side: 'player' | 'banker') => {
    const cards = h('div', { class: 'bac-hand__cards' });
    const total = h('output', { class: 'bac-hand__total mono' });
    const element = h(
      'div',
      { class: `bac-hand bac-hand--${side}` },
      h('div', { class: 'bac-hand__head' }, h('span', { class: 'bac-hand__name', text: side === 'player' ? bt.player : bt.banker }), total),
      cards,
    );
    return { element, cards, total };
  };
  const playerHand = handView('player');
  const bankerHand = handView('banker');
  const banner = h('p', { class: 'bac-banner' });
  const outcome = h('p', { class: 'bac-outcome' });
  const felt = h('div', { class: 'bac-felt' }, h('div', { class: 'bac-hands' }, playerHand.element, bankerHand.element), banner, outcome);

  // ---- the spots, the chips, the buttons ----
  const spotButtons = new Map<BaccaratBet, { button: HTMLButtonElement; placed: HTMLElement; pending: HTMLElement }>();
  const spots = h('div', { class: 'bac-spots', role: 'group', 'aria-label': t.stake });
  for (const kind of SPOTS) {
    const placed = h('span', { class: 'bac-spot__placed mono' });
    const pendingLabel = h('span', { class: 'bac-spot__pending mono' });
    const button = h(
      'button',
      { type: 'button', class: `bac-spot bac-spot--${kind}`, onClick: () => putChip(kind) },
      h('span', { class: 'bac-spot__name', text: BACCARAT_BETS[kind].name }),
      h('span', { class: 'bac-spot__pays', text: BACCARAT_BETS[kind].pays }),
      placed,
      pendingLabel,
    );
    spotButtons.set(kind, { button, placed, pending: pendingLabel });
    spots.append(button);
  }
  const chipButtons = CHIPS.map((amount) =>
    h('button', {
      type: 'button',
      class: `bac-chip bac-chip--${amount}`,
      'aria-pressed': String(amount === chip),
      'aria-label': bt.chip(amount),
      text: chipText(amount),
      onClick: () => {
        chip = amount;
        for (const [i, b] of chipButtons.entries()) b.setAttribute('aria-pressed', String(CHIPS[i] === amount));
      },
    }),
  );
  const chips = h('div', { class: 'bac-chips', role: 'group', 'aria-label': bt.chips }, ...chipButtons);
  const slipInfo = h('p', { class: 'bac-slip mono', text: bt.noSlip });
  const clearButton = h('button', { type: 'button', class: 'button button--ghost', text: bt.clear, onClick: () => clearSlip() });
  const placeButton = h('button', { type: 'button', class: 'button button--primary bac-place', text: bt.place, onClick: () => void place() });
  const actions = h('div', { class: 'bac-actions' }, clearButton, placeButton);

  // ---- roads, shoe, history ----
  const roads = createRoads();
  const shoeHash = h('p', { class: 'bac-hash mono' });
  const verifyOutput = h('p', { class: 'bac-verify', role: 'status' });
  const verifyButton = h('button', { type: 'button', class: 'button', text: bt.verify, onClick: () => void verifyLast() });
  const shoePanel = h(
    'section',
    { class: 'bac-panel', 'aria-label': bt.shoe },
    h('h2', { class: 'bac-panel__title', text: bt.shoe }),
    shoeHash,
    h('div', { class: 'bac-shoe__actions' }, verifyButton),
    verifyOutput,
  );
  const historyList = h('ol', { class: 'bac-history' });
  const historyPanel = h('section', { class: 'bac-panel', 'aria-label': bt.history }, h('h2', { class: 'bac-panel__title', text: bt.history }), historyList);

  shell.stage.append(
    h(
      'div',
      { class: 'bac' },
      h('div', { class: 'bac__main' }, status, felt, spots, chips, slipInfo, actions, announcer),
      h('div', { class: 'bac__side' }, roads.element, shoePanel, historyPanel),
    ),
  );

  // ---- the controls: balance and the last win ----
  const balanceView = createBalanceView(ctx.wallet.balance);
  const winValue = h('output', { class: 'last-win__value', text: '0' });
  shell.controls.append(
    h(
      'div',
      { class: 'play-bar' },
      h('div', { class: 'play-bar__figures' }, balanceView.element, h('div', { class: 'last-win' }, h('span', { class: 'last-win__label', text: bt.myWin }), winValue)),
    ),
  );
  ctx.wallet.subscribe(balanceView.show);

  function chipText(amount: number): string {
    return amount >= 1_000_000 ? `${amount / 1_000_000}M` : `${amount / 1_000}K`;
  }

  function phase(): Phase | null {
    return state ? phaseAt(state.round, serverNow()) : null;
  }

  function putChip(kind: BaccaratBet) {
    if (phase() !== 'betting' || placing) return;
    slip = addChip(slip, kind, chip);
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
    for (const [kind, view] of spotButtons) {
      const mine = placedOn(placed, kind);
      const waiting = slip[kind] ?? 0;
      view.placed.textContent = mine > 0 ? formatMoney(mine) : '';
      view.pending.textContent = waiting > 0 ? bt.spotPending(waiting) : '';
      view.button.setAttribute('aria-label', `${bt.spotLabel(BACCARAT_BETS[kind].name, BACCARAT_BETS[kind].pays)}${mine > 0 ? `, ${bt.spotPlaced(mine)}` : ''}${waiting > 0 ? `, ${bt.spotPending(waiting)}` : ''}`);
    }
    const total = slipTotal(slip);
    const problem = state && total > 0 ? slipProblem(slip, state.table.limits, placed, ctx.wallet.balance) : null;
    slipInfo.textContent = total > 0 ? `${bt.slipTotal(total)}${problem ? ` — ${problem}` : ''}` : bt.noSlip;
    slipInfo.classList.toggle('is-problem', problem !== null);
    const open = phase() === 'betting';
    placeButton.disabled = !open || placing || total === 0 || problem !== null;
    clearButton.disabled = placing || total === 0;
    for (const { button } of spotButtons.values()) button.disabled = !open || placing;
    placeButton.textContent = placing ? bt.placing : bt.place;
    placeButton.setAttribute('aria-busy', String(placing));
  }

  async function place() {
    if (!state || placing) return;
    const lines = slipLines(slip);
    if (lines.length === 0) return;
    const roundNo = state.round.no;
    const key = JSON.stringify([roundNo, lines]);
    if (pending?.key !== key) pending = { key, id: newClientId() };
    placing = true;
    placements += 1;
    renderBets();
    try {
      const answer = await callBaccarat<BetAnswer>('baccaratBet', { roundNo, bets: lines, clientId: pending.id });
      pending = null;
      slip = {};
      if (state.round.no === answer.bet.roundNo) state = { ...state, myBets: answer.myBets, balance: answer.balance };
      ctx.wallet.settle(answer.balance);
      announcer.textContent = bt.placed(answer.bet.stake);
      shell.notify(null);
      void loadHistory();
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

  function renderCards(now: number) {
    if (!state) return;
    const hands = shownHands(state.round.cards, now);
    const count = hands.player.length + hands.banker.length;
    const dealt = state.round.cards.length;
    if (state.round.no === shownRound && count === shownCards && dealt > 0) return;
    const fresh = state.round.no === shownRound && count > shownCards;
    for (const [view, cards, hidden, side] of [
      [playerHand, hands.player, hands.playerHidden, bt.player],
      [bankerHand, hands.banker, hands.bankerHidden, bt.banker],
    ] as const) {
      fill(view.cards, ...cards.map((c, i) => cardFace(c, fresh && i === cards.length - 1)), ...Array.from({ length: hidden }, () => cardBack()));
      const total = shownTotal(cards);
      view.total.textContent = total === null ? '' : String(total);
      view.element.setAttribute('aria-label', bt.hand(side, total));
    }
    shownRound = state.round.no;
    shownCards = dealt > 0 ? count : -1;
  }

  function frame() {
    if (!state) return;
    const now = serverNow();
    const current = phaseAt(state.round, now);
    roundLabel.textContent = bt.round(state.round.no);
    phaseLabel.textContent = current === 'betting' ? bt.phaseBetting : current === 'dealing' ? bt.phaseDealing : bt.phaseResult;
    countdown.textContent = current === 'betting' ? bt.secondsLeft(secondsUntil(state.round.betsCloseAt, now)) : '';
    progressFill.style.transform = `scaleX(${current === 'betting' ? bettingShare(state.round, now) : 0})`;
    status.dataset.phase = current;
    renderCards(now);
    const result = state.round.result;
    if (current === 'result' && result) {
      banner.textContent = resultText(result);
      banner.dataset.winner = result.winner;
      const winners = winningSpots(result);
      for (const [kind, view] of spotButtons) view.button.classList.toggle('is-winner', winners.includes(kind));
      const text = outcomeText(state.myBets, state.myWin);
      outcome.textContent = text ?? '';
      if (announcedResult !== state.round.no) {
        announcedResult = state.round.no;
        announcer.textContent = `${resultText(result)}${text ? `. ${text}` : ''}`;
      }
    } else {
      banner.textContent = current === 'betting' ? '' : bt.betsClosed;
      delete banner.dataset.winner;
      outcome.textContent = '';
      for (const { button } of spotButtons.values()) button.classList.remove('is-winner');
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

  /** A pushed round: shown at once; the player's own part (bets, win, balance) asked for once its result is out. */
  function applyRound(event: RoundEvent) {
    const before = state;
    if (!before) return sync.refresh();
    const next = roundToShow(before, event, PHASES, ROADS_KEPT);
    if (!next) return;
    show(next, false);
    if (event.round.result !== null || event.round.shoeId !== before.shoe.shoeId) sync.refresh();
  }

  /** The table as `next` says; the wallet told its balance only when nothing placed since may be missing from it. */
  function show(next: TableState, balanceCurrent: boolean) {
    const roundChanged = state !== null && state.round.no !== next.round.no;
    if (roundChanged) {
      // Chips not placed stay with the round they were meant for.
      slip = {};
      pending = null;
      winChecks = 0;
    }
    state = next;
    if (balanceCurrent && !placing && next.balance !== ctx.wallet.balance) ctx.wallet.settle(next.balance);
    if (next.myWin !== null && next.myBets.length > 0) winValue.textContent = formatMoney(next.myWin);
    roads.show(next.roads.filter((r) => r.shoeId === next.round.shoeId));
    shoeHash.textContent = `${next.shoe.shoeId} · ${bt.shoeHash}: ${next.shoe.serverSeedHash}`;
    verifyButton.disabled = next.lastShoe === null;
    if (next.myWin !== null && historyRound !== next.round.no) {
      historyRound = next.round.no;
      void loadHistory();
    }
    frame();
  }

  const sync = createTableSync<RoundEvent>({
    stream: 'baccaratStream',
    load: async () => {
      const before = placements;
      const sentAt = Date.now();
      const next = await callBaccarat<TableState>('baccaratState', {});
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
      shell.notify(error instanceof GameApiError && error.status === 0 ? bt.offline : (error as Error).message);
    },
  });

  function historyItem(bet: BetRecord): HTMLElement {
    const lines = bet.bets.map((l) => `${BACCARAT_BETS[l.kind].name} ${formatMoney(l.amount)}`).join(', ');
    const verdict = bet.status === 'open' ? bt.statusOpen : bet.status === 'won' ? `${bt.statusWon} ${formatMoney(bet.win)}` : bt.statusLost;
    return h(
      'li',
      { class: `bac-history__item bac-history__item--${bet.status}` },
      h('span', { class: 'bac-history__round', text: bt.historyRow(bet.roundNo) }),
      h('span', { class: 'bac-history__bets', text: lines }),
      h('span', { class: 'bac-history__result', text: bet.result ? resultText(bet.result) : '' }),
      h('span', { class: 'bac-history__verdict mono', text: verdict }),
    );
  }

  async function loadHistory() {
    try {
      const answer = await callBaccarat<HistoryAnswer>('baccaratHistory', {});
      if (answer.bets.length === 0) fill(historyList, h('li', { class: 'bac-muted', text: bt.noHistory }));
      else fill(historyList, ...answer.bets.map(historyItem));
    } catch {
      // The list stays as it was; the next settled round asks again.
    }
  }

  async function verifyLast() {
    const last = state?.lastShoe;
    if (!last) return;
    verifyButton.disabled = true;
    verifyButton.textContent = bt.verifying;
    try {
      verifyOutput.textContent = await verifyShoe(last.shoeId);
    } catch (error) {
      verifyOutput.textContent = (error as Error).message;
    } finally {
      verifyButton.disabled = false;
      verifyButton.textContent = bt.verify;
    }
  }

  window.setInterval(frame, FRAME_MS);
  renderBets();
  void loadHistory();
}
