/**
 * Monte Carlo check of the sandbox games against their exact maths, through the real RoundRandom:
 *
 *   npx tsx scripts/sim-games.ts slots [--spins 1000000] [--game <game or strip-set id>] [--seed <64 hex>]
 *   npx tsx scripts/sim-games.ts fishing [--shots 200000] [--seed <64 hex>]
 *
 * Slots (every shipped game, or the one named; 'kho-bau-rong-94' picks a strip set): the exact RTP from
 * the strips, the hit rate, volatility (sd per unit stake) and trigger frequency from the full
 * enumeration, each beside what the simulation saw, and whether the simulated RTP lies within the 99%
 * bound 2.576 × sd / √n. Fishing: the same per fish, `--shots` shots at each. A fresh server seed is drawn
 * per run and printed; `--seed` replays a run. Figures only: a run outside its bound (1 in 100 by chance)
 * exits 0 too.
 */
import { parseArgs } from 'node:util';
import {
  DAI_DUONG_VANG,
  RoundRandom,
  SLOT_GAMES,
  SLOT_RTP_VARIANTS,
  enumerateSlotStats,
  exactFishingRtp,
  exactSlotStats,
  generateServerSeed,
  isSlotGameId,
  resolveShot,
  serverSeedHash,
  slotDefinitionById,
  spinSlot,
  type SlotDefinition,
} from '@app/domain';

const Z_99 = 2.5758;
const CLIENT_SEED = 'mo-phong';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { spins: { type: 'string' }, shots: { type: 'string' }, game: { type: 'string' }, seed: { type: 'string' } },
});

const percent = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Wall-clock and CPU time of `work`: on a shared machine the two differ, and CPU is what the code costs. */
function timed<T>(work: () => T): { result: T; ms: number; cpuMs: number } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(cpu);
  return { result, ms: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
}

const timeText = ({ ms, cpuMs }: { ms: number; cpuMs: number }) => `${seconds(ms)} (CPU ${seconds(cpuMs)})`;

function positiveInteger(text: string | undefined, fallback: number, name: string): number {
  const n = text === undefined ? fallback : Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n <= 0) fail(`--${name} must be a positive whole number`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function pickServerSeed(): string {
  const seed = values.seed ?? generateServerSeed();
  if (!/^[0-9a-f]{64}$/.test(seed)) fail('--seed must be 64 lower-case hex characters');
  console.log(`server seed ${seed}\n  its hash ${serverSeedHash(seed)}, client seed '${CLIENT_SEED}', nonces from 0\n`);
  return seed;
}

function slotsToRun(): SlotDefinition[] {
  if (values.game === undefined) return Object.values(SLOT_GAMES);
  if (values.game === 'all') return Object.values(SLOT_RTP_VARIANTS).flatMap((variants) => Object.values(variants));
  const def = isSlotGameId(values.game) ? SLOT_GAMES[values.game] : slotDefinitionById(values.game);
  return def ? [def] : fail(`unknown slot '${values.game}': a game id (${Object.keys(SLOT_GAMES).join(', ')}), a strip-set id or 'all'`);
}

function simulateSlot(def: SlotDefinition, rounds: number, serverSeed: string): void {
  const stake = def.stakes[0] ?? 1_000;
  const maths = timed(() => ({ exact: exactSlotStats(def), enumerated: enumerateSlotStats(def) }));
  const { exact, enumerated } = maths.result;

  const simulation = timed(() => {
    const seen = { sum: 0, sumSquares: 0, hits: 0, triggers: 0, freeSpins: 0 };
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const round = spinSlot(def, new RoundRandom(serverSeed, CLIENT_SEED, nonce), stake);
      const x = round.totalWin / stake;
      seen.sum += x;
      seen.sumSquares += x * x;
      if (round.totalWin > 0) seen.hits += 1;
      if (round.triggersFreeSpins) seen.triggers += 1;
      seen.freeSpins += round.freeSpins.length;
    }
    return seen;
  });
  const { sum, sumSquares, hits, triggers, freeSpins } = simulation.result;
  const rtp = sum / rounds;
  const sd = Math.sqrt(sumSquares / rounds - rtp * rtp);
  const bound = (Z_99 * enumerated.sd) / Math.sqrt(rounds);
  const within = Math.abs(rtp - exact.rtp) <= bound;

  console.log(`${def.name} (${def.id}): ${count(rounds)} rounds at ${count(stake)} VND`);
  const row = (label: string, exactText: string, simText: string) => console.log(`  ${label.padEnd(24)}${exactText.padStart(12)}${simText.padStart(14)}`);
  row('', 'exact', 'simulated');
  row('RTP', percent(exact.rtp), percent(rtp));
  row('hit rate', percent(enumerated.hitRate, 2), percent(hits / rounds, 2));
  row('volatility (sd / stake)', enumerated.sd.toFixed(3), sd.toFixed(3));
  row('free spins: 1 round in', (1 / exact.triggerProbability).toFixed(1), triggers ? (rounds / triggers).toFixed(1) : '–');
  row('free spins per trigger', exact.expectedFreeSpins.toFixed(2), triggers ? (freeSpins / triggers).toFixed(2) : '–');
  console.log(`  exact RTP from lines ${percent(exact.lineRtp, 2)}, scatters ${percent(exact.scatterRtp, 2)}, free spins ${percent(exact.freeSpinRtp, 2)}`);
  console.log(`  99% bound ±${percent(bound, 3)}: simulation off by ${percent(rtp - exact.rtp, 3)}, ${within ? 'within' : 'OUTSIDE'}`);
  console.log(`  exact maths + enumeration of ${count(enumerated.combinations)} stop combinations: ${timeText(maths)}`);
  console.log(`  simulation: ${timeText(simulation)}, ${((simulation.cpuMs * 1000) / rounds).toFixed(1)} µs of CPU a round\n`);
}

