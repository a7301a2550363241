import type { BetRoundDetail } from '@app/contract';
import { recallText as text } from '../../../lib/i18n/play.ts';
import { findEngine } from '../utils/engines.ts';
import { readLotteryDetail, readShotDetail, readSlotDetail, readTaiXiuDetail } from '../utils/round-detail.ts';
import { FishingOutcome, LotteryOutcome, SlotOutcome, TaiXiuOutcome } from './round-outcomes.tsx';

/** What the round showed, read from its recorded detail by the game's engine. */
export function RoundRecall({ round }: { round: BetRoundDetail }) {
  const engine = findEngine(round.engine);
  if (engine?.kind === 'slot') {
    const result = readSlotDetail(round.detail);
    if (result) return <SlotOutcome def={engine.def} result={result} />;
  }
  if (engine?.kind === 'fishing') {
    const shot = readShotDetail(round.detail);
    const fish = shot ? engine.def.fish.find((f) => f.id === shot.fishId) : undefined;
    if (shot) return <FishingOutcome fishName={fish?.name ?? shot.fishId} multiplier={fish?.multiplier ?? 0} captured={shot.captured} win={shot.win} />;
  }
  if (engine?.kind === 'tai-xiu') {
    const roll = readTaiXiuDetail(round.detail);
    if (roll) return <TaiXiuOutcome {...roll} />;
  }
  if (round.engine?.startsWith('lottery:')) {
    const ticket = readLotteryDetail(round.detail);
    if (ticket) return <LotteryOutcome ticket={ticket} seedHash={round.fairness.serverSeedHash} />;
  }
  return <p className="outcome__none">{text.unknownDetail}</p>;
}
