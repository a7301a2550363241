/**
 * The lottery's exact house edge per bet type, and a Monte Carlo check through the real RoundRandom:
 *
 *   npx tsx scripts/sim-lottery.ts [--draws 200000] [--seed <64 hex>] [--odds de=1000:90000 ...]
 *
 * `--odds <bet type>=<point price>:<payout per point>` (repeatable) prices a bet type as an operator
 * set it in the console ("Xổ số"); the others keep the street rates (DEFAULT_LOTTERY_ODDS).
 *
 * Exact: counted from the odds (`lotteryStats`): lô from the 27 two-digit endings, đề and 3 càng from the
 * special prize, xiên by inclusion–exclusion. Simulated: northern draws from RoundRandom(seed, 'xo-so',
 * draw number), one fixed ticket of each type on every draw, settled by `settleTicket`; the simulated
 * return is checked against the 99% bound 2.576 × sd / √draws. A fresh server seed per run, printed;
 * `--seed` replays it. Figures only: a run outside its bound (1 in 100 by chance) exits 0 too.
 */
import { parseArgs } from 'node:util';
import { RoundRandom, formatMoney, generateServerSeed, serverSeedHash } from '@app/domain';
import {
  DEFAULT_LOTTERY_ODDS,
  LOTTERY_BETS,
  lotteryOddsProblem,
  LOTTERY_BET_TYPES,
  drawNorthern,
  fractionValue,
  lotteryStats,
  settleTicket,
  type LotteryBetType,
  type LotteryOdds,
  type LotteryTicket,
} from '@app/domain/lottery';

const Z_99 = 2.5758;
const CLIENT_SEED = 'xo-so';

/** The numbers each simulated ticket holds: any would do, every number being equally likely. */
const TICKETS: Readonly<Record<LotteryBetType, LotteryTicket>> = {
  lo: { betType: 'lo', numbers: ['68'], points: 1 },
  de: { betType: 'de', numbers: ['68'], points: 1 },
  'ba-cang': { betType: 'ba-cang', numbers: ['868'], points: 1 },
  'xien-2': { betType: 'xien-2', numbers: ['68', '86'], points: 1 },
  'xien-3': { betType: 'xien-3', numbers: ['68', '86', '39'], points: 1 },
  'xien-4': { betType: 'xien-4', numbers: ['68', '86', '39', '79'], points: 1 },
};

const { values } = parseArgs({ options: { draws: { type: 'string' }, seed: { type: 'string' }, odds: { type: 'string', multiple: true } } });
const draws = Number((values.draws ?? '200000').replaceAll('_', ''));
if (!Number.isSafeInteger(draws) || draws <= 0) fail('--draws must be a positive whole number');
const seed = values.seed ?? generateServerSeed();
if (!/^[0-9a-f]{64}$/.test(seed)) fail('--seed must be 64 lower-case hex characters');

const ODDS: Record<LotteryBetType, LotteryOdds> = { ...DEFAULT_LOTTERY_ODDS };
for (const given of values.odds ?? []) {
  const match = /^([a-z0-9-]+)=(\d+):(\d+)$/.exec(given);
  const betType = match?.[1] as LotteryBetType | undefined;
  if (!match || !betType || !LOTTERY_BET_TYPES.includes(betType)) fail(`--odds must be <${LOTTERY_BET_TYPES.join('|')}>=<point price>:<payout per point>, not '${given}'`);
  const odds = { pointPrice: Number(match[2]), payoutPerPoint: Number(match[3]) };
  const problem = lotteryOddsProblem(betType, odds);
  if (problem) fail(`--odds ${given}: ${problem}`);
  ODDS[betType] = odds;
}
const changed = LOTTERY_BET_TYPES.filter((b) => ODDS[b] !== DEFAULT_LOTTERY_ODDS[b]);

const percent = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

console.log(`Exact house edge per bet type, from the odds (${changed.length ? `set by --odds: ${changed.join(', ')}; the others` : 'all'} at the default rates; an operator can set others)\n`);
const header = (...cells: string[]) => console.log(`  ${(cells[0] ?? '').padEnd(14)}${(cells[1] ?? '').padEnd(26)}${cells.slice(2).map((c) => c.padStart(14)).join('')}`);
header('bet', 'rate (VND a point)', 'wins 1 draw in', 'RTP', 'house edge', 'exact edge');
for (const betType of LOTTERY_BET_TYPES) {
  const { pointPrice, payoutPerPoint } = ODDS[betType];
  const stats = lotteryStats(betType, ODDS[betType]);
  const edge = stats.houseEdge;
  const exactText = edge.den < 10n ** 12n ? `${edge.num}/${edge.den}` : 'see below';
  header(
    LOTTERY_BETS[betType].name,
    `${formatMoney(pointPrice)} → ${formatMoney(payoutPerPoint)}${betType === 'lo' ? ' a hit' : ''}`,
    (1 / fractionValue(stats.winChance)).toFixed(2),
    percent(fractionValue(stats.rtp)),
    percent(fractionValue(edge)),
    exactText,
  );
}

console.log('\n  Xiên k pays when all k numbers are among the 27 endings: Σ_j (−1)^j C(k, j) ((100 − j)/100)^27, a fraction over 100^27.');
console.log(`\nserver seed ${seed}\n  its hash ${serverSeedHash(seed)}, client seed '${CLIENT_SEED}', one nonce per draw from 0`);
const wall = performance.now();
const cpu = process.cpuUsage();
const totals = Object.fromEntries(LOTTERY_BET_TYPES.map((t) => [t, { cost: 0, payout: 0, wins: 0 }])) as Record<LotteryBetType, { cost: number; payout: number; wins: number }>;
for (let nonce = 0; nonce < draws; nonce += 1) {
  const draw = drawNorthern(new RoundRandom(seed, CLIENT_SEED, nonce));
  for (const betType of LOTTERY_BET_TYPES) {
    const settled = settleTicket(TICKETS[betType], draw, ODDS[betType]);
    const total = totals[betType];
    total.cost += settled.cost;
    total.payout += settled.payout;
    if (settled.won) total.wins += 1;
  }
}
const used = process.cpuUsage(cpu);

console.log(`\nSimulated: ${draws.toLocaleString('en-US')} draws, one ticket of each type on each\n`);
header('bet', 'numbers', 'exact RTP', 'simulated', '99% bound', 'verdict');
for (const betType of LOTTERY_BET_TYPES) {
  const stats = lotteryStats(betType, ODDS[betType]);
  const rtp = totals[betType].payout / totals[betType].cost;
  const bound = (Z_99 * stats.sd) / Math.sqrt(draws);
  const exactRtp = fractionValue(stats.rtp);
  header(LOTTERY_BETS[betType].name, TICKETS[betType].numbers.join(' '), percent(exactRtp), percent(rtp), `±${percent(bound)}`, Math.abs(rtp - exactRtp) <= bound ? 'within' : 'OUTSIDE');
}
console.log(`\n  ${((performance.now() - wall) / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s), ${(((used.user + used.system) / draws)).toFixed(1)} µs of CPU a draw`);
