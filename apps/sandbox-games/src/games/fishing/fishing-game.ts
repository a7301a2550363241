import type { FishingDefinition } from '@app/domain';
import { callGame } from '../../lib/api-client.ts';
import type { GameRound } from '../../lib/api-types.ts';
import { winPresentation } from '../../lib/celebration.ts';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { openFairnessPanel } from '../../ui/fairness-panel.ts';
import { createPlayBar } from '../../ui/play-bar.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { openFishingInfo } from './fishing-info.ts';
import { verifyShot } from './fishing-verify.ts';
import { toSeaPoint } from './fish-motion.ts';
import { createSeaView } from './sea-view.ts';
import { readShotDetail } from './shot.ts';
import { createTargetBar } from './target-bar.ts';

/** Bắn cá: tap a fish (or its button) to shoot one stake at it; the server says whether it is caught. */
export function mountFishing(ctx: GameContext, def: FishingDefinition): void {
  let inFlight = false;
  const names = new Map(def.fish.map((f) => [f.id, f.name]));
  const shell = mountShell(ctx.root, ctx.session.game.name, {
    onInfo: () => openFishingInfo(def),
    onFairness: () => openFairnessPanel({ store: ctx.fairness, isBusy: () => inFlight, verify: (round, seed) => verifyShot(def, round, seed) }),
  });
  const sea = createSeaView(def);
  const status = h('p', { class: 'sea__status', role: 'status', text: t.shootHint });
  const targets = createTargetBar(def, (typeId) => {
    const key = sea.nearestOfType(typeId);
    if (key === null) status.textContent = t.noFishInRange(names.get(typeId) ?? '');
    else void shoot(key, typeId);
  });
  const bar = createPlayBar({ stakes: def.stakes, balance: ctx.wallet.balance });
  sea.element.append(status);
  shell.stage.append(h('div', { class: 'fishing' }, sea.element, targets.element));
  shell.controls.append(bar.element);
  ctx.wallet.subscribe(bar.showBalance);

  sea.canvas.addEventListener('pointerdown', (event) => {
    const point = toSeaPoint(event.clientX, event.clientY, sea.canvas.getBoundingClientRect());
    const hit = sea.fishAt(point.x, point.y);
    if (hit) void shoot(hit.key, hit.typeId);
  });

  async function shoot(key: number, typeId: string) {
    if (inFlight) return;
    inFlight = true;
    targets.setDisabled(true);
    bar.setBusy(true);
    shell.notify(null);
    const stake = bar.stake;
    const before = ctx.wallet.balance;
    if (before >= stake) bar.showBalance(before - stake);
    const answer = callGame<GameRound>('fishingShoot', { stake, fishId: typeId });
    try {
      const [round] = await Promise.all([answer, sea.fire(key)]);
      const shot = readShotDetail(round.detail);
      if (!shot) throw new Error(t.unknownError(200));
      sea.settle(key, shot.captured, round.win);
      const name = names.get(shot.fishId) ?? '';
      status.textContent = shot.captured ? t.caught(name, round.win) : t.missed(name);
      bar.showWin(round.win, winPresentation(round.stake, round.win));
      ctx.wallet.settle(round.balance);
      ctx.fairness.set(round.next);
      ctx.fairness.record({ roundId: round.roundId, stake: round.stake, win: round.win, detail: round.detail, fairness: round.fairness, choice: typeId });
    } catch (error) {
      sea.cancel();
      bar.showBalance(before);
      shell.notify((error as Error).message);
    } finally {
      inFlight = false;
      targets.setDisabled(false);
      bar.setBusy(false);
    }
  }
}