function simulateFishing(shots: number, serverSeed: string): void {
  const def = DAI_DUONG_VANG;
  const stake = def.stakes[0] ?? 100;
  const { perFish } = exactFishingRtp(def);
  console.log(`${def.name} (${def.id}): ${count(shots)} shots at each fish, ${count(stake)} VND a shot`);
  console.log(`  ${'fish'.padEnd(16)}${'exact RTP'.padStart(11)}${'simulated'.padStart(11)}${'capture'.padStart(10)}${'seen'.padStart(10)}${'sd'.padStart(8)}${'99% bound'.padStart(11)}   verdict   time`);
  perFish.forEach((fish, index) => {
    const run = timed(() => {
      let won = 0;
      let captured = 0;
      for (let i = 0; i < shots; i += 1) {
        const shot = resolveShot(def, new RoundRandom(serverSeed, CLIENT_SEED, index * shots + i), fish.fishId, stake);
        won += shot.win;
        if (shot.captured) captured += 1;
      }
      return { won, captured };
    });
    const rtp = run.result.won / stake / shots;
    const sd = Math.sqrt(fish.rtp * fish.multiplier - fish.rtp ** 2);
    const bound = (Z_99 * sd) / Math.sqrt(shots);
    const verdict = Math.abs(rtp - fish.rtp) <= bound ? 'within' : 'OUTSIDE';
    console.log(
      `  ${`${fish.name} ×${fish.multiplier}`.padEnd(16)}${percent(fish.rtp, 3).padStart(11)}${percent(rtp, 3).padStart(11)}` +
        `${percent(fish.captureProbability, 2).padStart(10)}${percent(run.result.captured / shots, 2).padStart(10)}${sd.toFixed(2).padStart(8)}` +
        `${`±${percent(bound, 2)}`.padStart(11)}   ${verdict.padEnd(9)} ${timeText(run)}`,
    );
  });
}

const [game] = positionals;
if (game === 'slots') {
  const rounds = positiveInteger(values.spins, 1_000_000, 'spins');
  const defs = slotsToRun();
  const seed = pickServerSeed();
  for (const def of defs) simulateSlot(def, rounds, seed);
} else if (game === 'fishing') {
  const shots = positiveInteger(values.shots, 200_000, 'shots');
  simulateFishing(shots, pickServerSeed());
} else {
  fail('usage: npx tsx scripts/sim-games.ts slots [--spins N] [--game ID] [--seed HEX] | fishing [--shots N] [--seed HEX]');
}
