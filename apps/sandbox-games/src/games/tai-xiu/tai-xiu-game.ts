import { betWins, TAI_XIU_BETS, type TaiXiuBet } from '@app/domain';
import { callGame } from '../../lib/api-client.ts';
import type { GameRound } from '../../lib/api-types.ts';
import { winPresentation } from '../../lib/celebration.ts';
import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { motionMs, prefersReducedMotion } from '../../lib/motion.ts';
import { DICE_MIN_SHAKE_MS, revealWhenReady } from '../../lib/reveal.ts';
import { openFairnessPanel } from '../../ui/fairness-panel.ts';
import { createPlayBar } from '../../ui/play-bar.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { createBetPicker } from './bet-picker.ts';
import { describeBets, outcomeName, readTaiXiuDetail, TAI_XIU_STAKES } from './bets.ts';
import { createDiceView } from './dice-view.ts';
import { openTaiXiuInfo } from './tai-xiu-info.ts';
import { verifyRoll } from './tai-xiu-verify.ts';

const HISTORY = 16;

/** Tài xỉu: pick a bet and a stake, "Lắc", the dice tumble at least 1.5 s, then the server's roll. */
export function mountTaiXiu(ctx: GameContext): void {
  let busy = false;
  const bets = describeBets();
  const shell = mountShell(ctx.root, ctx.session.game.name, {
    onInfo: () => openTaiXiuInfo(bets),
    onFairness: () => openFairnessPanel({ store: ctx.fairness, isBusy: () => busy, verify: verifyRoll }),
  });
  const dice = createDiceView();
  const result = h('p', { class: 'roll-result', role: 'status' });
  const outcome = h('p', { class: 'roll-outcome' });
  const history = h('ol', { class: 'history', 'aria-label': t.recentResults });
  const picker = createBetPicker(bets);
  const table = h('div', { class: 'table' }, dice.element, result, outcome);
  shell.stage.append(h('div', { class: 'taixiu' }, table, history, picker.element));
  const bar = createPlayBar({ stakes: TAI_XIU_STAKES, balance: ctx.wallet.balance, action: { label: t.shake, busyLabel: t.shaking, onPress: () => void roll() } });
  shell.controls.append(bar.element);
  ctx.wallet.subscribe(bar.showBalance);

  async function roll() {
    if (busy) return;
    busy = true;
    bar.setBusy(true);
    picker.setDisabled(true);
    picker.markWinners([]);
    shell.notify(null);
    table.classList.remove('is-celebrating');
    result.textContent = '';
    outcome.textContent = '';
    bar.showWin(0, 'none');
    const stake = bar.stake;
    const bet = picker.value;
    const before = ctx.wallet.balance;
    if (before >= stake) bar.showBalance(before - stake);
    const pressedAt = performance.now();
    dice.shake(prefersReducedMotion());
    try {
      const { value: round } = await revealWhenReady(callGame<GameRound>('taiXiuRoll', { stake, bet }), pressedAt, motionMs(DICE_MIN_SHAKE_MS, 600));
      const detail = readTaiXiuDetail(round.detail);
      if (!detail) throw new Error(t.unknownError(200));
      dice.reveal(detail.dice);
      const name = outcomeName(detail.dice);
      result.textContent = `${t.total(detail.total)} · ${name}`;
      const presentation = winPresentation(round.stake, round.win);
      const betName = TAI_XIU_BETS[detail.bet].name;
      outcome.textContent = detail.won ? `${t.betWon(betName)} — ${t.win(round.win)}` : `${t.betLost(betName)} — ${t.noWin}`;
      picker.markWinners((Object.keys(TAI_XIU_BETS) as TaiXiuBet[]).filter((b) => betWins(b, detail.dice)));
      table.classList.toggle('is-celebrating', presentation === 'celebrate');
      addToHistory(name, detail.total);
      bar.showWin(round.win, presentation);
      ctx.wallet.settle(round.balance);
      ctx.fairness.set(round.next);
      ctx.fairness.record({ roundId: round.roundId, stake: round.stake, win: round.win, detail: round.detail, fairness: round.fairness, choice: bet });
    } catch (error) {
      dice.stop([1, 2, 3]);
      bar.showBalance(before);
      shell.notify((error as Error).message);
    } finally {
      busy = false;
      bar.setBusy(false);
      picker.setDisabled(false);
    }
  }

  const recent: { name: string; total: number }[] = [];
  function addToHistory(name: string, total: number) {
    recent.unshift({ name, total });
    recent.length = Math.min(recent.length, HISTORY);
    fill(
      history,
      ...recent.map((r) =>
        h('li', { class: `history__dot history__dot--${r.name === t.triple ? 'triple' : r.name === TAI_XIU_BETS.tai.name ? 'tai' : 'xiu'}`, title: `${r.name} ${r.total}`, 'aria-label': `${r.name} ${r.total}`, text: String(r.total) }),
      ),
    );
  }
}
