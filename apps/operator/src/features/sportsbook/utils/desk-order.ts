import type { TradingFixture } from '@app/contract/sandbox-sportsbook';

/** Where a fixture stands on the desk: what is being played, then what kicks off next, then what is over. */
const RANK: Readonly<Record<TradingFixture['status'], number>> = { live: 0, scheduled: 1, finished: 2, cancelled: 2 };

/**
 * The desk's order: matches in play first, then those to come by kick-off (soonest first: the next to
 * trade), then those over (latest first: the results just entered). The provider answers its last 200
 * fixtures latest first, which put next month's fixtures above tonight's.
 */
export function deskOrder(fixtures: readonly TradingFixture[]): TradingFixture[] {
  return [...fixtures].sort((a, b) => {
    const rank = RANK[a.status] - RANK[b.status];
    if (rank !== 0) return rank;
    const byKickoff = Date.parse(a.kickoff) - Date.parse(b.kickoff);
    return RANK[a.status] === 2 ? -byKickoff : byKickoff;
  });
}
