/**
 * Baccarat's exact house edges beside a Monte Carlo run through the real RoundRandom:
 *
 *   npx tsx scripts/sim-baccarat.ts [--hands 1000000] [--seed <64 hex>]
 *
 * Exact: every deal of the first hand from a full eight-deck shoe, enumerated without replacement
 * (`exactBaccaratOdds`). Simulated: shoes shuffled from RoundRandom(seed, 'ban-bai', shoe number), dealt
 * round after round to the cut card, every bet on every hand; each simulated edge is checked against the
 * 99% bound 2.576 × sd / √hands. A fresh server seed per run, printed; `--seed` replays it. Figures
 * only: a run outside its bound (1 in 100 by chance) exits 0 too.
 */
import { parseArgs } from 'node:util';
import { RoundRandom, generateServerSeed, serverSeedHash } from '@app/domain';
import { BACCARAT_BETS, BACCARAT_BET_KINDS, baccaratEdgeNumbers, exactBaccaratOdds, fractionValue, simulateBaccarat } from '@app/domain/casino';

const Z_99 = 2.5758;
const CLIENT_SEED = 'ban-bai';
const TEXTBOOK_PERCENT = { player: 1.24, banker: 1.06, tie: 14.36, 'player-pair': 10.36, 'banker-pair': 10.36 } as const;

const { values } = parseArgs({ options: { hands: { type: 'string' }, seed: { type: 'string' } } });
const hands = Number((values.hands ?? '1000000').replaceAll('_', ''));
if (!Number.isSafeInteger(hands) || hands <= 0) fail('--hands must be a positive whole number');
const seed = values.seed ?? generateServerSeed();
if (!/^[0-9a-f]{64}$/.test(seed)) fail('--seed must be 64 lower-case hex characters');

const percent = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;

function timed<T>(work: () => T): { result: T; text: string } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(cpu);
  return { result, text: `${((performance.now() - wall) / 1000).toFixed(2)} s (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s)` };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

console.log(`server seed ${seed}\n  its hash ${serverSeedHash(seed)}, client seed '${CLIENT_SEED}', one nonce per shoe from 0\n`);

const exact = timed(() => exactBaccaratOdds());
const edges = baccaratEdgeNumbers(exact.result);
const sim = timed(() => simulateBaccarat(hands, (shoe) => new RoundRandom(seed, CLIENT_SEED, shoe)));
const { bets, winners, shoes } = sim.result;

console.log(`${hands.toLocaleString('en-US')} hands from ${shoes.toLocaleString('en-US')} eight-deck shoes (cut card a deck from the end)\n`);
const row = (...cells: string[]) => console.log(`  ${(cells[0] ?? '').padEnd(32)}${cells.slice(1).map((c, i) => c.padStart(i === 4 ? 10 : 12)).join('')}`);
row('house edge', 'textbook', 'exact', 'simulated', '99% bound', 'verdict');
for (const bet of BACCARAT_BET_KINDS) {
  const simulated = -bets[bet].meanNet;
  const bound = (Z_99 * bets[bet].sd) / Math.sqrt(hands);
  const verdict = Math.abs(simulated - edges[bet]) <= bound ? 'within' : 'OUTSIDE';
  row(`${BACCARAT_BETS[bet].name} ${BACCARAT_BETS[bet].pays}`, `${TEXTBOOK_PERCENT[bet]}%`, percent(edges[bet]), percent(simulated), `±${percent(bound, 3)}`, verdict);
}
console.log('');
row('result of a hand', '', 'exact', 'simulated');
for (const side of ['banker', 'player', 'tie'] as const) {
  row(side, '', percent(fractionValue(exact.result.winner[side])), percent(winners[side] / hands));
}
console.log(`\n  exact enumeration: ${exact.text}; simulation: ${sim.text}`);
