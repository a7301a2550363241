import type { BetRoundDetail } from '@app/contract';
import { recallText as text } from '../../../lib/i18n/play.ts';
import { findEngine, sharedEngine } from '../utils/engines.ts';
import { readLotteryDetail, readShotDetail, readSlotDetail, readTaiXiuDetail } from '../utils/round-detail.ts';
import { readSportsbookDetail } from '../utils/sportsbook-detail.ts';
import { readBaccaratDetail, readXocDiaDetail } from '../utils/table-detail.ts';
import { FishingOutcome, LotteryOutcome, SlotOutcome, TaiXiuOutcome } from './round-outcomes.tsx';
import { SportsbookOutcome } from './sportsbook-outcome.tsx';
import { BaccaratOutcome, XocDiaOutcome } from './table-outcomes.tsx';

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
  const shared = sharedEngine(round.engine);
  if (shared === 'lottery') {
    const ticket = readLotteryDetail(round.detail);
    if (ticket) return <LotteryOutcome ticket={ticket} seedHash={round.fairness.serverSeedHash} />;
  }
  if (shared === 'baccarat') {
    const hand = readBaccaratDetail(round.detail);
    if (hand) return <BaccaratOutcome round={hand} />;
  }
  if (shared === 'xoc-dia') {
    const shake = readXocDiaDetail(round.detail);
    if (shake) return <XocDiaOutcome round={shake} />;
  }
  if (shared === 'sportsbook') {
    const slip = readSportsbookDetail(round.detail);
    if (slip) return <SportsbookOutcome round={round} slip={slip} />;
  }
  return <p className="outcome__none">{text.unknownDetail}</p>;
}
