import { fractionValue, lotteryStats, percentText, type LotteryBetType, type LotteryOdds } from '@app/domain/lottery';

export type OddsFigures = {
  /** "20.000%" */
  houseEdge: string;
  /** The exact fraction when it is short ("1/5"), else null (a xiên's is over 100^27). */
  houseEdgeExact: string | null;
  rtp: string;
  /** One bet wins once in this many draws, on average ("1,000", "4.21"). */
  winsOneIn: string;
};

/** A bet type's figures at given odds, counted exactly by `lotteryStats` (the same the provider checks a change with). */
export function oddsFigures(betType: LotteryBetType, odds: LotteryOdds): OddsFigures {
  const stats = lotteryStats(betType, odds);
  const edge = stats.houseEdge;
  return {
    houseEdge: percentText(edge),
    houseEdgeExact: edge.den < 10n ** 12n ? `${edge.num}/${edge.den}` : null,
    rtp: percentText(stats.rtp),
    winsOneIn: (1 / fractionValue(stats.winChance)).toLocaleString('en-US', { maximumFractionDigits: 2 }),
  };
}
