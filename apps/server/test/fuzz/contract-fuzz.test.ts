/**
 * Issue 7: every endpoint of both route tables fuzzed from its contract schema, valid and invalid
 * bodies alike (arbitraries.ts), on every backend. A modest count here (FUZZ_TEST_RUNS, default 20
 * per route); `npm run bench:fuzz` runs the same property with a large one (bench/fuzz.ts).
 * A failure prints fast-check's seed and path: FUZZ_SEED=<seed> replays it.
 */
import fc from 'fast-check';
import { BankCardFields, LoginFields, WithdrawalFields, api, generateEnvelopeKeyPair, openEnvelope, operatorApi } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACKENDS } from '../helpers/test-app.ts';
import { acceptable, isValidSample, samples, validValue } from './arbitraries.ts';
import { createFuzzContext, fuzzTarget, fuzzTargets, sealText, type FuzzContext } from './harness.ts';

const RUNS = Number(process.env.FUZZ_TEST_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

describe('the generators', () => {
  const schemas: Array<[string, z.ZodType]> = [
    ...Object.entries(api).flatMap(([name, r]): Array<[string, z.ZodType]> => (r.body ? [[`member ${name}`, r.body]] : [])),
    ...Object.entries(operatorApi).flatMap(([name, r]): Array<[string, z.ZodType]> => (r.body ? [[`operator ${name}`, r.body]] : [])),
    ['sealed bank card', BankCardFields],
    ['sealed withdrawal', WithdrawalFields],
    ['login data', LoginFields],
  ];

  it.each(schemas)('%s: valid values satisfy the schema, and both kinds of sample come out', (_name, schema) => {
    fc.assert(fc.property(validValue(schema), (v) => schema.safeParse(v).success), { numRuns: 30 });
    const drawn = fc.sample(samples(schema), { numRuns: 200, seed: 7 });
    const texts = drawn.map((s) => (isValidSample(s) ? JSON.stringify(s.value) : s.text));
    expect(texts.some((t) => acceptable(schema, t, 'member'))).toBe(true);
    expect(texts.some((t) => !acceptable(schema, t, 'member'))).toBe(true);
  });

  it('seals text the server opens (the same envelope as the contract’s, written with node:crypto)', () => {
    const pair = generateEnvelopeKeyPair();
    const payload = { bankCode: 1001, holderName: 'NGUYỄN' };
    expect(openEnvelope(sealText(JSON.stringify(payload), pair.publicKey, DEFAULT_BRAND.appKey), pair.secretKey, DEFAULT_BRAND.appKey)).toEqual(payload);
  });
});

describe.each(BACKENDS)('every endpoint fuzzed from its contract ($name)', (backend) => {
  let ctx: FuzzContext;
  beforeAll(async () => {
    ctx = await createFuzzContext(backend);
  }, 120_000);
  afterAll(async () => {
    await ctx?.t.close();
  });

  for (const target of fuzzTargets()) {
    it(`${target.name}: never 5xx, D3 refusals in Vietnamese, nothing written on refusal`, async () => {
      const result = await fuzzTarget(ctx, target, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
      expect(result.failure, result.failure).toBeUndefined();
      expect(Object.values(result.byStatus).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(RUNS);
    }, 240_000);
  }
});
