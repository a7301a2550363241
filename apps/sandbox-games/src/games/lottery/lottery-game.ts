import { LOTTERY_BETS, type LotteryGameInfo } from '@app/domain/lottery';
import { callGame, GameApiError } from '../../lib/api-client.ts';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { createBetPanel } from './bet-panel.ts';
import { bettingPhase, clockOffset, pollDelay, type BettingPhase } from './countdown.ts';
import { createDrawWatch } from './draw-watch.ts';
import { createLotteryHeader } from './lottery-header.ts';
import { openLotteryFairness, openLotteryInfo } from './lottery-info.ts';
import type { BuyAnswer, LotteryState, ResultsAnswer, TicketsAnswer } from './lottery-types.ts';
import { createPurchaseIds, purchaseAnswered, purchaseKey } from './purchase-id.ts';
import { createResultsBoard } from './results-board.ts';
import { checkDraft, costBreakdown } from './ticket-form.ts';
import { numbersSummary } from './ticket-text.ts';
import { createTicketBar } from './ticket-bar.ts';
import { createTicketsList } from './tickets-list.ts';

const TICK_MS = 250;
/** Keep polling every second this long after a result while its tickets are still being paid. */
const SETTLING_WATCH_MS = 60_000;

/**
 * Xổ số: the draw on sale with its countdown, a ticket picked and bought, the results board and the
 * member's tickets, all on the provider's clock (state every 5 s, every second around a draw).
 */
