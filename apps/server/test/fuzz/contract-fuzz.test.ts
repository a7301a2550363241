/**
 * Issue 7: every endpoint of both route tables fuzzed from its contract schema, valid and invalid
 * bodies alike (arbitraries.ts), on every backend. A modest count here (FUZZ_TEST_RUNS, default 20
 * per route); `npm run bench:fuzz` runs the same property with a large one (bench/fuzz.ts).
 * A failure prints fast-check's seed and path: FUZZ_SEED=<seed> replays it.
 */
import fc from 'fast-check';
import { BankCardFields, LoginFields, WithdrawalFields, api, generateEnvelopeKeyPair, openEnvelope, operatorApi } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACKENDS } from '../helpers/test-app.ts';
import { acceptable, isValidSample, samples, validValue } from './arbitraries.ts';
import { LOGIN_FAILED, WriteGuard, createFuzzContext, fuzzTarget, fuzzTargets, problemsWith, sealText, type FuzzContext } from './harness.ts';
import { operatorCall } from '../operator/helpers.ts';

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

describe('the oracle', () => {
  const target = fuzzTargets().find((t) => t.name === 'member backupUrl')!;
  const answer = (statusCode: number, body: unknown) => ({ statusCode, body: JSON.stringify(body) }) as LightMyRequestResponse;
  const refusal = { statusCode: 400, message: ['Ứng dụng không hợp lệ'], error: 'Bad Request' };

  it('passes a D3 refusal in Vietnamese and a success in the response shape', () => {
    expect(problemsWith(answer(400, refusal), target, { acceptable: false })).toEqual([]);
    expect(problemsWith(answer(429, { statusCode: 429, message: 'Bạn thao tác quá nhanh', error: 'Too Many Requests' }), target, { acceptable: true })).toEqual([]);
    expect(problemsWith(answer(200, { hosts: [] }), target, { acceptable: true })).toEqual([]);
  });

  it.each([
    ['a 5xx', answer(500, { statusCode: 500, message: 'Hệ thống đang bận', error: 'Internal Server Error' }), true],
    ['a success for a body the contract refuses', answer(200, { hosts: [] }), false],
    ['a success outside the response schema', answer(200, { hosts: 'x' }), true],
    ['a 400 whose message is a string', answer(400, { ...refusal, message: 'Ứng dụng không hợp lệ' }), false],
    ['a 400 in English', answer(400, { ...refusal, message: ['Invalid app'] }), false],
    ['a 400 with an empty message', answer(400, { ...refusal, message: [''] }), false],
    ['a refusal with an extra key', answer(400, { ...refusal, stack: 'at x' }), false],
    ['a refusal whose statusCode differs', answer(401, { ...refusal, statusCode: 400, message: 'Chữ ký không hợp lệ' }), false],
    ['an invalid body refused with 401 rather than 400', answer(401, { statusCode: 401, message: 'Chữ ký không hợp lệ', error: 'Unauthorized' }), false],
  ])('flags %s', (_what, res, acceptableBody) => {
    expect(problemsWith(res, target, { acceptable: acceptableBody })).not.toEqual([]);
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

  it('the write guard catches a refusal that wrote (even a row as it was), not one rolled back, and lets a failed operator login be audited', async () => {
    const guard = new WriteGuard(ctx.t, 8);
    await guard.before(false);
    await ctx.t.db.insertInto('server_secrets').values({ name: `fuzz-${Date.now()}`, value: 'x' }).execute();
    await guard.refused('a refusal that wrote', false);
    await expect(guard.flush()).rejects.toThrow(/server_secrets \(1 row written\)/);
    // A row rewritten with the values it had is a write too.
    await guard.before(false);
    await ctx.t.db.updateTable('server_secrets').set({ value: 'x' }).where('value', '=', 'x').execute();
    await guard.refused('a refusal that rewrote a row as it was', false);
    await expect(guard.flush()).rejects.toThrow(/server_secrets \(1 row written\)/);
    // A write rolled back leaves nothing.
    await guard.before(false);
    await ctx.t.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('server_secrets').values({ name: `fuzz-rolled-back-${Date.now()}`, value: 'x' }).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await guard.refused('a refusal whose write was rolled back', false);
    await expect(guard.flush()).resolves.toBeUndefined();
    await guard.before(false);
    await operatorCall(ctx.t.app, 'login', { username: ctx.operator.username, password: 'sai-mat-khau' });
    await guard.refused('a failed operator login', false, [LOGIN_FAILED]);
    await expect(guard.flush()).resolves.toBeUndefined();
  });

  for (const target of fuzzTargets()) {
    it(`${target.name}: never 5xx, D3 refusals in Vietnamese, nothing written on refusal`, async () => {
      const result = await fuzzTarget(ctx, target, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
      expect(result.failure, result.failure).toBeUndefined();
      expect(Object.values(result.byStatus).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(RUNS);
    }, 240_000);
  }
});
