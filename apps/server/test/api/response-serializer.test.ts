import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, operatorApi } from '@app/contract';
import { flatShape } from '../../src/plugins/flat-schemas.ts';
import { requestValidatorCompiler } from '../../src/plugins/request-validator.ts';
import { plainObjectWriter, readsTheSameBothWays, responseSerializerCompiler } from '../../src/plugins/response-serializer.ts';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' });

/** The answers' serializer: zod's parse where it means the same as encode, still checking every answer. */
describe('response serializer', () => {
  it('takes the parse path for every response schema of the contract', () => {
    const schemas = [...Object.values(api), ...Object.values(operatorApi)].map((r) => r.response).filter((s) => s instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(20);
    for (const schema of schemas) expect(readsTheSameBothWays(schema)).toBe(true);
  });

  it('drops fields the schema does not name and refuses an answer that breaks it', () => {
    const serialize = serializerFor(z.object({ online: z.boolean(), lastSeenAt: z.string() }));
    expect(serialize({ online: true, lastSeenAt: '2026-11-26T00:00:00.000Z', passwordHash: 'x' })).toBe('{"online":true,"lastSeenAt":"2026-11-26T00:00:00.000Z"}');
    let thrown: unknown;
    try {
      serialize({ online: 'yes', lastSeenAt: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
    expect((thrown as { statusCode: number }).statusCode).toBe(500);
  });

  it('keeps encoding for schemas whose two directions differ', () => {
    const at = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    const withCodec = z.object({ at, amount: z.number().int() });
    expect(readsTheSameBothWays(withCodec)).toBe(false);
    expect(readsTheSameBothWays(z.object({ list: z.array(z.string().trim()) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(readsTheSameBothWays(z.lazy(() => z.string()))).toBe(false);
    const when = new Date('2026-11-26T01:02:03.000Z');
    expect(serializerFor(withCodec)({ at: when, amount: 5 })).toBe('{"at":"2026-11-26T01:02:03.000Z","amount":5}');
  });

  it('reads nested, optional, nullable, union, record and tuple schemas as the same both ways', () => {
    const nested = z.object({
      a: z.array(z.object({ b: z.string().nullable(), c: z.number().optional() })),
      d: z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), x: z.number() }), z.object({ kind: z.literal('y') })]),
      e: z.record(z.string(), z.boolean()),
      f: z.tuple([z.string(), z.number()]),
      g: z.enum(['A', 'B']).readonly(),
    });
    expect(readsTheSameBothWays(nested)).toBe(true);
    expect(serializerFor(nested)({ a: [{ b: null, extra: 1 }], d: { kind: 'y' }, e: { k: true }, f: ['s', 1], g: 'A' })).toBe(
      '{"a":[{"b":null}],"d":{"kind":"y"},"e":{"k":true},"f":["s",1],"g":"A"}',
    );
  });
});

/** The direct checks for flat object schemas (the heartbeat's body and answer) against zod itself. */
describe('flat object schemas', () => {
  const value = fc.oneof(fc.string(), fc.boolean(), fc.double(), fc.integer(), fc.constantFrom(null, undefined, NaN, Infinity, -0), fc.array(fc.nat()), fc.object());
  const flat = {
    strict: z.strictObject({ online: z.boolean(), n: z.number() }),
    stripped: z.object({ online: z.boolean(), lastSeenAt: z.string(), n: z.number() }),
  };

  it('are the heartbeat body and answer of the contract; checked, optional or nested fields are not flat', () => {
    expect(flatShape(api.checkOnline.body as z.ZodType)).toMatchObject({ strict: true });
    expect(flatShape(api.checkOnline.response)).toMatchObject({ strict: false });
    for (const schema of [z.object({ a: z.string().min(1) }), z.object({ a: z.string().optional() }), z.object({ a: z.object({}) }), z.looseObject({ a: z.string() }), z.object({ a: z.coerce.number() }), z.object({})]) {
      expect(flatShape(schema)).toBeUndefined();
    }
  });

  it('validate as zod does: the same value when accepted, the answer of zod otherwise', () => {
    for (const schema of Object.values(flat)) {
      const direct = requestValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
      const zod = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
      fc.assert(
        fc.property(fc.record({ online: value, n: value, lastSeenAt: value, extra: value }, { requiredKeys: [] }), fc.constantFrom(true, false), (data, typed) => {
          const input = typed ? { ...data, online: true, n: 1.5, lastSeenAt: 'x' } : data;
          const [ours, theirs] = [direct(input), zod(input)] as { value?: unknown; error?: unknown }[];
          expect(ours!.value).toStrictEqual(theirs!.value);
          expect(Boolean(ours!.error)).toBe(Boolean(theirs!.error));
        }),
      );
    }
  });

  it('write what parsing with zod and JSON.stringify write, and leave every other answer to zod', () => {
    for (const schema of Object.values(flat)) {
      const write = plainObjectWriter(schema)!;
      fc.assert(
        fc.property(fc.record({ online: value, n: value, lastSeenAt: value, extra: value }, { requiredKeys: [] }), fc.constantFrom(true, false), (data, typed) => {
          const input = typed ? { ...data, online: false, n: -2, lastSeenAt: 'Tiếng Việt "\\ \u2028' } : data;
          const parsed = z.safeParse(schema, input);
          // Every answer zod accepts is written directly, byte for byte as before; every other one is left to zod.
          expect(write(input)).toBe(parsed.success ? JSON.stringify(parsed.data) : undefined);
        }),
      );
    }
  });
});
