/**
 * npm run bench:fuzz — the contract fuzz of apps/server/test/fuzz with a large count: every route of
 * `api` and `operatorApi` gets FUZZ_RUNS samples (default 500), valid and invalid, from its zod
 * schema, on embedded PGlite and — when TEST_DATABASE_URL / TEST_REDIS_URL are set — on PostgreSQL
 * with Redis. Prints per route the answers by status and any failure (fast-check's seed and
 * counterexample); exits 1 when a route failed.
 *
 *   FUZZ_RUNS=500      samples per route and backend
 *   FUZZ_SEED=<n>      replay a run (the seed a failure printed)
 *   FUZZ_ROUTES=a,b    only targets whose name contains one of these ('member login', 'operator', 'withdrawal')
 *   FUZZ_KINDS=1       also print the samples by kind
 */
import { BACKENDS } from '../apps/server/test/helpers/test-app.ts';
import { createFuzzContext, fuzzTarget, fuzzTargets, type TargetResult } from '../apps/server/test/fuzz/harness.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const FILTERS = (process.env.FUZZ_ROUTES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const SHOW_KINDS = process.env.FUZZ_KINDS === '1';

const targets = fuzzTargets().filter((t) => FILTERS.length === 0 || FILTERS.some((f) => t.name.includes(f)));
const pad = (s: string | number, n: number) => String(s).padEnd(n);

function line(r: TargetResult, seconds: number): string {
  const total = Object.values(r.byStatus).reduce((a, b) => a + b, 0);
  const statuses = Object.entries(r.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  return `${pad(r.target, 32)} ${pad(total, 6)} ${pad(r.failure ? 'FAIL' : 'ok', 5)} ${pad(seconds.toFixed(1) + ' s', 8)} ${statuses}`;
}

let failures = 0;
const started = Date.now();
console.log(`contract fuzz: ${targets.length} routes × ${RUNS} samples${SEED === undefined ? '' : `, seed ${SEED}`}`);
for (const backend of BACKENDS) {
  console.log(`\n== ${backend.name}\n${pad('route', 32)} ${pad('sent', 6)} ${pad('', 5)} ${pad('time', 8)} answers by status`);
  const ctx = await createFuzzContext(backend);
  const totals: Record<string, number> = {};
  try {
    for (const target of targets) {
      const t0 = Date.now();
      const result = await fuzzTarget(ctx, target, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
      console.log(line(result, (Date.now() - t0) / 1000));
      for (const [status, n] of Object.entries(result.byStatus)) totals[status] = (totals[status] ?? 0) + n;
      if (SHOW_KINDS) {
        for (const [kind, n] of Object.entries(result.byKind).sort(([a], [b]) => a.localeCompare(b))) console.log(`    ${pad(n, 6)} ${kind}`);
      }
      if (result.failure) {
        failures += 1;
        console.log(result.failure.replace(/^/gm, '    | '));
      }
    }
  } finally {
    await ctx.t.close();
  }
  const all = Object.entries(totals).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`${backend.name}: ${Object.values(totals).reduce((a, b) => a + b, 0)} requests — ${all}`);
}
console.log(`\n${failures === 0 ? 'no failures' : `${failures} route(s) failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failures === 0 ? 0 : 1);
