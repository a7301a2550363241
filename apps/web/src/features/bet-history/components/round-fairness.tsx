import type { BetRoundDetail } from '@app/contract';
import { sharedEngine } from '../utils/engines.ts';
import { readBaccaratDetail, readXocDiaDetail } from '../utils/table-detail.ts';
import { FairnessFacts } from './fairness-facts.tsx';
import { SportsbookFairness, TableFairness } from './table-fairness.tsx';

/** How the round can be checked: a table's commitment (its seed revealed in the game), a match's score, or the seed-and-nonce check. */
export function RoundFairness({ round }: { round: BetRoundDetail }) {
  const shared = sharedEngine(round.engine);
  if (shared === 'sportsbook') return <SportsbookFairness />;
  if (shared === 'baccarat') {
    const hand = readBaccaratDetail(round.detail);
    return <TableFairness round={round} game="baccarat" tableName={hand?.tableName ?? round.gameName} position={hand?.position ?? null} />;
  }
  if (shared === 'xoc-dia') {
    const shake = readXocDiaDetail(round.detail);
    return <TableFairness round={round} game="xoc-dia" tableName={shake?.tableName ?? round.gameName} position={shake?.position ?? null} />;
  }
  return <FairnessFacts round={round} />;
}