export function mountLottery(ctx: GameContext, game: LotteryGameInfo): void {
  let state: LotteryState | null = null;
  let offset = 0;
  let buying = false;
  /** Bumped by each purchase: a state answer asked for before it may carry the balance before it. */
  let purchases = 0;
  let pollTimer: number | undefined;
  let polling = false;
  /** The session is gone: nothing is asked any more. */
  let stopped = false;
  let lastPhase: BettingPhase['kind'] | null = null;
  const watch = createDrawWatch();
  const purchaseIds = createPurchaseIds();
  const serverNow = () => Date.now() + offset;

  const shell = mountShell(ctx.root, ctx.session.game.name || game.name, {
    onInfo: () => openLotteryInfo(game, state?.odds ?? {}, state?.points ?? null),
    onFairness: () => openLotteryFairness(state?.open ?? null),
  });
  shell.stage.classList.add('stage--scroll');

  const header = createLotteryHeader(game.scheduleText);
  const panel = createBetPanel({ onChange: () => updateTicket() });
  const board = createResultsBoard((draw) => header.announce(t.announceResult(draw.drawId, draw.prizes.special?.[0] ?? '')));
  const tickets = createTicketsList();
  const bar = createTicketBar(ctx.wallet.balance, () => void buy());
  ctx.wallet.subscribe((balance) => {
    bar.showBalance(balance);
    updateTicket();
  });

  // Phones: "Kết quả" and "Vé của tôi" share the space under the picker, one at a time; wide screens
  // show both in the right column (the switch is hidden there).
  const side = h('div', { class: 'lottery__side', 'data-show': 'results' });
  const switchButton = (which: 'results' | 'tickets', label: string) =>
    h('button', {
      type: 'button',
      class: 'lt-switch__button',
      'aria-pressed': String(which === 'results'),
      'aria-controls': which === 'results' ? 'lt-results' : 'lt-tickets',
      text: label,
      onClick: () => {
        side.dataset.show = which;
        for (const b of switcher.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b === resultsTab ? which === 'results' : which === 'tickets'));
      },
    });
  const resultsTab = switchButton('results', t.results);
  const ticketsTab = switchButton('tickets', t.myTickets);
  const switcher = h('div', { class: 'lt-switch', role: 'group', 'aria-label': `${t.results} / ${t.myTickets}` }, resultsTab, ticketsTab);
  board.element.id = 'lt-results';
  tickets.element.id = 'lt-tickets';
  side.append(switcher, board.element, tickets.element);

  shell.stage.append(h('div', { class: 'lottery' }, h('div', { class: 'lottery__main' }, header.element, panel.element), side));
  shell.controls.append(bar.element);

  function blockedReason(): string | null {
    if (!state) return t.lotteryLoading;
    if (bettingPhase(state.open.closesAt, serverNow()).kind === 'closed') return t.betClosed;
    return null;
  }

  function updateTicket() {
    const draft = panel.draft();
    const odds = state?.odds[draft.betType];
    const check = checkDraft(draft, { odds, points: state?.points ?? { min: 1, max: 1 }, balance: ctx.wallet.balance, blocked: blockedReason() });
    bar.setTicket(check.cost, check.cost !== null && odds ? costBreakdown(draft, odds) : '', check.problem);
  }

  function tick() {
    if (!state) return;
    const now = serverNow();
    const phase = bettingPhase(state.open.closesAt, now);
    header.setPhase(phase);
    if (phase.kind !== lastPhase) {
      if (phase.kind === 'closed' && lastPhase === 'open') {
        header.announce(t.announceClosed(state.open.drawId));
        // Betting just closed: ask at once for the next draw and keep asking every second.
        schedulePoll(0);
      }
      lastPhase = phase.kind;
      updateTicket();
    }
    const awaiting = watch.awaiting(now);
    header.setDrawing(awaiting && awaiting !== state.open.drawId ? awaiting : null);
    board.setDrawing(awaiting);
  }

  function applyState(next: LotteryState, answeredAt: number, purchasesBefore: number) {
    offset = clockOffset(next.serverTime, answeredAt);
    const first = state === null;
    const previousOpen = state?.open.drawId ?? null;
    const change = watch.observe(next.open, next.last);
    state = next;
    header.setDraw(next.open.drawId, next.open.drawAt);
    tickets.setOpenDraw(next.open.drawId);
    panel.setOdds(next.odds, next.points);
    if (change.openChanged) {
      // One sentence for both: the close and the new draw come a moment apart, and a second message
      // would cut the first short in a screen reader.
      header.announce(`${previousOpen ? `${t.announceClosed(previousOpen)} ` : ''}${t.announceOpen(next.open.drawId)}`);
      lastPhase = null;
    }
    board.showLatest(next.last, change.newResult);
    let balanceChanged = false;
    if (purchases === purchasesBefore && next.balance !== ctx.wallet.balance) {
      ctx.wallet.settle(next.balance);
      balanceChanged = true;
    }
    if (first) {
      void loadResults();
      void loadTickets();
    } else {
      if (change.newResult) void loadResults();
      if (change.newResult || change.newlySettled || balanceChanged) void loadTickets();
    }
    tick();
    updateTicket();
  }

  async function poll() {
    if (polling) return;
    polling = true;
    const before = purchases;
    try {
      const next = await callGame<LotteryState>('lotteryState', {});
      applyState(next, Date.now(), before);
      header.setOffline(false);
    } catch (error) {
      if (error instanceof GameApiError && error.sessionLost) return stopPolling();
      header.setOffline(true);
    } finally {
      polling = false;
    }
    schedulePoll(nextDelay());
  }

  function nextDelay(): number {
    if (!state) return pollDelay(false);
    const now = serverNow();
    const last = state.last;
    const settling = last !== null && !last.settled && now - Date.parse(last.drawAt) < SETTLING_WATCH_MS;
    const delay = pollDelay(watch.awaiting(now) !== null || settling);
    // Never sleep past the close: the next draw is asked for right after it.
    const toClose = Date.parse(state.open.closesAt) - now;
    return toClose > 0 ? Math.min(delay, toClose + 300) : delay;
  }

  function schedulePoll(delay: number) {
    window.clearTimeout(pollTimer);
    pollTimer = undefined;
    if (stopped || document.visibilityState === 'hidden') return;
    pollTimer = window.setTimeout(() => void poll(), delay);
  }

  function stopPolling() {
    stopped = true;
    window.clearTimeout(pollTimer);
    pollTimer = undefined;
    window.clearInterval(ticker);
  }

  async function loadTickets() {
    try {
      const answer = await callGame<TicketsAnswer>('lotteryTickets', {});
      tickets.setTickets(answer.tickets);
      ticketsTab.textContent = tickets.count > 0 ? `${t.myTickets} (${tickets.count})` : t.myTickets;
    } catch {
      // Shown again on the next change; the state poll says when the server is away.
    }
  }

  async function loadResults() {
    try {
      const answer = await callGame<ResultsAnswer>('lotteryResults', {});
      board.setHistory(answer.draws);
    } catch {
      // As above.
    }
  }

  async function buy() {
    if (buying || !state) return;
    const draft = panel.draft();
    const odds = state.odds[draft.betType];
    const check = checkDraft(draft, { odds, points: state.points, balance: ctx.wallet.balance, blocked: blockedReason() });
    if (check.problem) return updateTicket();
    const body = { drawId: state.open.drawId, betType: draft.betType, numbers: [...draft.numbers], points: draft.points };
    const clientId = purchaseIds.idFor(purchaseKey(body));
    buying = true;
    purchases += 1;
    bar.setBusy(true);
    shell.notify(null);
    try {
      const answer = await callGame<BuyAnswer>('lotteryBuy', { ...body, clientId });
      purchaseIds.answered();
      purchases += 1;
      ctx.wallet.settle(answer.balance);
      tickets.add(answer.ticket);
      ticketsTab.textContent = `${t.myTickets} (${tickets.count})`;
      panel.clearNumbers();
      bar.setNote(t.ticketBought(answer.ticket.drawId, `${LOTTERY_BETS[answer.ticket.betType].name} ${numbersSummary(answer.ticket.numbers)}`));
    } catch (error) {
      // No answer: the ticket may have been bought; the same purchase again reuses its id, so the
      // provider gives that ticket back instead of a second one. A refusal ends it.
      const status = error instanceof GameApiError ? error.status : 0;
      if (purchaseAnswered(status)) {
        purchaseIds.answered();
        // A refusal may mean the draw closed under the member: ask for the state now.
        schedulePoll(0);
      } else void loadTickets();
      shell.notify((error as Error).message);
    } finally {
      buying = false;
      bar.setBusy(false);
    }
  }

  const ticker = window.setInterval(tick, TICK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      window.clearTimeout(pollTimer);
      pollTimer = undefined;
    } else schedulePoll(0);
  });
  void poll();
}
