import type { SlotDefinition, SlotRoundResult, SlotSpinResult } from '@app/domain';
import { callGame } from '../../lib/api-client.ts';
import type { GameRound } from '../../lib/api-types.ts';
import { winPresentation } from '../../lib/celebration.ts';
import { t } from '../../lib/i18n.ts';
import { motionMs } from '../../lib/motion.ts';
import { realClock, reelLandingTimes, requestDelay, revealWhenReady, SLOT_MIN_SPIN_MS } from '../../lib/reveal.ts';
import { openFairnessPanel } from '../../ui/fairness-panel.ts';
import { createPlayBar } from '../../ui/play-bar.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { openSlotInfo } from './slot-info.ts';
import { freeSpinCounts, readSlotDetail } from './slot-round.ts';
import { createSlotStage, type SlotStage } from './slot-stage.ts';
import { verifySlotRound } from './slot-verify.ts';
import type { Screen } from './reels-view.ts';

const STAGGER_MS = 160;
/** The provider's least time between two spins (apps/server sandbox-provider SLOT_SPIN_INTERVAL_MS). */
const SPIN_INTERVAL_MS = 2_500;
/** A free spin turns this long before it lands (the round is already decided: no minimum applies). */
const FREE_SPIN_MS = 900;
const FREE_SPIN_PAUSE_MS = 900;

/** A screen to stand on before the first spin: each reel at a different place on its strip. */
function openingScreen(def: SlotDefinition): Screen {
  const stops = def.reels.map((strip, reel) => (reel * 7) % strip.length);
  const grid = [0, 1, 2].map((row) => def.reels.map((strip, reel) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? ''));
  return { stops, grid };
}

export function mountSlot(ctx: GameContext, def: SlotDefinition): void {
  let busy = false;
  let lastAnsweredAt: number | null = null;
  let screen = openingScreen(def);
  const shell = mountShell(ctx.root, ctx.session.game.name, {
    onInfo: () => openSlotInfo(def, bar.stake),
    onFairness: () => openFairnessPanel({ store: ctx.fairness, isBusy: () => busy, verify: (round, seed) => verifySlotRound(def, round, seed) }),
  });
  const stage = createSlotStage(def, screen);
  const bar = createPlayBar({ stakes: def.stakes, balance: ctx.wallet.balance, action: { label: t.spin, busyLabel: t.spinning, onPress: () => void spin() } });
  shell.stage.append(stage.element);
  shell.controls.append(bar.element);
  ctx.wallet.subscribe(bar.showBalance);

  async function spin() {
    if (busy) return;
    busy = true;
    bar.setBusy(true);
    shell.notify(null);
    stage.reset();
    bar.showWin(0, 'none');
    const stake = bar.stake;
    const before = ctx.wallet.balance;
    if (before >= stake) bar.showBalance(before - stake);
    const pressedAt = realClock.now();
    stage.reels.start(pressedAt);
    try {
      const answer = realClock
        .sleep(requestDelay(pressedAt, lastAnsweredAt, SPIN_INTERVAL_MS))
        .then(() => callGame<GameRound>('slotSpin', { stake }))
        .then((round) => {
          lastAnsweredAt = realClock.now();
          return round;
        });
      const { value: round, revealAt } = await revealWhenReady(answer, pressedAt, SLOT_MIN_SPIN_MS);
      const detail = readSlotDetail(round.detail);
      if (!detail) throw new Error(t.unknownError(200));
      await stage.reels.land(detail, reelLandingTimes(revealAt, 5, motionMs(STAGGER_MS, 0)));
      screen = await present(stage, def, detail, bar.showWin);
      const presentation = winPresentation(round.stake, round.win);
      stage.showTotal(round.win, presentation);
      bar.showWin(round.win, presentation);
      ctx.wallet.settle(round.balance);
      ctx.fairness.set(round.next);
      ctx.fairness.record({ roundId: round.roundId, stake: round.stake, win: round.win, detail: round.detail, fairness: round.fairness });
    } catch (error) {
      stage.reels.show(screen);
      bar.showBalance(before);
      shell.notify((error as Error).message);
    } finally {
      busy = false;
      bar.setBusy(false);
    }
  }
}

/**
 * The base spin's wins, then each free spin the server already played, one after another; "skip"
 * jumps to the last one. Returns the screen the reels are left on.
 */
async function present(stage: SlotStage, def: SlotDefinition, round: SlotRoundResult, showWin: (amount: number, p: 'plain') => void): Promise<Screen> {
  stage.showSpin(round);
  if (round.freeSpins.length === 0) return round;
  const { award, multiplier } = def.freeSpins;
  let skipped = false;
  let last: SlotSpinResult = round;
  const skip = new Promise<void>((resolve) => {
    stage.skip.onclick = () => {
      skipped = true;
      stage.reels.show(last);
      resolve();
    };
  });
  const pause = (ms: number) => Promise.race([realClock.sleep(motionMs(ms, Math.min(ms, 500))), skip]);
  stage.skip.hidden = false;
  stage.banner(t.freeSpinsAwarded(Math.min(award, round.freeSpins.length), multiplier));
  await pause(1_600);
  const counts = freeSpinCounts(round.freeSpins, award);
  for (const [index, free] of round.freeSpins.entries()) {
    if (skipped) break;
    last = free;
    stage.banner(`${t.freeSpinOf(index + 1, counts[index] ?? round.freeSpins.length)} · ×${multiplier}`);
    stage.say('');
    const startedAt = realClock.now();
    stage.reels.start(startedAt);
    await stage.reels.land(free, reelLandingTimes(startedAt + motionMs(FREE_SPIN_MS, 300), 5, motionMs(STAGGER_MS / 2, 0)));
    if (skipped) break;
    stage.showSpin(free);
    stage.say(free.win > 0 ? t.win(free.win) : t.noWin);
    showWin(round.win + round.freeSpins.slice(0, index + 1).reduce((sum, f) => sum + f.win, 0), 'plain');
    await pause(free.win > 0 ? FREE_SPIN_PAUSE_MS * 1.6 : FREE_SPIN_PAUSE_MS);
  }
  stage.skip.hidden = true;
  stage.skip.onclick = null;
  const final = round.freeSpins.at(-1) ?? round;
  if (skipped) {
    stage.reels.show(final);
    stage.showSpin(final);
  }
  stage.banner(t.freeSpinsTotal(round.freeSpins.reduce((sum, f) => sum + f.win, 0)));
  return final;
}
